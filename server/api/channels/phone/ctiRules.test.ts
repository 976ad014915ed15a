// The CTI push read from JSON and form data, and how events add up to a call whatever their order.
import { describe, expect, it } from 'vitest';
import { encode, type CtiBody } from '../../../../tests/fakes/pbx/pbx';
import { AppError } from '../../http/errors';
import { becameMissed, callText, nextCall } from './callRules';
import { normalisePhone, readCti, type CtiEvent } from './ctiRules';

const read = (body: CtiBody, format: 'json' | 'form' = 'json') => {
  const { contentType, payload } = encode(body, format);
  return readCti(Buffer.from(payload), contentType);
};
const base = { callId: 'c1', direction: 'in', from: '+49 30 1234567', to: '+4930555000' };

describe('reading a CTI push', () => {
  it.each(['json', 'form'] as const)('reads %s with every field, user[] repeated', (format) => {
    const read1 = read({ ...base, event: 'newCall', user: ['ana@acme.test', 'Bo'], timestamp: '2026-03-02T10:00:00Z' }, format);
    expect(read1).toEqual({ kind: 'event', event: { event: 'newCall', ...base, users: ['ana@acme.test', 'Bo'], at: new Date('2026-03-02T10:00:00Z') } });
    const hangup = read({ ...base, event: 'hangup', cause: 'noAnswer', recordingUrl: 'https://pbx.example/r.mp3', timestamp: '1772445600' }, format);
    expect(hangup).toMatchObject({ kind: 'event', event: { event: 'hangup', cause: 'noAnswer', recordingUrl: 'https://pbx.example/r.mp3', at: new Date(1772445600 * 1000) } });
  });

  it('takes a single user as a string (form data without [])', () => {
    const { payload, contentType } = encode({ ...base, event: 'answer' }, 'form');
    expect(readCti(Buffer.from(`${payload}&user=Ana`), contentType)).toMatchObject({ event: { users: ['Ana'] } });
  });

  it('keeps only http(s) recording links', () => {
    expect(read({ ...base, event: 'hangup', recordingUrl: 'javascript:alert(1)' })).not.toHaveProperty('event.recordingUrl');
  });

  it('acknowledges an event it does not know without reading further', () => {
    expect(read({ event: 'transfer', callId: 'c1' })).toEqual({ kind: 'unknown', name: 'transfer' });
  });

  it.each([
    ['not JSON', Buffer.from('{oops'), 'application/json'],
    ['a JSON list', Buffer.from('[]'), 'application/json'],
    ['no callId', Buffer.from(JSON.stringify({ event: 'newCall', direction: 'in' })), 'application/json'],
    ['a callId over 250 characters', Buffer.from(JSON.stringify({ event: 'newCall', direction: 'in', callId: 'x'.repeat(251) })), 'application/json'],
    ['no direction', Buffer.from('event=hangup&callId=c1'), 'application/x-www-form-urlencoded'],
  ])('refuses %s with a 400', (_what, body, type) => {
    expect(() => readCti(body, type)).toThrow(AppError);
    try {
      readCti(body, type);
    } catch (err) {
      expect((err as AppError).status).toBe(400);
    }
  });

  it('normalises numbers to digits with a leading +, none for a withheld one', () => {
    expect(normalisePhone('+49 (30) 1234-567')).toBe('+49301234567');
    expect(normalisePhone('0049 30 1234567')).toBe('+49301234567');
    expect(normalisePhone('anonymous')).toBeNull();
    expect(normalisePhone('')).toBeNull();
  });
});

const event = (name: CtiEvent['event'], extra: Partial<CtiEvent> = {}): CtiEvent => ({ event: name, callId: 'c1', direction: 'in', from: '+4930', to: '+4931', users: [], ...extra });
const t = (s: number) => new Date(Date.UTC(2026, 2, 2, 10, 0, s));

describe('a call, event by event', () => {
  it('rings, is answered, ends with its duration, agent, cause and recording', () => {
    const ringing = nextCall(null, event('newCall'), t(0));
    expect(ringing).toMatchObject({ state: 'ringing', startedAt: t(0).toISOString() });
    const answered = nextCall(ringing, event('answer', { users: ['Ana'] }), t(5));
    expect(answered).toMatchObject({ state: 'answered', agent: 'Ana', answeredAt: t(5).toISOString() });
    const ended = nextCall(answered, event('hangup', { cause: 'normalClearing', recordingUrl: 'https://r.example/1' }), t(185));
    expect(ended).toMatchObject({ state: 'ended', durationSeconds: 180, cause: 'normalClearing', recordingUrl: 'https://r.example/1' });
    expect(callText(ended)).toBe('Call from +4930, 3 min, answered by Ana');
  });

  it('is missed when it ends unanswered, except when forwarded or placed by us', () => {
    const ringing = nextCall(null, event('newCall'), t(0));
    const missed = nextCall(ringing, event('hangup', { cause: 'cancel' }), t(20));
    expect(missed.state).toBe('missed');
    expect(becameMissed(ringing, missed)).toBe(true);
    expect(becameMissed(missed, nextCall(missed, event('hangup', { cause: 'cancel' }), t(20)))).toBe(false);
    expect(nextCall(ringing, event('hangup', { cause: 'forwarded' }), t(9)).state).toBe('ended');
    expect(nextCall(null, event('hangup', { direction: 'out', cause: 'noAnswer' }), t(9)).state).toBe('ended');
  });

  it('never moves backwards: a replay changes nothing, a late newCall or answer only adds what was missing', () => {
    const ended = nextCall(null, event('hangup', { cause: 'normalClearing' }), t(185));
    const late = nextCall(nextCall(ended, event('answer', { users: ['Ana'] }), t(5)), event('newCall'), t(0));
    expect(late).toMatchObject({ state: 'ended', startedAt: t(0).toISOString(), answeredAt: t(5).toISOString(), durationSeconds: 180, agent: 'Ana' });
    expect(nextCall(late, event('hangup', { cause: 'busy' }), t(999))).toEqual(late);
    expect(nextCall(late, event('newCall'), t(0))).toEqual(late);
  });
});
