import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'wouter';
import type { Contact, ConversationSummary } from '../../../domain/inbox';
import {
  assignRequested,
  reopenRequested,
  resolveRequested,
  ticketRequested,
  type OpenConversationState,
} from '../../conversations/openConversationSlice';
import { selectMembers, type DirectoryState } from '../../directory/directorySlice';
import { ChannelBadge } from './ChannelBadge';

interface Props {
  conversation: ConversationSummary;
  contact: Contact;
  action: OpenConversationState['action'];
}

const FAILED: Record<string, string> = {
  assign: 'The assignee could not be changed.',
  ticket: 'The ticket could not be made.',
  resolve: 'The conversation could not be resolved.',
  reopen: 'The conversation could not be reopened.',
  note: 'The note could not be added.',
};

export function ConversationHeader({ conversation, contact, action }: Props) {
  const dispatch = useDispatch();
  const members = useSelector((state: { directory: DirectoryState }) => selectMembers(state));
  const conversationId = conversation.id;
  const busy = action.status === 'pending';
  const assignee = conversation.assigneeId;
  const known = assignee === null || members.some((member) => member.id === assignee);

  return (
    <header className="chat-pane__header">
      <div className="chat-pane__who">
        <h2>{contact.name}</h2>
        <p className="chat-pane__meta">
          <ChannelBadge type={conversation.channelType} />
          <span className={`status-pill status-pill--${conversation.status}`}>{conversation.status === 'open' ? 'Open' : 'Resolved'}</span>
          {contact.email ? <span className="muted">{contact.email}</span> : null}
          {contact.phone ? <span className="muted">{contact.phone}</span> : null}
        </p>
      </div>
      <div className="chat-pane__actions">
        <label className="chat-pane__assign">
          <span>Assignee</span>
          <select
            value={assignee ?? ''}
            disabled={busy}
            onChange={(event) => dispatch(assignRequested({ conversationId, assigneeId: event.currentTarget.value || null }))}
          >
            <option value="">Unassigned</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
            {known ? null : <option value={assignee ?? ''}>Another agent</option>}
          </select>
        </label>
        {conversation.ticketId ? (
          <Link href={`/app/ticket?ticket=${encodeURIComponent(conversation.ticketId)}`} className="btn" data-testid="ticket-link">
            Ticket #{conversation.ticketNumber}
          </Link>
        ) : (
          <button type="button" className="btn" disabled={busy} onClick={() => dispatch(ticketRequested({ conversationId }))}>
            Make a ticket
          </button>
        )}
        {conversation.status === 'open' ? (
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => dispatch(resolveRequested({ conversationId }))}>
            Resolve
          </button>
        ) : (
          <button type="button" className="btn" disabled={busy} onClick={() => dispatch(reopenRequested({ conversationId }))}>
            Reopen
          </button>
        )}
      </div>
      {action.status === 'failed' && action.kind ? (
        <p className="chat-pane__error" role="alert">
          {FAILED[action.kind]}
        </p>
      ) : null}
    </header>
  );
}
