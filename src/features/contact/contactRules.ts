import { fieldErrorsOf } from '../../components/form/fieldErrors';
import type { ContactRequest } from '../../domain/api';
import { contactRules, trimmed, validateRecord } from '../../domain/validation';
import { ApiError, NETWORK_ERROR_STATUS } from '../../services/http';

export const CONTACT_FIELDS = ['name', 'email', 'company', 'message'] as const;

export const DEFAULT_CONFIRMATION = 'Thank you, we received your message.';
export const NETWORK_FAILURE = 'Your message could not be sent. Check your connection and try again.';
export const GENERIC_FAILURE = 'Your message could not be sent. Please try again later.';

/** Spec §5: text inputs are trimmed before they are checked and sent. */
export function trimContact(values: Partial<Record<string, unknown>>): ContactRequest {
  return {
    name: trimmed(values.name),
    email: trimmed(values.email),
    company: trimmed(values.company),
    message: trimmed(values.message),
  };
}

export function validateContact(values: Partial<Record<string, unknown>>): Record<string, string> {
  return validateRecord({ ...trimContact(values) }, contactRules);
}

/** What a refused submit shows: the server's field errors (400) and its message (400, 429, ...). */
export function contactFailure(error: unknown): { message: string; fieldErrors: Record<string, string> } {
  if (!(error instanceof ApiError)) return { message: GENERIC_FAILURE, fieldErrors: {} };
  if (error.status === NETWORK_ERROR_STATUS) return { message: NETWORK_FAILURE, fieldErrors: {} };
  const body = error.body as { message?: unknown } | null;
  const fieldErrors = fieldErrorsOf(error, CONTACT_FIELDS);
  const message = body && typeof body.message === 'string' && body.message !== '' ? body.message : GENERIC_FAILURE;
  return { message, fieldErrors };
}
