import { callDuration, recordingHref, type CallMeta } from '../../../../domain/callMeta';
import { Icon } from '../../../../components/icons/Icon';
import { PhoneIncoming, PhoneMissed, PhoneOutgoing } from '../../../../components/icons/glyphs';
import './callBody.css';

const STATE_WORDS: Record<CallMeta['state'], string> = { ringing: 'Ringing', answered: 'In progress', ended: 'Ended', missed: 'Missed' };

/** How the call went, in a few words: 'Missed', 'Ended · 3 min · answered by Ana', 'Forwarded'. */
function course(call: CallMeta): string {
  const state = call.state === 'ended' && call.cause === 'forwarded' ? 'Forwarded' : (STATE_WORDS[call.state] ?? call.state);
  const parts = [state];
  if (call.durationSeconds !== undefined) parts.push(callDuration(call.durationSeconds));
  if (call.agent) parts.push(`answered by ${call.agent}`);
  return parts.join(' · ');
}

/**
 * A logged phone call in the timeline: its direction, the customer's number, how it went, and the
 * recording when the telephone system keeps one (http(s) only, opened in a new tab without an opener).
 */
export function CallBody({ call }: { call: CallMeta }) {
  const incoming = call.direction === 'in';
  const glyph = call.state === 'missed' ? PhoneMissed : incoming ? PhoneIncoming : PhoneOutgoing;
  const recording = recordingHref(call.recordingUrl);
  return (
    <div className={`call-body${call.state === 'missed' ? ' call-body--missed' : ''}`}>
      <p className="call-body__title">
        <Icon icon={glyph} />
        {incoming ? `Call from ${call.from}` : `Call to ${call.to}`}
      </p>
      <p className="call-body__course">{course(call)}</p>
      {recording ? (
        <a className="call-body__recording" href={recording} target="_blank" rel="noopener noreferrer">
          Listen to the recording
        </a>
      ) : null}
    </div>
  );
}
