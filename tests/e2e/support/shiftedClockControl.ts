// The test side of support/shiftedClock.ts: where the offset is written, and a shift that returns once the
// api has taken it (the preload answers with the offset it applies).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The preload, as `node --import` takes it. */
export const SHIFTED_CLOCK = pathToFileURL(path.join(import.meta.dirname, 'shiftedClock.ts')).href;

export const clockOffsetFile = (dataDir: string) => path.join(dataDir, 'clock-offset-ms');
export const appliedOffsetFile = (offsetFile: string) => `${offsetFile}.applied`;

export async function shiftApiClock(dataDir: string, ms: number): Promise<void> {
  const file = clockOffsetFile(dataDir);
  writeFileSync(file, String(ms));
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    try {
      if (readFileSync(appliedOffsetFile(file), 'utf8') === String(ms)) return;
    } catch {
      // not answered yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the api did not take the clock offset ${ms} ms within 5 s`);
}
