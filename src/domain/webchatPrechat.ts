// The web chat's optional pre-chat form: which of name, e-mail and first message it asks (each off,
// optional or required, set per channel), and the checks of what a visitor fills in. Shared by the
// console's settings page, the api and the chat window.

import { email as emailRule, isRecord, maxLength, MESSAGES, recordOrEmpty, trimmed } from './validation';

export type PrechatMode = 'off' | 'optional' | 'required';
export const PRECHAT_MODES: readonly PrechatMode[] = ['off', 'optional', 'required'];

export type PrechatField = 'name' | 'email' | 'message';
export const PRECHAT_FIELDS: readonly PrechatField[] = ['name', 'email', 'message'];

export type PrechatSettings = Record<PrechatField, PrechatMode>;
export const DEFAULT_PRECHAT: PrechatSettings = { name: 'off', email: 'off', message: 'off' };

/** What a visitor sends: only the fields the channel asks for count. */
export type PrechatForm = Partial<Record<PrechatField, string>>;

export const PRECHAT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

const isMode = (value: unknown): value is PrechatMode => PRECHAT_MODES.includes(value as PrechatMode);

/** As stored, read defensively: anything unusable is 'off' (no form rather than a broken one). */
export function readPrechat(raw: unknown): PrechatSettings {
  const s = recordOrEmpty(raw);
  return { name: isMode(s.name) ? s.name : 'off', email: isMode(s.email) ? s.email : 'off', message: isMode(s.message) ? s.message : 'off' };
}

/** Errors of the settings' prechat value, keyed 'prechat' or 'prechat.<field>'. */
export function prechatSettingsErrors(raw: unknown): Record<string, string> {
  if (!isRecord(raw)) {
    return { prechat: "Give the pre-chat form as {name, email, message}, each 'off', 'optional' or 'required'" };
  }
  const s = raw;
  const errors: Record<string, string> = {};
  for (const field of PRECHAT_FIELDS) {
    if (!isMode(s[field])) errors[`prechat.${field}`] = "Choose 'off', 'optional' or 'required'";
  }
  const unknown = Object.keys(s).filter((key) => !(PRECHAT_FIELDS as readonly string[]).includes(key));
  if (unknown.length > 0) errors.prechat = `The pre-chat form has no field '${unknown[0]}' (only name, email, message)`;
  return errors;
}

/** Whether the window shows the form at all. */
export const asksPrechat = (settings: PrechatSettings) => PRECHAT_FIELDS.some((field) => settings[field] !== 'off');

const RULES: Record<PrechatField, (value: unknown) => string | undefined> = {
  name: maxLength(PRECHAT_LIMITS.name, `Max ${PRECHAT_LIMITS.name} characters`),
  email: (value) => (trimmed(value) === '' ? undefined : emailRule(value)),
  message: maxLength(PRECHAT_LIMITS.message, `Max ${PRECHAT_LIMITS.message} characters`),
};

/** Field errors of a filled-in form (empty when it can be sent); fields the channel does not ask are ignored. */
export function prechatFormErrors(settings: PrechatSettings, form: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of PRECHAT_FIELDS) {
    const mode = settings[field];
    if (mode === 'off') continue;
    const value = form[field];
    if (value !== undefined && value !== null && typeof value !== 'string') errors[field] = `${field} must be text`;
    else if (mode === 'required' && trimmed(value) === '') errors[field] = MESSAGES.required;
    else {
      const error = RULES[field](value);
      if (error) errors[field] = error;
    }
  }
  return errors;
}

/** The asked fields that were filled in, trimmed (the e-mail address in lower case). */
export function prechatValues(settings: PrechatSettings, form: Record<string, unknown>): PrechatForm {
  const values: PrechatForm = {};
  for (const field of PRECHAT_FIELDS) {
    const value = settings[field] === 'off' ? '' : trimmed(form[field]);
    if (value) values[field] = field === 'email' ? value.toLowerCase() : value;
  }
  return values;
}
