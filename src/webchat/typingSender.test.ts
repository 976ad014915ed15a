import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_TIMING, type VisitorTyping } from '../domain/webchat';
import { createTypingSender, typingWait } from './typingSender';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(withText: boolean) {
  const sent: VisitorTyping[] = [];
  const sender = createTypingSender((signal) => void sent.push(signal), () => withText);
  return { sent, sender };
}

describe('typingWait', () => {
  it('is 0 before the first signal and once the interval is over', () => {
    expect(typingWait(null, 5)).toBe(0);
    expect(typingWait(1000, 1000 + TYPING_TIMING.throttleMs)).toBe(0);
    expect(typingWait(1000, 1500)).toBe(TYPING_TIMING.throttleMs - 500);
  });
});

describe("the visitor's typing signals", () => {
  it('go at most once per interval while the visitor types, then stop after the idle time', async () => {
    const { sent, sender } = setup(false);
    // A keystroke every 100 ms for 4 s.
    for (let t = 0; t < 4000; t += 100) {
      sender.typed(`text ${t}`);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(sent).toHaveLength(Math.ceil(4000 / TYPING_TIMING.throttleMs));
    expect(sent.every((s) => s.typing && s.text === undefined)).toBe(true);
    // The last keystroke was 100 ms ago.
    await vi.advanceTimersByTimeAsync(TYPING_TIMING.idleMs - 101);
    expect(sent.at(-1)!.typing).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.at(-1)).toEqual({ typing: false });
  });

  it('carry the text when the channel shows it, the last text following once the interval is over', async () => {
    const { sent, sender } = setup(true);
    sender.typed('W');
    sender.typed('Wh');
    sender.typed('Where');
    expect(sent).toEqual([{ typing: true, text: 'W' }]);
    await vi.advanceTimersByTimeAsync(TYPING_TIMING.throttleMs);
    expect(sent).toEqual([
      { typing: true, text: 'W' },
      { typing: true, text: 'Where' },
    ]);
  });

  it('stop at once when the box is emptied or the message is sent, and only once', async () => {
    const { sent, sender } = setup(true);
    sender.typed('Hi');
    sender.typed('');
    expect(sent).toEqual([{ typing: true, text: 'Hi' }, { typing: false }]);
    sender.stop();
    sender.typed('Again');
    sender.stop();
    await vi.advanceTimersByTimeAsync(TYPING_TIMING.idleMs * 2);
    expect(sent).toEqual([{ typing: true, text: 'Hi' }, { typing: false }, { typing: true, text: 'Again' }, { typing: false }]);
  });
});
