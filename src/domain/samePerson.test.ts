import { describe, expect, it } from 'vitest';
import { emailKey, phoneKey, samePersonReason } from './samePerson';

describe('same person', () => {
  it('compares e-mail addresses trimmed and in lower case', () => {
    expect(emailKey(' Rosa@Example.COM ')).toBe('rosa@example.com');
    expect(emailKey('not an address')).toBeNull();
    expect(emailKey(null)).toBeNull();
  });

  it('compares phone numbers by their digits, an international 00 prefix dropped', () => {
    expect(phoneKey('+1 (631) 555-1234')).toBe('16315551234');
    expect(phoneKey('0016315551234')).toBe('16315551234');
    expect(phoneKey('16315551234')).toBe('16315551234');
    expect(phoneKey('12-34')).toBeNull();
    expect(phoneKey(undefined)).toBeNull();
  });

  it('says why two contacts may be one person, the address first', () => {
    const rosa = { email: 'rosa@example.com', phone: '+16315551234' };
    expect(samePersonReason(rosa, { email: 'ROSA@example.com', phone: null })).toBe('the same e-mail address');
    expect(samePersonReason(rosa, { email: null, phone: '0016315551234' })).toBe('the same phone number');
    expect(samePersonReason(rosa, { email: 'ana@example.com', phone: '+16315550000' })).toBeNull();
    expect(samePersonReason({ email: null, phone: null }, { email: null, phone: null })).toBeNull();
  });
});
