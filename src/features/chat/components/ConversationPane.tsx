import { useState } from 'react';
import { Link } from 'wouter';
import { MediaViewer, type ViewedImage } from '../../../components/media/MediaViewer';
import { selectUser, selectWorkspace } from '../../auth/authSlice';
import { RoutingPanel } from '../../routing/components/RoutingPanel';
import { conversationOpened, selectOpenConversation } from '../../conversations/openConversationSlice';
import { Composer } from './Composer';
import { ConversationHeader } from './ConversationHeader';
import { MessageTimeline } from './MessageTimeline';
import { PresenceLine } from './PresenceLine';
import { TypingLine } from './TypingLine';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

export function ConversationPane({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  const open = usePageSelector(selectOpenConversation);
  const me = usePageSelector(selectUser);
  const isAdministrator = usePageSelector((state) => selectWorkspace(state)?.role === 'Administrator');
  const [viewed, setViewed] = useState<ViewedImage | null>(null);

  const back = (
    <Link href="/app/chat" className="chat-pane__back">
      Back to conversations
    </Link>
  );

  if (open.id !== id || open.status === 'loading' || open.status === 'idle') {
    return (
      <div className="chat-pane chat-pane--status" role="status">
        <span className="spinner" aria-hidden="true" /> Loading the conversation…
      </div>
    );
  }
  if (open.status === 'failed' || !open.conversation || !open.contact) {
    return (
      <div className="chat-pane chat-pane--status">
        {back}
        <p role="alert">This conversation could not be opened.</p>
        <button type="button" className="btn" onClick={() => dispatch(conversationOpened({ id }))}>
          Try again
        </button>
      </div>
    );
  }

  return (
    <div className="chat-pane" aria-label={`Conversation with ${open.contact.name}`} role="region">
      {back}
      <ConversationHeader conversation={open.conversation} contact={open.contact} action={open.action} />
      {isAdministrator ? <RoutingPanel conversationId={id} /> : null}
      <PresenceLine conversationId={id} meId={me?.id ?? null} />
      <MessageTimeline open={open} onViewImage={setViewed} />
      <TypingLine conversationId={id} />
      <Composer key={id} conversation={open.conversation} reply={open.reply} action={open.action} />
      <MediaViewer image={viewed} onClose={() => setViewed(null)} />
    </div>
  );
}
