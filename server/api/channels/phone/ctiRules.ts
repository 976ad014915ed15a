// The generic CTI push as Zammad defines it (https://docs.zammad.org/en/latest/cti/api-intro.html, notes
// channels.md §12): newCall, answer and hangup, sent as JSON or as form data (user[] repeated). Pure:
// reads a verified body into one event; the call service stores it.
import { recordingHref } from '../../../../src/domain/callMeta';
import { isRecord } from '../../../../src/domain/validation';
import { badRequest } from '../../http/errors';

export type CtiEventName = 'newCall' | 'answer' | 'hangup';

export interface CtiEvent {
  event: CtiEventName;
  callId: string;
  direction: 'in' | 'out';
  from: string;
  to: string;
  /** newCall: the agents the call goes to; answer: who took it (names or e-mail addresses). */
  users: string[];
  answeringNumber?: string;
  /** hangup: normalClearing, busy, cancel, noAnswer, congestion, notFound, forwarded. */
  cause?: string;
  /** Ours beyond Zammad's fields: where the telephone system keeps the recording (http(s) only). */
  recordingUrl?: string;
  /** The telephone system's time of the event, when it sends one (ISO 8601 or Unix seconds). */
  at?: Date;
}

export type CtiRead = { kind: 'event'; event: CtiEvent } | { kind: 'unknown'; name: string };

const EVENTS: readonly string[] = ['newCall', 'answer', 'hangup'] satisfies CtiEventName[];
/** Zammad's limit for callId. */
export const CALL_ID_MAX = 250;

/** A phone number as digits with a leading + (0049 30 1234-5 → +493012345); null for none (anonymous). */
export function normalisePhone(raw: string): string | null {
  const digits = raw.replace(/\D/g, '').replace(/^00/, '');
  return digits.length >= 3 && digits.length <= 20 ? `+${digits}` : null;
}

/** The body as one record of strings and string lists, from JSON or form data. */
function fieldsOf(body: Buffer, contentType: string | undefined): Record<string, unknown> {
  const text = body.toString('utf8');
  if ((contentType ?? '').toLowerCase().includes('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(text);
    const fields: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) {
      const values = form.getAll(key);
      fields[key.replace(/\[\]$/, '')] = key.endsWith('[]') ? values : values[0];
    }
    return fields;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('The body is neither JSON nor form data of the CTI push.');
  }
  if (!isRecord(parsed)) throw badRequest('The body is not a JSON object.');
  return parsed;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : undefined);

function usersOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map(str).filter((u): u is string => !!u);
}

function timeOf(value: unknown): Date | undefined {
  const raw = str(value);
  if (!raw) return undefined;
  const at = /^\d{9,11}(\.\d+)?$/.test(raw) ? new Date(Number(raw) * 1000) : new Date(raw);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** Reads one CTI push; throws a 400 AppError for a body that is not one (no callId, no direction). */
export function readCti(body: Buffer, contentType: string | undefined): CtiRead {
  const fields = fieldsOf(body, contentType);
  const name = str(fields.event) ?? '';
  if (!EVENTS.includes(name)) return { kind: 'unknown', name };
  const callId = str(fields.callId) ?? '';
  if (!callId || callId.length > CALL_ID_MAX) throw badRequest(`callId must be 1 to ${CALL_ID_MAX} characters.`);
  const direction = str(fields.direction);
  if (direction !== 'in' && direction !== 'out') throw badRequest('direction must be "in" or "out".');
  const answeringNumber = str(fields.answeringNumber);
  const cause = str(fields.cause);
  const recordingUrl = recordingHref(str(fields.recordingUrl) ?? str(fields.recording_url));
  const at = timeOf(fields.timestamp);
  const event: CtiEvent = {
    event: name as CtiEventName,
    callId,
    direction,
    from: str(fields.from) ?? '',
    to: str(fields.to) ?? '',
    users: usersOf(fields.user),
    ...(answeringNumber ? { answeringNumber } : {}),
    ...(cause ? { cause } : {}),
    ...(recordingUrl ? { recordingUrl } : {}),
    ...(at ? { at } : {}),
  };
  return { kind: 'event', event };
}
