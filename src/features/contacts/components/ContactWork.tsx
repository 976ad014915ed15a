import { Link } from 'wouter';
import { When } from '../../../components/time/When';
import type { ConversationSummary, TicketSummary } from '../../../domain/inbox';
import { selectMemberName, type DirectoryState } from '../../directory/directorySlice';
import { conversationStatusLabel, priorityLabel, ticketStatusLabel } from '../../../domain/statusLabels';
import { ChannelBadge } from './ChannelBadge';
import { usePageSelector } from '../../../app/hooks';

type WithDirectory = { directory: DirectoryState };

function Assignee({ id }: { id: string | null }) {
  const name = usePageSelector((state: WithDirectory) => selectMemberName(state, id));
  if (!id) return <span className="muted">Unassigned</span>;
  return <span>{name ?? 'Assigned'}</span>;
}

/** The contact's conversations and tickets, newest first, each linking to where it is worked. */
export function ContactWork({ conversations, tickets }: { conversations: ConversationSummary[]; tickets: TicketSummary[] }) {
  return (
    <div className="contact-work">
      <section aria-labelledby="contact-conversations">
        <h3 id="contact-conversations">Conversations ({conversations.length})</h3>
        {conversations.length === 0 ? (
          <p className="muted">No conversations.</p>
        ) : (
          <ul className="contact-work__list">
            {conversations.map((conversation) => (
              <li key={conversation.id}>
                <Link href={`/app/chat?conversation=${encodeURIComponent(conversation.id)}`} className="contact-work__link">
                  <span className="contact-work__title">
                    <ChannelBadge type={conversation.channelType} />
                    <span className="contact-work__status">{conversationStatusLabel(conversation.status)}</span>
                    {conversation.ticketNumber !== null ? <span className="muted">Ticket #{conversation.ticketNumber}</span> : null}
                  </span>
                  <span className="contact-work__preview">{conversation.lastMessagePreview || '\u00a0'}</span>
                  <span className="contact-work__meta">
                    <When at={conversation.lastMessageAt} /> · <Assignee id={conversation.assigneeId} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="contact-tickets">
        <h3 id="contact-tickets">Tickets ({tickets.length})</h3>
        {tickets.length === 0 ? (
          <p className="muted">No tickets.</p>
        ) : (
          <ul className="contact-work__list">
            {tickets.map((ticket) => (
              <li key={ticket.id}>
                <Link href={`/app/ticket?ticket=${encodeURIComponent(ticket.id)}`} className="contact-work__link">
                  <span className="contact-work__title">
                    <strong>#{ticket.number}</strong> <span>{ticket.subject}</span>
                  </span>
                  <span className="contact-work__meta">
                    <span className="contact-work__status">{ticketStatusLabel(ticket)}</span> · {priorityLabel(ticket.priority)} ·{' '}
                    <When at={ticket.createdAt} /> · <Assignee id={ticket.assigneeId} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
