import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Contact, ConversationSummary } from '../../../domain/inbox';
import {
  assignRequested,
  reopenRequested,
  resolveRequested,
  ticketRequested,
  type OpenConversationState,
} from '../../conversations/openConversationSlice';
import { nextInView } from '../../conversations/conversationListRules';
import { selectConversationList, type ConversationListState } from '../../conversations/conversationListSlice';
import { selectMembers, type DirectoryState } from '../../directory/directorySlice';
import { ChannelBadge } from './ChannelBadge';
import { TransferDialog } from './TransferDialog';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

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
  transfer: 'The conversation could not be transferred.',
};

/** The conversation to open once 'Resolve and next' succeeded (null: none left), until then undefined. */
function useAdvanceAfterResolve(conversation: ConversationSummary, action: Props['action']) {
  const [, navigate] = useLocation();
  const [next, setNext] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (next === undefined) return;
    if (action.status === 'failed') setNext(undefined);
    else if (action.status === 'idle' && conversation.status === 'resolved') navigate(next ? `/app/chat?conversation=${encodeURIComponent(next)}` : '/app/chat');
  }, [next, action.status, conversation.status, navigate]);
  return setNext;
}

export function ConversationHeader({ conversation, contact, action }: Props) {
  const dispatch = useAppDispatch();
  const members = usePageSelector((state: { directory: DirectoryState }) => selectMembers(state));
  const conversationId = conversation.id;
  const busy = action.status === 'pending';
  const assignee = conversation.assigneeId;
  const known = assignee === null || members.some((member) => member.id === assignee);
  const listIds = usePageSelector((state: { conversationList: ConversationListState }) => selectConversationList(state).ids);
  const advanceTo = useAdvanceAfterResolve(conversation, action);
  const [transferring, setTransferring] = useState(false);
  const resolveAndNext = () => {
    // Chosen now: once resolved, the conversation leaves an open view and its place in it is gone.
    const next = nextInView(listIds, conversationId);
    advanceTo(next);
    dispatch(resolveRequested({ conversationId, next }));
  };

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
          <button type="button" className="btn" disabled={busy} onClick={() => setTransferring(true)}>
            Transfer
          </button>
        ) : null}
        {conversation.status === 'open' ? (
          <span className="chat-pane__resolve" role="group" aria-label="Resolve">
            <button type="button" className="btn btn--primary" disabled={busy} onClick={() => dispatch(resolveRequested({ conversationId }))}>
              Resolve
            </button>
            <button type="button" className="btn btn--primary" disabled={busy} onClick={resolveAndNext}>
              Resolve and next
            </button>
          </span>
        ) : (
          <button type="button" className="btn" disabled={busy} onClick={() => dispatch(reopenRequested({ conversationId }))}>
            Reopen
          </button>
        )}
      </div>
      {transferring ? <TransferDialog conversation={conversation} action={action} onClose={() => setTransferring(false)} /> : null}
      {action.status === 'failed' && action.kind ? (
        <p className="chat-pane__error" role="alert">
          {FAILED[action.kind]}
        </p>
      ) : null}
    </header>
  );
}
