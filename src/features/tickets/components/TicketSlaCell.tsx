import type { TicketSla } from '../../../domain/sla';
import { SLA_TAG_COLOURS, slaCellText } from '../slaDisplayRules';
import './sla.css';

/** A ticket's SLA in its list row: the state as a coloured tag and, while a target runs, how far its due time is. */
export function TicketSlaCell({ sla, now }: { sla: TicketSla | null | undefined; now: number }) {
  if (!sla) return null;
  const { label, due } = slaCellText(sla, now);
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
