import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_WAIT_MS } from '../meta/graphErrors';
import { classifyWhatsApp, mediaTypeOf, OUTSIDE_WINDOW_REASON, splitText, TEXT_MAX } from './sendRules';

describe('splitText', () => {
  it('keeps a text of 4,096 characters whole and cuts a longer one after a word, losing nothing', () => {
    expect(splitText('a'.repeat(TEXT_MAX))).toEqual(['a'.repeat(TEXT_MAX)]);
    const text = `${'x'.repeat(4000)} ${'y'.repeat(200)}`;
    expect(splitText(text)).toEqual([`${'x'.repeat(4000)} `, 'y'.repeat(200)]);
    expect(splitText('')).toEqual([]);
  });

  it('counts characters, not UTF-16 units, and cuts a text without spaces at the limit', () => {
    const emoji = '😀'.repeat(5000);
    const parts = splitText(emoji);
    expect(parts.map((p) => Array.from(p).length)).toEqual([4096, 904]);
    expect(parts.join('')).toBe(emoji);
    expect(splitText('z'.repeat(19_900)).map((p) => p.length)).toEqual([4096, 4096, 4096, 4096, 3516]);
  });
});

describe('classifyWhatsApp (channels.md §4.1.2)', () => {
  it('retries throughput and pair limits with their waits, and the temporary codes', () => {
    expect(classifyWhatsApp({ status: 429, message: 'Rate limit hit', code: 130429 })).toMatchObject({ kind: 'retry', afterMs: RATE_LIMIT_WAIT_MS });
    expect(classifyWhatsApp({ status: 400, message: 'pair rate limit hit', code: 131056 })).toMatchObject({ kind: 'retry', afterMs: 6_000 });
    expect(classifyWhatsApp({ status: 400, message: 'pair rate limit hit', code: 131056, retryAfterMs: 9_000 })).toMatchObject({ kind: 'retry', afterMs: 9_000 });
    for (const code of [1, 2, 131000, 133004]) expect(classifyWhatsApp({ status: 400, message: 'x', code })).toMatchObject({ kind: 'retry' });
    expect(classifyWhatsApp({ status: 502, message: 'HTTP 502' })).toMatchObject({ kind: 'retry' });
  });

  it('gives up outside the window with words, on others with Meta’s message; reconnects on 190 and locked accounts', () => {
    expect(classifyWhatsApp({ status: 400, message: 'Re-engagement message', code: 131047 })).toEqual({ ok: false, kind: 'give up', reason: OUTSIDE_WINDOW_REASON });
    expect(OUTSIDE_WINDOW_REASON).toContain('outside the 24-hour window');
    expect(classifyWhatsApp({ status: 400, message: 'Invalid parameter', code: 100 })).toEqual({ ok: false, kind: 'give up', reason: 'WhatsApp refused the message: Invalid parameter (code 100)' });
    expect(classifyWhatsApp({ status: 401, message: 'Session expired', code: 190 })).toMatchObject({ kind: 'reconnect' });
    expect(classifyWhatsApp({ status: 400, message: 'Account locked', code: 131031 })).toEqual({ ok: false, kind: 'reconnect', reason: 'WhatsApp locked the business account: an Administrator must resolve it in WhatsApp Manager' });
    expect(classifyWhatsApp({ status: 401, message: 'Session expired', code: 190 }).reason).toContain('enter a current token');
  });
});

describe('mediaTypeOf', () => {
  it('sends WhatsApp’s inline types as such and anything else as a document', () => {
    expect(['image/png', 'video/mp4', 'audio/ogg', 'image/gif', 'application/pdf'].map(mediaTypeOf)).toEqual(['image', 'video', 'audio', 'document', 'document']);
  });
});
