// LINE's webhook body and signature, read as the connector reads them.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { lineSignatureMatches, readEvents } from './eventRules';
import { classifyFailure, retryKey } from './sendRules';

const body = (events: unknown[]) => Buffer.from(JSON.stringify({ destination: 'Ubot', events }));
const event = (message: Record<string, unknown>, source: Record<string, unknown> = { type: 'user', userId: 'U1' }) => ({
  type: 'message',
  timestamp: 1_700_000_000_000,
  source,
  webhookEventId: '01H',
  replyToken: 'tok',
  message: { id: '42', ...message },
});

describe('LINE events', () => {
  it('checks base64 HMAC-SHA256 of the raw bytes with the channel secret', () => {
    const raw = body([]);
    const good = createHmac('sha256', 's3cret').update(raw).digest('base64');
    expect(lineSignatureMatches('s3cret', raw, good)).toBe(true);
    expect(lineSignatureMatches('other', raw, good)).toBe(false);
    expect(lineSignatureMatches('s3cret', Buffer.concat([raw, Buffer.from(' ')]), good)).toBe(false);
    expect(lineSignatureMatches('s3cret', raw, 'c2hvcnQ=')).toBe(false);
    expect(lineSignatureMatches('', raw, good)).toBe(false);
  });

  it('reads texts and files of one-to-one chats, and leaves out groups, stickers and other events', () => {
    expect(readEvents(body([event({ type: 'text', text: 'hi' })]))).toEqual([
      { externalContactId: 'U1', externalMessageId: '42', text: 'hi', at: new Date(1_700_000_000_000), replyToken: 'tok' },
    ]);
    expect(readEvents(body([event({ type: 'file', fileName: 'a.pdf', fileSize: 12 })]))[0]!.file).toEqual({ messageId: '42', name: 'a.pdf', size: 12 });
    expect(readEvents(body([event({ type: 'image', contentProvider: { type: 'external', originalContentUrl: 'https://x' } })]))).toEqual([]);
    expect(readEvents(body([event({ type: 'sticker', packageId: '1' })]))).toEqual([]);
    expect(readEvents(body([event({ type: 'text', text: 'hi' }, { type: 'group', groupId: 'C1', userId: 'U1' })]))).toEqual([]);
    expect(readEvents(body([{ type: 'follow', source: { type: 'user', userId: 'U1' } }]))).toEqual([]);
    expect(() => readEvents(Buffer.from('{"nope":1}'))).toThrow(AppError);
  });

  it('derives one retry key per outbox row, a valid UUID', () => {
    expect(retryKey('d-1')).toBe(retryKey('d-1'));
    expect(retryKey('d-1')).not.toBe(retryKey('d-2'));
    expect(retryKey('d-1')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('classifies LINE’s refusals', () => {
    expect(classifyFailure({ ok: false, status: 0, message: 'LINE did not answer within 15 s' })).toMatchObject({ kind: 'retry' });
    expect(classifyFailure({ ok: false, status: 429, message: 'Too Many Requests', retryAfter: 3 })).toMatchObject({ kind: 'retry', afterMs: 3000 });
    expect(classifyFailure({ ok: false, status: 400, message: 'The request body has 1 error(s): to invalid' })).toEqual({
      ok: false,
      kind: 'give up',
      reason: 'LINE refused the message (The request body has 1 error(s): to invalid)',
    });
  });
});
