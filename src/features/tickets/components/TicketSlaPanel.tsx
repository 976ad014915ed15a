import { useEffect, useReducer, useRef } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { TicketSummary } from '../../../domain/inbox';
import type { TicketSlaDetail } from '../../../domain/sla';
import { shownStatus } from '../../../domain/statusLabels';
import { clockViews } from '../slaCountdownRules';
import { SLA_TAG_COLOURS } from '../slaDisplayRules';
import { ticketSlaRefreshRequested } from '../ticketDetailSlice';
import './sla.css';

/** How often the countdown moves: its words change by the minute, so twice a minute is enough. */
export const SLA_TICK_MS = 30_000;

/**
 * The open ticket's SLA: each target's state and its countdown, computed at each render from the clocks
 * (every 30 s, and whenever the ticket changes); a change of the ticket's SLA or status reads the clocks again.
 */
export function TicketSlaPanel({ ticket, sla }: { ticket: TicketSummary; sla: TicketSlaDetail | null | undefined }) {
  const dispatch = useAppDispatch();
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const changeKey = `${JSON.stringify(ticket.sla ?? null)}|${ticket.status}|${ticket.statusOmni ?? ''}`;
  const seen = useRef(changeKey);

  useEffect(() => {
    const timer = window.setInterval(tick, SLA_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (seen.current === changeKey) return;
    seen.current = changeKey;
    dispatch(ticketSlaRefreshRequested(ticket.id));
  }, [changeKey, dispatch, ticket.id]);

  if (!sla) return null;
  const views = clockViews(sla, shownStatus(ticket.status, ticket.statusOmni) === 'hold', new Date());
  if (views.length === 0) return null;
  return (
    <section className="ticket-sla" aria-labelledby="ticket-sla-title">
      <h3 id="ticket-sla-title">SLA: {sla.policyName}</h3>
      <ul>
        {views.map((view) => (
          <li key={view.target} className="ticket-sla__target" data-testid={`sla-${view.target}`}>
            <span className="ticket-sla__name">{view.name}</span>
            {view.state ? (
              <span className="sla-tag" style={{ background: SLA_TAG_COLOURS[view.state] }}>
                {view.stateLabel}
              </span>
            ) : null}
            <span className={view.text.startsWith('overdue') ? 'ticket-sla__time ticket-row__due--late' : 'ticket-sla__time'}>{view.text}</span>
            {view.note ? <small className="ticket-sla__note">{view.note}</small> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
