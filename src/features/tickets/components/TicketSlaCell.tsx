import type { TicketSla } from '../../../domain/sla';
import { SLA_TAG_COLOURS, slaCellText } from '../slaDisplayRules';
import './sla.css';

/**
 * A ticket's SLA in its list row: the state as a coloured tag and, while a target runs, how far its due time
 * is. The row renders on each tick of the list's minute clock and on each change of its ticket; the time is
 * read then, not taken from the tick, so a ticket that just arrived never shows more time than its target.
 */
export function TicketSlaCell({ sla }: { sla: TicketSla | null | undefined }) {
  if (!sla) return null;
  const { label, due } = slaCellText(sla, Date.now());
  return (
    <span className="ticket-row__sla" data-testid="ticket-sla">
      <span className="visually-hidden">SLA: </span>
      <span className="sla-tag" style={{ background: SLA_TAG_COLOURS[sla.state] }} title={`${sla.policyName}: ${label}`}>
        {label}
      </span>
      {due ? <span className={sla.state === 'breached' ? 'ticket-row__due ticket-row__due--late' : 'ticket-row__due'}>{due}</span> : null}
    </span>
  );
}
