import { Button } from 'primereact/button';
import { useEffect, useId } from 'react';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Icon, buttonIcon } from '../../../components/icons/Icon';
import { PhoneIncoming, X } from '../../../components/icons/glyphs';
import { contactHref } from '../../contacts/contactViewRules';
import { callDismissed, selectRingingCalls } from '../callsSlice';
import { callerLabel, ringRemainingMs, type RingingCall } from '../callsRules';
import './incomingCall.css';

function RingingCallCard({ ringing }: { ringing: RingingCall }) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const { call } = ringing;
  const caller = callerLabel(call);
  // A call whose end never reached us leaves by itself (RING_MAX_MS after it began to ring).
  useEffect(() => {
    const timer = setTimeout(() => dispatch(callDismissed({ callId: call.callId })), ringRemainingMs(ringing.at, Date.now()));
    return () => clearTimeout(timer);
  }, [dispatch, call.callId, ringing.at]);
  return (
    <article className="incoming-call" aria-labelledby={titleId}>
      {/* Announced at once, without taking the focus from what the agent is typing. */}
      <p className="incoming-call__title" id={titleId} role="alert">
        <Icon icon={PhoneIncoming} />
        Incoming call from {caller}
      </p>
      <Link href={contactHref(call.contact.id)} className="incoming-call__contact">
        Open {call.contact.name}
      </Link>
      {call.tickets.length > 0 ? (
        <>
          <p className="incoming-call__label">Open tickets</p>
          <ul className="incoming-call__tickets">
            {call.tickets.map((ticket) => (
              <li key={ticket.id}>
                <Link href={`/app/ticket?ticket=${encodeURIComponent(ticket.id)}`}>
                  #{ticket.number} {ticket.subject}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="incoming-call__label">No open tickets</p>
      )}
      <Button
        type="button"
        text
        size="small"
        className="incoming-call__dismiss"
        icon={buttonIcon(X)}
        aria-label={`Dismiss the call from ${caller}`}
        onClick={() => dispatch(callDismissed({ callId: call.callId }))}
      />
    </article>
  );
}

/** The calls ringing for this member, over every page of the console, until answered, ended or dismissed. */
export function IncomingCallPanel() {
  const ringing = useAppSelector(selectRingingCalls);
  if (ringing.length === 0) return null;
  return (
    <aside className="incoming-calls" aria-label="Incoming calls">
      {ringing.map((r) => (
        <RingingCallCard key={r.call.callId} ringing={r} />
      ))}
    </aside>
  );
}
