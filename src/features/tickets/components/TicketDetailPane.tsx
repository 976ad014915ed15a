import { Button } from 'primereact/button';
import { X } from '../../../components/icons/glyphs';
import { When } from '../../../components/time/When';
import { buttonIcon } from '../../../components/icons/Icon';
import { useEffect, useRef } from 'react';
import { selectTicketDetail, TICKET_DELETED, ticketClosed, ticketOpened, type TicketDetailState } from '../ticketDetailSlice';
import { shownStatus, ticketStatusLabel } from '../../../domain/statusLabels';
import type { Viewer } from '../ticketsRules';
import { isStatus } from '../ticketQuery';
import { ChannelBadge } from './ChannelBadge';
import { TicketConversation } from './TicketConversation';
import { TicketHistory } from './TicketHistory';
import { TicketNotes } from './TicketNotes';
import { TicketProperties } from './TicketProperties';
import { TicketSlaPanel } from './TicketSlaPanel';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

interface Props {
  id: string;
  viewer: Viewer | null;
  onClose: () => void;
  /** after a merge: open the ticket this one went into */
  onOpenTicket: (id: string) => void;
}

/** The open ticket beside the list: its properties and actions, conversation, notes and history. */
export function TicketDetailPane({ id, viewer, onClose, onOpenTicket }: Props) {
  const dispatch = useAppDispatch();
  const state: TicketDetailState = usePageSelector(selectTicketDetail);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    dispatch(ticketOpened(id));
  }, [dispatch, id]);
  useEffect(() => () => void dispatch(ticketClosed()), [dispatch]);

  const loadedId = state.detail?.ticket.id;
  // Focus follows the ticket that opened, so a keyboard or screen-reader user lands on it.
  useEffect(() => {
    if (loadedId === id) headingRef.current?.focus();
  }, [loadedId, id]);

  useEffect(() => {
    if (state.mergedInto) onOpenTicket(state.mergedInto);
  }, [state.mergedInto, onOpenTicket]);

  const ticket = state.detail?.ticket;
  return (
    <aside
      className="ticket-detail"
      aria-labelledby="ticket-detail-title"
      onKeyDown={(event) => {
        // Dialogs are portals: their Escape bubbles here through React but belongs to them.
        if (event.key === 'Escape' && event.currentTarget.contains(event.target as Node)) onClose();
      }}
    >
      <header className="ticket-detail__header">
        <h2 id="ticket-detail-title" ref={headingRef} tabIndex={-1}>
          {ticket ? `#${ticket.number} ${ticket.subject || '(no subject)'}` : 'Ticket'}
        </h2>
        <Button type="button" icon={buttonIcon(X)} text rounded aria-label="Close ticket" onClick={onClose} />
      </header>
      {state.status === 'loading' || (state.status === 'idle' && !ticket) ? <p className="muted">Loading the ticket…</p> : null}
      {state.status === 'failed' ? (
        <div role="alert" className="ticket-detail__error">
          <p>{state.message}</p>
          {state.detail === null && state.message !== TICKET_DELETED ? (
            <Button type="button" label="Retry" size="small" outlined onClick={() => dispatch(ticketOpened(id))} />
          ) : null}
        </div>
      ) : null}
      {ticket && state.detail ? (
        <div className="ticket-detail__body">
          <p className="ticket-detail__summary">
            <span className={`ticket-status ticket-status--${isStatus(shownStatus(ticket.status, ticket.statusOmni)) ? shownStatus(ticket.status, ticket.statusOmni) : 'other'}`}>
              {ticketStatusLabel(ticket)}
            </span>
            <ChannelBadge type={ticket.channel} />
            {state.detail.contact ? <span>{state.detail.contact.name}</span> : ticket.contactName ? <span>{ticket.contactName}</span> : null}
            <span className="muted">
              Created <When at={ticket.createdAt} />
            </span>
          </p>
          <TicketProperties detail={state} viewer={viewer} />
          <TicketSlaPanel ticket={ticket} sla={state.detail.sla} />
          <TicketConversation messages={state.detail.messages} hasConversation={ticket.conversationId !== null} />
          <TicketNotes ticketId={ticket.id} notes={state.detail.notes} pending={state.pending === 'note'} notesAdded={state.notesAdded} />
          <TicketHistory history={state.detail.history} />
        </div>
      ) : null}
    </aside>
  );
}
