import { describe, expect, it } from 'vitest';
import { ApiError } from '../../services/http';
import { GENERIC_FAILURE, NETWORK_FAILURE, contactFailure, trimContact, validateContact } from './contactRules';

describe('trimContact', () => {
  it('trims every field and fills the missing ones', () => {
    expect(trimContact({ name: '  Ana ', email: ' ana@example.test ', message: ' hi\n' })).toEqual({
      name: 'Ana',
      email: 'ana@example.test',
      company: '',
      message: 'hi',
    });
  });
});

describe('validateContact', () => {
  it('requires name, e-mail and message; company is optional', () => {
    expect(validateContact({})).toEqual({ name: 'Required', email: 'Required', message: 'Required' });
  });

  it('treats blanks as empty', () => {
    expect(validateContact({ name: '   ', email: 'a@b.co', message: 'x' })).toEqual({ name: 'Required' });
  });

  it("says 'Invalid format' for a bad e-mail", () => {
    expect(validateContact({ name: 'A', email: 'not-an-email', message: 'x' })).toEqual({ email: 'Invalid format' });
  });
});

describe('contactFailure', () => {
  it('keeps the field errors of a 400 and its message', () => {
    const body = { result: 'error', message: 'Please check the form.', fields: { email: 'Invalid format', evil: 'x' } };
    expect(contactFailure(new ApiError(400, 'Please check the form.', body))).toEqual({
      message: 'Please check the form.',
      fieldErrors: { email: 'Invalid format' },
    });
  });

  it("shows a 429's message", () => {
    const body = { result: 'error', message: 'Too many messages. Please try again in a few minutes.' };
    expect(contactFailure(new ApiError(429, body.message, body))).toEqual({ message: body.message, fieldErrors: {} });
  });

  it('explains a network failure and anything unexpected', () => {
    expect(contactFailure(new ApiError(0, 'Failed to fetch', null)).message).toBe(NETWORK_FAILURE);
    expect(contactFailure(new ApiError(502, 'Bad Gateway', '<html>')).message).toBe(GENERIC_FAILURE);
    expect(contactFailure(new Error('bug')).message).toBe(GENERIC_FAILURE);
  });
});
