// A phone call logged from the telephone system (the PHONE channel's CTI webhook): one message per call,
// updated as it rings, is answered and ends. Shared by the api (which stores it) and the console (CallBody).
import { isRecord } from './validation';

export type CallState = 'ringing' | 'answered' | 'ended' | 'missed';

/** Why a call's conversation takes no reply by message: the api's refusal and the composer's line. */
export const CALLS_HAVE_NO_REPLIES = 'Calls cannot be answered by message: call the customer back.';

export interface CallMeta {
  callId: string;
  direction: 'in' | 'out';
  state: CallState;
  from: string;
  to: string;
  /** The agent who answered (their name as the telephone system gave it). */
  agent?: string;
  startedAt: string;
  answeredAt?: string;
  endedAt?: string;
  durationSeconds?: number;
  recordingUrl?: string;
  /** The telephone system's reason for the end (normalClearing, busy, noAnswer…). */
  cause?: string;
}

const CALL_STATES: readonly string[] = ['ringing', 'answered', 'ended', 'missed'] satisfies CallState[];

export function isCallMeta(value: unknown): value is CallMeta {
  return (
    isRecord(value) &&
    typeof value.callId === 'string' &&
    CALL_STATES.includes(value.state as string) &&
    (value.direction === 'in' || value.direction === 'out') &&
    typeof value.from === 'string' &&
    typeof value.to === 'string' &&
    typeof value.startedAt === 'string'
  );
}

/** A recording link that is safe to open: http(s) only (never javascript: or data:), else undefined. */
export function recordingHref(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A duration in words for the timeline and the preview: '45 s', '3 min', '1 h 5 min'. */
export function callDuration(seconds: number): string {
  if (seconds < 60) return `${Math.max(0, Math.round(seconds))} s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** What the conversation list shows for the call: 'Missed call', 'Call, 3 min', 'Incoming call'. */
export function callPreview(call: Pick<CallMeta, 'state' | 'direction' | 'durationSeconds' | 'cause'>): string {
  switch (call.state) {
    case 'missed':
      return 'Missed call';
    case 'ringing':
      return call.direction === 'in' ? 'Incoming call' : 'Outgoing call';
    case 'answered':
      return 'Call in progress';
    case 'ended':
      if (call.durationSeconds !== undefined) return `Call, ${callDuration(call.durationSeconds)}`;
      return call.cause === 'forwarded' ? 'Call forwarded' : 'Call not answered';
  }
}

/** A call ringing now, as the agents' consoles show it (the 'call ringing' realtime event). */
export interface IncomingCall {
  callId: string;
  /** The caller's number, digits with a leading +. */
  number: string;
  contact: { id: string; name: string };
  conversationId: string;
  /** The caller's tickets not solved yet, newest first (a few). */
  tickets: { id: string; number: number; subject: string }[];
  startedAt: string;
}

export function isIncomingCall(value: unknown): value is IncomingCall {
  return (
    isRecord(value) &&
    typeof value.callId === 'string' &&
    typeof value.number === 'string' &&
    isRecord(value.contact) &&
    typeof value.contact.id === 'string' &&
    typeof value.contact.name === 'string' &&
    typeof value.conversationId === 'string' &&
    typeof value.startedAt === 'string' &&
    Array.isArray(value.tickets) &&
    value.tickets.every((t) => isRecord(t) && typeof t.id === 'string' && typeof t.number === 'number' && typeof t.subject === 'string')
  );
}
