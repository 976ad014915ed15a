import { describe, expect, it } from 'vitest';
import { asksPrechat, DEFAULT_PRECHAT, prechatFormErrors, prechatSettingsErrors, prechatValues, readPrechat, type PrechatSettings } from './webchatPrechat';

const ALL_REQUIRED: PrechatSettings = { name: 'required', email: 'required', message: 'required' };

describe('the pre-chat settings', () => {
  it('reads what is stored, anything unusable as off', () => {
    expect(readPrechat(undefined)).toEqual(DEFAULT_PRECHAT);
    expect(readPrechat({ name: 'optional', email: 'REQUIRED', message: 3 })).toEqual({ name: 'optional', email: 'off', message: 'off' });
  });

  it('names what to correct in a stored value, with the choices', () => {
    expect(prechatSettingsErrors(ALL_REQUIRED)).toEqual({});
    expect(prechatSettingsErrors('required')).toEqual({ prechat: "Give the pre-chat form as {name, email, message}, each 'off', 'optional' or 'required'" });
    expect(prechatSettingsErrors({ name: 'optional', email: 'yes' })).toEqual({
      'prechat.email': "Choose 'off', 'optional' or 'required'",
      'prechat.message': "Choose 'off', 'optional' or 'required'",
    });
    expect(prechatSettingsErrors({ ...DEFAULT_PRECHAT, phone: 'required' })).toEqual({ prechat: "The pre-chat form has no field 'phone' (only name, email, message)" });
  });

  it('shows a form when one field is asked', () => {
    expect(asksPrechat(DEFAULT_PRECHAT)).toBe(false);
    expect(asksPrechat({ ...DEFAULT_PRECHAT, email: 'optional' })).toBe(true);
  });
});

describe('a filled-in pre-chat form', () => {
  it('needs the required fields and a real e-mail address', () => {
    expect(prechatFormErrors(ALL_REQUIRED, { name: ' ', email: 'ada', message: '' })).toEqual({ name: 'Required', email: 'Invalid format', message: 'Required' });
    expect(prechatFormErrors(ALL_REQUIRED, { name: 'Ada', email: 'ada@example.com', message: 'Hi' })).toEqual({});
  });

  it('lets optional fields be empty but not wrong, and ignores fields the channel does not ask', () => {
    const settings: PrechatSettings = { name: 'optional', email: 'optional', message: 'off' };
    expect(prechatFormErrors(settings, {})).toEqual({});
    expect(prechatFormErrors(settings, { email: 'nope', message: 42 })).toEqual({ email: 'Invalid format' });
    expect(prechatFormErrors(settings, { name: 'x'.repeat(101), email: ['a'] })).toEqual({ name: 'Max 100 characters', email: 'email must be text' });
  });

  it('keeps the asked fields that were filled, trimmed, the address in lower case', () => {
    const settings: PrechatSettings = { name: 'required', email: 'optional', message: 'off' };
    expect(prechatValues(settings, { name: ' Ada ', email: ' Ada@Example.COM ', message: 'dropped' })).toEqual({ name: 'Ada', email: 'ada@example.com' });
    expect(prechatValues(settings, { name: 'Ada', email: '  ' })).toEqual({ name: 'Ada' });
  });
});
