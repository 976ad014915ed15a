// Viber's callbacks and signature, read as the connector reads them.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isWebhookCheck, readCallback, viberSignatureMatches } from './callbackRules';
import { classifyFailure } from './sendRules';

const TOKEN = '5123456789012345678';
const raw = (text: string) => Buffer.from(text);

describe('Viber callbacks', () => {
  it('checks hex HMAC-SHA256 of the raw bytes with the auth token', () => {
    const body = raw('{"event":"seen"}');
    const good = createHmac('sha256', 'tok').update(body).digest('hex');
    expect(viberSignatureMatches('tok', body, good)).toBe(true);
    expect(viberSignatureMatches('tok', body, good.toUpperCase())).toBe(true);
    expect(viberSignatureMatches('other', body, good)).toBe(false);
    expect(viberSignatureMatches('tok', body, good.slice(2))).toBe(false);
  });

  it('keeps a 64-bit message token exact, and reads media and receipts', () => {
    const text = `{"event":"message","timestamp":1700000000000,"message_token":${TOKEN},"sender":{"id":"u1==","name":"Ann"},"message":{"type":"file","media":"https://m/1","size":3,"file_name":"a.pdf"}}`;
    expect(readCallback(raw(text))).toEqual({
      kind: 'message',
      externalContactId: 'u1==',
      contactName: 'Ann',
      externalMessageId: TOKEN,
      text: '',
      at: new Date(1_700_000_000_000),
      media: { url: 'https://m/1', name: 'a.pdf', size: 3 },
    });
    expect(readCallback(raw(`{"event":"seen","timestamp":1,"message_token":${TOKEN},"user_id":"u1=="}`))).toMatchObject({ kind: 'receipt', state: 'read', externalMessageId: TOKEN });
    expect(readCallback(raw(`{"event":"message","message_token":${TOKEN},"sender":{"id":"u"},"message":{"type":"sticker","sticker_id":1}}`))).toEqual({ kind: 'ignored', event: 'message sticker' });
    expect(readCallback(raw('{"event":"conversation_started","user":{"id":"u"}}'))).toEqual({ kind: 'ignored', event: 'conversation_started' });
  });

  it('tells Viber’s webhook check from every other body', () => {
    expect(isWebhookCheck(raw(`{"event":"webhook","timestamp":1,"message_token":${TOKEN}}`))).toBe(true);
    expect(isWebhookCheck(raw('{"event":"message"}'))).toBe(false);
    expect(isWebhookCheck(raw('not json'))).toBe(false);
  });

  it('classifies Viber’s statuses', () => {
    expect(classifyFailure({ ok: false, kind: 'viber', status: 12, message: 'tooManyRequests' })).toMatchObject({ kind: 'retry' });
    expect(classifyFailure({ ok: false, kind: 'viber', status: 2, message: '' })).toMatchObject({ kind: 'reconnect' });
    expect(classifyFailure({ ok: false, kind: 'viber', status: 3, message: 'badData' })).toEqual({ ok: false, kind: 'give up', reason: 'Viber refused the message (badData: badData)' });
    expect(classifyFailure({ ok: false, kind: 'http', httpStatus: 503, message: 'Viber answered HTTP 503' })).toMatchObject({ kind: 'retry' });
  });
});
