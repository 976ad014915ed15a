import { describe, expect, it } from 'vitest';
import { deriveKey, seal, unseal } from './encryption';

const key = deriveKey('the server secret', 'two-factor secret');

describe('seal and unseal (AES-256-GCM)', () => {
  it('opens what it sealed, for the same owner, and seals differently each time', () => {
    const a = seal(key, 'JBSWY3DPEHPK3PXP', 'user-1');
    expect(a).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(seal(key, 'JBSWY3DPEHPK3PXP', 'user-1')).not.toBe(a);
    expect(unseal(key, a, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another owner, another key or purpose, and any change', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP', 'user-1');
    expect(unseal(key, sealed, 'user-2')).toBeUndefined();
    expect(unseal(deriveKey('another secret', 'two-factor secret'), sealed, 'user-1')).toBeUndefined();
    expect(unseal(deriveKey('the server secret', 'another purpose'), sealed, 'user-1')).toBeUndefined();
    const [v, iv, body, tag] = sealed.split('.') as [string, string, string, string];
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    for (const changed of [`${v}.${flip(iv)}.${body}.${tag}`, `${v}.${iv}.${flip(body)}.${tag}`, `${v}.${iv}.${body}.${flip(tag)}`, `${v}.${iv}.${body}.${tag.slice(0, 8)}`, `v2.${iv}.${body}.${tag}`, 'garbage']) {
      expect(unseal(key, changed, 'user-1')).toBeUndefined();
    }
  });
});
