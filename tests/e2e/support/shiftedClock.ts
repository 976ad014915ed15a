// TEST ONLY: a preload (`node --import`) that moves a process's clock ahead, so an e2e spec can let days
// pass for the real api (e.g. an invitation link's 7 days) without a backdoor in production code. Nothing in
// server/ imports it; support/stack.ts passes it only to the api of a stack a spec starts with
// { shiftedClock: true }. The offset (ms) is read from E2E_CLOCK_OFFSET_FILE, written by the spec
// (support/shiftedClockControl.ts); the preload answers in `<file>.applied` with the offset it now applies.
// `new Date()` and `Date.now()` move; timers, performance.now() and dates built from a value do not.
import { readFileSync, writeFileSync } from 'node:fs';
import { appliedOffsetFile } from './shiftedClockControl';

const file = process.env.E2E_CLOCK_OFFSET_FILE;

if (file) {
  const RealDate = Date;
  let offset = 0;
  const read = () => {
    let next = 0;
    try {
      next = Number(readFileSync(file, 'utf8')) || 0;
    } catch {
      next = 0;
    }
    if (next !== offset) {
      offset = next;
      writeFileSync(appliedOffsetFile(file), String(offset));
    }
  };
  setInterval(read, 50).unref();

  class ShiftedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }

    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
