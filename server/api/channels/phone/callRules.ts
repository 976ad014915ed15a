// How one CTI event changes the call's record. Each event only adds facts (when it started, was answered,
// ended; who answered; why it ended), the first report of a fact wins, and the state is derived from the
// facts: so a replayed or late event (a hangup before its newCall) can never move a call backwards.
import { callDuration, type CallMeta, type CallState } from '../../../../src/domain/callMeta';
import type { CtiEvent } from './ctiRules';

type CallFacts = Omit<CallMeta, 'state' | 'durationSeconds'>;

/** An inbound call that ended unanswered (hung up, busy, no answer): not one forwarded elsewhere. */
function stateOf(facts: CallFacts): CallState {
  if (facts.endedAt) {
    if (facts.answeredAt || facts.direction === 'out' || facts.cause === 'forwarded') return 'ended';
    return 'missed';
  }
  return facts.answeredAt ? 'answered' : 'ringing';
}

const earlier = (a: string, b: string): string => (Date.parse(a) <= Date.parse(b) ? a : b);

/** The call after this event; `at` is the telephone system's time of it (or when we received it). */
export function nextCall(current: CallMeta | null, event: CtiEvent, at: Date): CallMeta {
  const iso = at.toISOString();
  const facts: CallFacts = current
    ? { ...current, startedAt: earlier(current.startedAt, iso) }
    : { callId: event.callId, direction: event.direction, from: event.from, to: event.to, startedAt: iso };
  delete (facts as Partial<CallMeta>).state;
  delete (facts as Partial<CallMeta>).durationSeconds;
  if (!facts.from && event.from) facts.from = event.from;
  if (!facts.to && event.to) facts.to = event.to;
  if (event.event === 'answer') {
    facts.answeredAt ??= iso;
    const agent = event.users[0] ?? event.answeringNumber;
    if (!facts.agent && agent) facts.agent = agent;
  }
  if (event.event === 'hangup') {
    facts.endedAt ??= iso;
    if (!facts.cause && event.cause) facts.cause = event.cause;
    if (!facts.recordingUrl && event.recordingUrl) facts.recordingUrl = event.recordingUrl;
  }
  const duration = facts.answeredAt && facts.endedAt ? Math.max(0, Math.round((Date.parse(facts.endedAt) - Date.parse(facts.answeredAt)) / 1000)) : undefined;
  return { ...facts, state: stateOf(facts), ...(duration !== undefined ? { durationSeconds: duration } : {}) };
}

/** The customer's number: who called in, or whom the agent called. */
export const customerNumber = (call: Pick<CallMeta, 'direction' | 'from' | 'to'>): string => (call.direction === 'in' ? call.from : call.to);

/** The message's text: what the timeline's plain view and the search read. */
export function callText(call: CallMeta): string {
  const number = customerNumber(call) || 'an unknown number';
  const call_ = call.direction === 'in' ? `call from ${number}` : `call to ${number}`;
  const parts =
    call.state === 'missed'
      ? [`Missed ${call_}`]
      : call.state === 'ringing'
        ? [`${call.direction === 'in' ? 'Incoming' : 'Outgoing'} ${call_}`]
        : [`C${call_.slice(1)}`, call.durationSeconds !== undefined ? callDuration(call.durationSeconds) : call.state === 'ended' ? (call.cause === 'forwarded' ? 'forwarded' : 'not answered') : 'in progress'];
  if (call.agent) parts.push(`answered by ${call.agent}`);
  return parts.join(', ');
}

/** Whether this event made the call missed just now (a call-back ticket is due once). */
export const becameMissed = (before: CallMeta | null, after: CallMeta): boolean => after.state === 'missed' && before?.state !== 'missed';
