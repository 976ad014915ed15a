import type { CallMeta } from '../../../../domain/messageMeta';

const STATE_WORDS: Record<CallMeta['state'], string> = { ringing: 'Ringing', answered: 'Answered', ended: 'Ended', missed: 'Missed' };

/** A logged phone call: who called whom and how it went. */
export function CallBody({ call }: { call: CallMeta }) {
  const who = call.direction === 'in' ? `Call from ${call.from}` : `Call to ${call.to}`;
  return (
    <p className="msg__text msg__call">
      {who} · {STATE_WORDS[call.state] ?? call.state}
      {call.durationSeconds !== undefined ? ` · ${Math.round(call.durationSeconds)} s` : ''}
    </p>
  );
}
