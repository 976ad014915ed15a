import { describe, expect, it } from 'vitest';
import { ApiError } from '../../services/http';
import { fieldErrorsOf, formFailureOf, formLevelMessage } from './fieldErrors';

const refusal = (body: unknown, status = 400) => new ApiError(status, 'Please correct the form.', body);

describe('fieldErrorsOf', () => {
  it("gives a 400's messages per field", () => {
    expect(fieldErrorsOf(refusal({ result: 'error', message: 'x', fields: { email: 'Invalid format', name: 'Required' } }))).toEqual({
      email: 'Invalid format',
      name: 'Required',
    });
  });

  it('keeps only text messages, and only the fields the form has when it says which', () => {
    const error = refusal({ fields: { email: 'Invalid format', name: 42, settings: { x: 'y' }, other: 'Not ours' } });
    expect(fieldErrorsOf(error)).toEqual({ email: 'Invalid format', other: 'Not ours' });
    expect(fieldErrorsOf(error, ['email', 'name'])).toEqual({ email: 'Invalid format' });
  });

  it('gives none for an answer without fields, a malformed one, or an error that is not the api’s', () => {
    expect(fieldErrorsOf(refusal({ message: 'x' }))).toEqual({});
    expect(fieldErrorsOf(refusal({ fields: ['email'] }))).toEqual({});
    expect(fieldErrorsOf(refusal('Bad Request'))).toEqual({});
    expect(fieldErrorsOf(refusal(null))).toEqual({});
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
    expect(fieldErrorsOf({ body: { fields: { email: 'Invalid format' } } })).toEqual({});
  });
});

describe('formFailureOf and formLevelMessage', () => {
  it('shows the message on the form only when no field carries one', () => {
    const withFields = formFailureOf(refusal({ fields: { email: 'Invalid format' } }));
    expect(withFields).toEqual({ message: 'Please correct the form.', fields: { email: 'Invalid format' } });
    expect(formLevelMessage(withFields)).toBeNull();
    expect(formLevelMessage(formFailureOf(refusal({}, 429)))).toBe('Please correct the form.');
    expect(formLevelMessage({ message: '', fields: {} })).toBeNull();
    expect(formLevelMessage(null)).toBeNull();
  });
});
