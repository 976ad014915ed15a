import { describe, expect, it } from 'vitest';
import { advancesDelivery, readAck } from './acknowledge';
import { bearerOf, newVisitorId, signedUploadId, verifySignedUploadId, verifyVisitorToken, visitorToken } from './visitorToken';

const channel = { id: '7b0c1f3e-0000-4000-8000-000000000001', secret: 'a'.repeat(64) };
const sibling = { id: '7b0c1f3e-0000-4000-8000-000000000002', secret: 'a'.repeat(64) };
const upload = '11111111-2222-4333-8444-555555555555';

describe('visitor tokens', () => {
  it('round-trips a new visitor id', () => {
    const id = newVisitorId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(verifyVisitorToken(channel, visitorToken(channel, id))).toBe(id);
  });

  it('does not hold on another channel, even with the same secret, nor after the secret changes', () => {
    const token = visitorToken(channel, newVisitorId());
    expect(verifyVisitorToken(sibling, token)).toBeUndefined();
    expect(verifyVisitorToken({ ...channel, secret: 'b'.repeat(64) }, token)).toBeUndefined();
  });

  it.each([undefined, null, 42, '', 'abc', `${'a'.repeat(22)}.${'b'.repeat(43)}`, `${'a'.repeat(21)}.${'b'.repeat(43)}`])('refuses %j', (token) => {
    expect(verifyVisitorToken(channel, token)).toBeUndefined();
  });

  it('refuses a token whose id was changed', () => {
    const token = visitorToken(channel, newVisitorId());
    const tampered = `${newVisitorId()}${token.slice(22)}`;
    expect(verifyVisitorToken(channel, tampered)).toBeUndefined();
  });

  it('reads only a Bearer header', () => {
    expect(bearerOf('Bearer abc.def')).toBe('abc.def');
    expect(bearerOf('Basic abc')).toBeUndefined();
    expect(bearerOf(undefined)).toBeUndefined();
    expect(bearerOf(`Bearer ${'x'.repeat(201)}`)).toBeUndefined();
  });
});

describe('signed upload ids', () => {
  it('belong to one visitor of one channel', () => {
    const signed = signedUploadId(channel, 'visitor-a', upload);
    expect(verifySignedUploadId(channel, 'visitor-a', signed)).toBe(upload);
    expect(verifySignedUploadId(channel, 'visitor-b', signed)).toBeUndefined();
    expect(verifySignedUploadId(sibling, 'visitor-a', signed)).toBeUndefined();
    expect(verifySignedUploadId(channel, 'visitor-a', upload)).toBeUndefined();
    expect(verifySignedUploadId(channel, 'visitor-a', 7)).toBeUndefined();
  });
});

describe('acknowledgement rules', () => {
  it.each([
    ['pending', 'delivered', true],
    ['sent', 'delivered', true],
    ['sent', 'read', true],
    ['delivered', 'read', true],
    ['delivered', 'delivered', false],
    ['read', 'delivered', false],
    ['read', 'read', false],
    ['failed', 'read', false],
    ['received', 'read', false],
  ] as const)('%s + %s → %s', (current, next, moves) => {
    expect(advancesDelivery(current, next)).toBe(moves);
  });

  it('keeps the well-formed ids of an ack, at most 50, without repeats', () => {
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    expect(readAck({ ids: [id(1), id(1), 'x', 3 as unknown as string, id(2)], state: 'read' })).toEqual({ ids: [id(1), id(2)], state: 'read' });
    expect(readAck({ ids: Array.from({ length: 80 }, (_, n) => id(n)), state: 'delivered' })!.ids).toHaveLength(50);
    expect(readAck({ ids: ['x'], state: 'read' })).toBeUndefined();
    expect(readAck({ ids: [id(1)], state: 'seen' as 'read' })).toBeUndefined();
    expect(readAck(null)).toBeUndefined();
  });
});
