// How a form shows the api's refusal: a 400 names its fields (`{message, fields: {email: 'Invalid format'}}`)
// and each message goes beside its input; the form's own line says the message only when no field does.

import { isRecord } from '../../domain/validation';
import { ApiError } from '../../services/http';

/** The api's refusal of a form: its message, and its messages per field. */
export interface FormFailure {
  message: string;
  fields: Record<string, string>;
}

/**
 * The messages per field of a refusal (only text ones, and only of `known` fields when given); none for
 * any other error, so a form never shows something the server did not say about a field.
 */
export function fieldErrorsOf(error: unknown, known?: readonly string[]): Record<string, string> {
  if (!(error instanceof ApiError) || !isRecord(error.body) || !isRecord(error.body.fields)) return {};
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.body.fields)) {
    if (typeof message === 'string' && (!known || known.includes(field))) fields[field] = message;
  }
  return fields;
}

/** The refusal as a form shows it. */
export function formFailureOf(error: unknown, known?: readonly string[]): FormFailure {
  return { message: error instanceof Error ? error.message : '', fields: fieldErrorsOf(error, known) };
}

/** The form's own line: the message when no field shows one (the fields already say it beside each input). */
export function formLevelMessage(failure: FormFailure | null | undefined): string | null {
  return failure?.message && Object.keys(failure.fields).length === 0 ? failure.message : null;
}
