import { When } from '../../../components/time/When';
import type { ConversationSummary } from '../../../domain/inbox';
import { selectConversationById, type ConversationListState } from '../../conversations/conversationListSlice';
import { ChannelBadge } from './ChannelBadge';
import { usePageSelector } from '../../../app/hooks';

export function ConversationRow({ id }: { id: string }) {
  const conversation = usePageSelector((state: { conversationList: ConversationListState }) => selectConversationById(state, id));
  if (!conversation) return null;
  return <RowContent conversation={conversation} />;
}

function RowContent({ conversation }: { conversation: ConversationSummary }) {
  const { contact, lastMessageAt, lastMessagePreview, lastDirection, unread, channelType } = conversation;
  return (
    <div className={`chat-row${unread > 0 ? ' chat-row--unread' : ''}`} data-testid="conversation-row">
      <span className="avatar" aria-hidden="true">
        {Array.from(contact.name.trim())[0]?.toUpperCase() ?? '?'}
      </span>
      <div className="chat-row__body">
        <div className="chat-row__line">
          <span className="chat-row__name">{contact.name}</span>
          <When at={lastMessageAt} className="chat-row__time" />
        </div>
        <div className="chat-row__line">
          <ChannelBadge type={channelType} />
          {unread > 0 ? (
            <span className="unread-badge">
              {unread}
              <span className="visually-hidden"> unread</span>
            </span>
          ) : null}
        </div>
        <p className="chat-row__preview">
          {lastDirection === 'outbound' ? <span className="muted">Reply: </span> : null}
          {lastMessagePreview}
        </p>
      </div>
    </div>
  );
}
