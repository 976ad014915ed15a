import { describe, expect, it } from 'vitest';
import { DEVICE_TTL_MS, signDevice, verifyDevice } from './deviceCookie';

const SECRET = 'a secret of the server';
const USER = '0b6f1e7c-3a0e-4c8e-9f55-1d2a3b4c5d6e';
const T0 = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('device cookie value', () => {
  it('proves the user it was made for, with a nonce of its own each time', () => {
    const first = verifyDevice(SECRET, signDevice(SECRET, USER, T0), T0);
    const second = verifyDevice(SECRET, signDevice(SECRET, USER, T0), T0);
    expect(first?.userId).toBe(USER);
    expect(first?.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second?.nonce).not.toBe(first?.nonce);
  });

  it('fits the 200 characters a cookie may have here', () => {
    expect(signDevice(SECRET, USER, T0).length).toBeLessThan(200);
  });

  it('holds for 180 days and not a millisecond more', () => {
    const value = signDevice(SECRET, USER, T0);
    expect(DEVICE_TTL_MS).toBe(180 * 24 * 3600_000);
    expect(verifyDevice(SECRET, value, at(DEVICE_TTL_MS))).toBeDefined();
    expect(verifyDevice(SECRET, value, at(DEVICE_TTL_MS + 1))).toBeUndefined();
  });

  it('refuses a value issued in the future (beyond a minute of clock skew)', () => {
    const value = signDevice(SECRET, USER, at(60_000));
    expect(verifyDevice(SECRET, value, T0)).toBeDefined();
    expect(verifyDevice(SECRET, signDevice(SECRET, USER, at(60_001)), T0)).toBeUndefined();
  });

  it('refuses a value signed with another secret', () => {
    expect(verifyDevice(SECRET, signDevice('another secret', USER, T0), T0)).toBeUndefined();
  });

  it.each([0, 1, 2, 3])('refuses a value whose part %i was changed', (part) => {
    const parts = signDevice(SECRET, USER, T0).split('.');
    const changed = parts[part]!;
    parts[part] = part === 1 ? String(Number(changed) - 1) : (changed.at(0) === 'A' ? 'B' : 'A') + changed.slice(1);
    expect(verifyDevice(SECRET, parts.join('.'), T0)).toBeUndefined();
  });

  it.each([undefined, '', 'x', 'a.b.c', 'a.b.c.d.e', `${USER}.soon.nonce.mac`, `${USER}.1e3.nonce.mac`])(
    'refuses the malformed value %s',
    (value) => {
      expect(verifyDevice(SECRET, value, T0)).toBeUndefined();
    },
  );
});
