// The visitor's typing signals: at most one per TYPING_TIMING.throttleMs while they type (the last text
// follows once the interval is over, so a preview ends where the visitor stopped), and a stop after
// TYPING_TIMING.idleMs without a keystroke, on an emptied box, or when the message goes.

import { TYPING_TIMING, typingPreview, type VisitorTyping } from '../domain/webchat';

export interface Timers {
  set(run: () => void, ms: number): ReturnType<typeof setTimeout>;
  clear(timer: ReturnType<typeof setTimeout> | undefined): void;
  now(): number;
}

const realTimers: Timers = { set: (run, ms) => setTimeout(run, ms), clear: (timer) => clearTimeout(timer), now: () => Date.now() };

/** How long until the next 'typing' may go: 0 now, when none went yet or the interval is over. */
export function typingWait(sentAt: number | null, now: number): number {
  return sentAt === null ? 0 : Math.max(0, TYPING_TIMING.throttleMs - (now - sentAt));
}

/** `withText`: whether the channel shows agents the text; otherwise it never leaves the window. */
export function createTypingSender(emit: (signal: VisitorTyping) => void, withText: () => boolean, timers: Timers = realTimers) {
  let sentAt: number | null = null;
  let pending: string | null = null;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  let idle: ReturnType<typeof setTimeout> | undefined;

  const send = (text: string) => {
    sentAt = timers.now();
    pending = null;
    emit(withText() ? { typing: true, text: typingPreview(text) } : { typing: true });
  };

  const stop = () => {
    timers.clear(trailing);
    timers.clear(idle);
    trailing = idle = undefined;
    pending = null;
    if (sentAt === null) return;
    sentAt = null;
    emit({ typing: false });
  };

  return {
    typed(text: string): void {
      timers.clear(idle);
      if (text.trim() === '') return stop();
      idle = timers.set(stop, TYPING_TIMING.idleMs);
      const wait = typingWait(sentAt, timers.now());
      if (wait === 0) return send(text);
      // Without the text, the next keystroke after the interval is news enough.
      if (!withText()) return;
      pending = text;
      trailing ??= timers.set(() => {
        trailing = undefined;
        if (pending !== null && sentAt !== null) send(pending);
      }, wait);
    },
    stop,
  };
}
