import path from 'node:path';
import { loadApiConfig } from './api/config';
import { createLogger } from './api/logger';
import { createSupervisor, stopOnSignals, waitForOk } from './supervisor';

// `npm run dev`: the api restarted by tsx on every change, and Rsbuild's dev server (hot reload) in
// front of it, which proxies /v2/api the way the edge does. Both supervised, as under `npm start`.

async function main(): Promise<void> {
  const api = loadApiConfig();
  const logger = createLogger(api.logLevel, 'supervisor');
  const supervisor = createSupervisor({ logger });
  stopOnSignals(supervisor, logger);
  supervisor.run({
    name: 'api',
    args: [path.resolve('node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/api/main.ts'],
    env: process.env,
  });
  await waitForOk(`http://127.0.0.1:${api.port}/v2/api/healthz`);
  supervisor.run({ name: 'rsbuild', args: [path.resolve('node_modules/@rsbuild/core/bin/rsbuild.js'), 'dev'], env: process.env });
}

main().catch((err: unknown) => {
  process.stderr.write(`dev failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
