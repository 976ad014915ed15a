import { describe, expect, it } from 'vitest';
import { classifyMessagingError } from './failures';

const refusal = (status: number, code: number, subcode?: number) => ({ status, code, message: 'refused', ...(subcode ? { subcode } : {}) });

describe('classifyMessagingError', () => {
  it('gives up with words on 551, no matching user and outside the window', () => {
    expect(classifyMessagingError('Messenger', refusal(400, 551))).toMatchObject({ kind: 'give up', reason: expect.stringContaining('not available on Messenger') });
    expect(classifyMessagingError('Messenger', refusal(400, 100, 2018001))).toMatchObject({ kind: 'give up', reason: expect.stringContaining('no matching user') });
    expect(classifyMessagingError('Instagram', refusal(400, 10, 2018278))).toMatchObject({ kind: 'give up', reason: expect.stringContaining('outside the allowed window') });
    expect(classifyMessagingError('Messenger', refusal(403, 200))).toMatchObject({ kind: 'give up' });
  });

  it('retries temporary failures and rate limits, with a wait for a limit without a hint', () => {
    expect(classifyMessagingError('Messenger', refusal(500, 1200))).toMatchObject({ kind: 'retry' });
    expect(classifyMessagingError('Messenger', refusal(400, 613))).toMatchObject({ kind: 'retry', afterMs: 60_000 });
    expect(classifyMessagingError('Messenger', { ...refusal(400, 4), retryAfterMs: 5000 })).toMatchObject({ kind: 'retry', afterMs: 5000 });
    expect(classifyMessagingError('Messenger', { status: 502, message: 'Bad gateway' })).toMatchObject({ kind: 'retry' });
  });

  it('asks to reconnect on 190', () => {
    expect(classifyMessagingError('Instagram', refusal(401, 190))).toMatchObject({ kind: 'reconnect' });
  });
});
