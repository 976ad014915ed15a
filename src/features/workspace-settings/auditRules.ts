// How the audit log reads on the page: an action as words, and a change as one line per field with the
// value before and after.

import { isRecord } from '../../domain/validation';

/** 'workspace.time-zone-changed' → 'Workspace: time zone changed'. */
export function actionLabel(action: string): string {
  const [subject = '', ...rest] = action.split('.');
  const words = (text: string) => text.replace(/[-_]/g, ' ');
  const head = words(subject);
  const title = head.charAt(0).toUpperCase() + head.slice(1);
  return rest.length === 0 ? title : `${title}: ${words(rest.join(' '))}`;
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const NONE = '—';

function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return NONE;
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

function flatten(value: unknown, prefix: string, into: Map<string, unknown>): void {
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) {
    into.set(prefix, value);
  }
}

/** Each field that either side names (nested settings as 'settings.url'), in the order first seen. */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const was = new Map<string, unknown>();
  const now = new Map<string, unknown>();
  flatten(before, '', was);
  flatten(after, '', now);
  if (!isRecord(before) && before !== null && before !== undefined) was.set('value', before);
  if (!isRecord(after) && after !== null && after !== undefined) now.set('value', after);
  const fields = [...new Set([...was.keys(), ...now.keys()])];
  return fields.map((field) => ({ field, before: shown(was.get(field)), after: shown(now.get(field)) }));
}
