import { describe, expect, it } from 'vitest';
import { signBody, signatureMatches } from './signature';
import { checkInbound, failureReason } from './webhookRules';

const now = new Date('2030-05-05T12:00:00Z');

describe('failureReason', () => {
  it("says in words why a try failed, for the console's 'Retrying: …' and 'Failed: …'", () => {
    expect(failureReason('HTTP 503')).toBe('the receiver answered HTTP 503');
    expect(failureReason('ECONNREFUSED')).toBe('the receiver refused the connection');
    expect(failureReason('ENOTFOUND')).toBe("the receiver's address could not be found");
    expect(failureReason('EAI_AGAIN')).toBe("the receiver's address could not be found");
    expect(failureReason('ECONNRESET')).toBe('the receiver closed the connection');
    expect(failureReason('no answer within 10 s')).toBe('no answer within 10 s');
    expect(failureReason('the channel is turned off')).toBe('the channel is turned off');
    expect(failureReason('UND_ERR_SOCKET')).toBe('the receiver could not be reached (UND_ERR_SOCKET)');
  });
});

describe('checkInbound', () => {
  it('reads a full message, trimming and keeping only what was sent', () => {
    expect(checkInbound({ id: ' m1 ', from: { id: 7, name: ' Ada ', email: '', phone: null }, text: ' hi ', timestamp: '2030-01-01T00:00:00Z' }, now)).toEqual({
      ok: true,
      value: { id: 'm1', from: { id: '7', name: 'Ada' }, text: ' hi ', timestamp: new Date('2030-01-01T00:00:00Z') },
    });
  });
  it('takes milliseconds and brings a future time back to now', () => {
    const res = checkInbound({ id: 'a', from: { id: 'b' }, text: 'x', timestamp: now.getTime() + 60_000 }, now);
    expect(res.ok && res.value.timestamp).toEqual(now);
    const ms = checkInbound({ id: 'a', from: { id: 'b' }, text: 'x', timestamp: 1_000 }, now);
    expect(ms.ok && ms.value.timestamp).toEqual(new Date(1000));
  });
  it.each([
    [null, 'body'],
    ['text', 'body'],
    [{ from: { id: 'b' }, text: 'x' }, 'id'],
    [{ id: '', from: { id: 'b' }, text: 'x' }, 'id'],
    [{ id: true, from: { id: 'b' }, text: 'x' }, 'id'],
    [{ id: 'a', from: 'b', text: 'x' }, 'from'],
    [{ id: 'a', from: { id: 'x'.repeat(201) }, text: 'x' }, 'from.id'],
    [{ id: 'a', from: { id: 'b', name: 'x'.repeat(201) }, text: 'x' }, 'from.name'],
    [{ id: 'a', from: { id: 'b', phone: 5 }, text: 'x' }, 'from.phone'],
    [{ id: 'a', from: { id: 'b' }, text: 5 }, 'text'],
    [{ id: 'a', from: { id: 'b' }, text: 'x', timestamp: '2030-13-45T00:00:00Z' }, 'timestamp'],
    [{ id: 'a', from: { id: 'b' }, text: 'x', timestamp: '01/02/2030' }, 'timestamp'],
  ])('refuses %j at %s', (body, field) => {
    const res = checkInbound(body, now);
    expect(res.ok).toBe(false);
    expect(!res.ok && res.field).toBe(field);
  });
});

describe('signature', () => {
  const body = Buffer.from('{"a":1}');
  it('matches the HMAC of the exact bytes, in either hex case', () => {
    const header = signBody('s3cret', body);
    expect(header).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(signatureMatches('s3cret', body, header)).toBe(true);
    expect(signatureMatches('s3cret', body, `sha256=${header.slice(7).toUpperCase()}`)).toBe(true);
  });
  it.each([undefined, '', 'sha256=zz', 'sha1=abc', signBody('other', body), signBody('s3cret', '{"a":2}')])('refuses %s', (header) => {
    expect(signatureMatches('s3cret', body, header)).toBe(false);
  });
});
