import { describe, expect, it } from 'vitest';
import { confirmEnabled, validateRequest, validateReset } from './accountRecoveryRules';

describe('the request form', () => {
  it('needs an e-mail of a basic pattern', () => {
    expect(validateRequest({})).toEqual({ email: 'Required' });
    expect(validateRequest({ email: 'nope' })).toEqual({ email: 'Invalid format' });
    expect(validateRequest({ email: ' ana@example.test ' })).toEqual({});
  });
});

describe('the reset form', () => {
  const good = { code: '123456', password: 'long enough', repassword: 'long enough' };

  it('accepts a 6-digit code and matching passwords', () => {
    expect(validateReset(good)).toEqual({});
    expect(validateReset({ ...good, code: ' 123456 ' })).toEqual({});
  });

  it("requires every field ('Required')", () => {
    expect(validateReset({})).toEqual({ code: 'Required', password: 'Required', repassword: 'Required' });
  });

  it('checks the code format and the password length', () => {
    expect(validateReset({ ...good, code: '12345' }).code).toBe('Invalid format');
    expect(validateReset({ ...good, code: 'abcdef' }).code).toBe('Invalid format');
    expect(validateReset({ ...good, password: 'short', repassword: 'short' }).password).toBe('At least 8 characters');
  });

  it("says 'password doesn't match' when the confirmation differs", () => {
    expect(validateReset({ ...good, repassword: 'long enougH' })).toEqual({ repassword: "password doesn't match" });
  });

  it('enables the confirmation only once the new password has content', () => {
    expect(confirmEnabled(undefined)).toBe(false);
    expect(confirmEnabled('')).toBe(false);
    expect(confirmEnabled('x')).toBe(true);
  });
});
