import { memo } from 'react';
import { When } from '../../../components/time/When';
import { selectMemberName, type DirectoryState } from '../../directory/directorySlice';
import { selectTicketById, type TicketListState } from '../ticketListSlice';
import { isPriority, isStatus } from '../ticketQuery';
import { priorityLabel, shownStatus, ticketStatusLabel } from '../../../domain/statusLabels';
import { ChannelBadge } from './ChannelBadge';
import { TicketPick } from './TicketPick';
import { TicketSlaCell } from './TicketSlaCell';
import { usePageSelector } from '../../../app/hooks';

type State = { ticketList: TicketListState; directory: DirectoryState };

/**
 * One row, re-rendered only when its own ticket changes (the entity keeps its reference otherwise) or
 * the minute clock ticks: a burst of events repaints the rows it touched, not the list.
 */
export const TicketRow = memo(function TicketRow({ id, now }: { id: string; now: number }) {
  const ticket = usePageSelector((state: State) => selectTicketById(state, id));
  const assignee = usePageSelector((state: State) => selectMemberName(state, ticket?.assigneeId));
  if (!ticket) return null;
  const status = shownStatus(ticket.status, ticket.statusOmni);
  return (
    <div className="ticket-row">
      <TicketPick id={ticket.id} number={ticket.number} />
      <div className="ticket-row__line">
        <span className="ticket-row__number">#{ticket.number}</span>
        <span className="ticket-row__subject">{ticket.subject || '(no subject)'}</span>
        <TicketSlaCell sla={ticket.sla} />
        <When at={ticket.updatedAt} now={now} className="ticket-row__time" />
      </div>
      <div className="ticket-row__line ticket-row__meta">
        <span className={`ticket-status ticket-status--${isStatus(status) ? status : 'other'}`}>{ticketStatusLabel(ticket)}</span>
        <span className={`ticket-priority ticket-priority--${isPriority(ticket.priority) ? ticket.priority : 'other'}`}>{priorityLabel(ticket.priority)}</span>
        <ChannelBadge type={ticket.channel} />
        {ticket.contactName ? <span className="ticket-row__contact">{ticket.contactName}</span> : null}
        <span className="ticket-row__assignee">{ticket.assigneeId ? (assignee ?? 'Assigned') : 'Unassigned'}</span>
      </div>
    </div>
  );
});
