// A phone call logged from the telephone system (the PHONE channel's CTI webhook): one message per call,
// updated as it rings, is answered and ends.
import { isRecord } from './validation';

export type CallState = 'ringing' | 'answered' | 'ended' | 'missed';

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

export function isCallMeta(value: unknown): value is CallMeta {
  return isRecord(value) && typeof value.callId === 'string' && typeof value.state === 'string';
}
