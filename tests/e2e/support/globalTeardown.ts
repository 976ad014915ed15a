import { rmSync } from 'node:fs';
import { stopStartedStack } from './globalSetup';

export default async function globalTeardown() {
  if (await stopStartedStack()) return;
  // Should the runner load the teardown as a separate module instance, stop the recorded children.
  for (const pid of (process.env.E2E_STACK_PIDS ?? '').split(',').filter(Boolean).map(Number)) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
