import { useLayoutEffect, useMemo, useRef } from 'react';
import type { ViewedImage } from '../../../components/media/MediaViewer';
import type { Message } from '../../../domain/inbox';
import { olderMessagesRequested, replyRetryRequested, type OpenConversationState } from '../../conversations/openConversationSlice';
import { timeline, visibleNotes } from '../messageRules';
import { MessageItem, NoteItem } from './MessageItem';
import { useStayAtBottom } from './useStayAtBottom';
import { useAppDispatch } from '../../../app/hooks';

/** Within this distance of an edge counts as at the edge (px). */
const EDGE = 80;

/**
 * Oldest first, newest at the bottom. Scrolling to the top loads the older page and keeps the view
 * where it was; a new message scrolls into view only when the agent was already at the bottom, and an
 * action that changes the pane's layout leaves the agent where they were reading.
 */
export function MessageTimeline({ open, onViewImage }: { open: OpenConversationState; onViewImage: (image: ViewedImage) => void }) {
  const dispatch = useAppDispatch();
  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const last = useRef<{ firstId: string | undefined; height: number }>({ firstId: undefined, height: 0 });
  const items = useMemo(
    () => timeline(open.messages, visibleNotes(open.notes, open.messages, open.hasOlder)),
    [open.messages, open.notes, open.hasOlder],
  );
  const firstId = open.messages[0]?.id;
  useStayAtBottom(scrollRef, atBottom);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const previous = last.current;
    if (previous.firstId !== undefined && firstId !== previous.firstId && previous.height > 0) {
      // Older messages came in above: keep what the agent was reading where it was.
      element.scrollTop += element.scrollHeight - previous.height;
    } else if (atBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
    last.current = { firstId, height: element.scrollHeight };
  }, [items, firstId]);

  const older = () => dispatch(olderMessagesRequested());
  const retry = (message: Message) => dispatch(replyRetryRequested({ conversationId: message.conversationId, messageId: message.id }));
  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE;
    if (element.scrollTop < EDGE && open.hasOlder && open.olderStatus === 'idle') older();
  };

  return (
    <div className="timeline" ref={scrollRef} onScroll={onScroll} tabIndex={0} role="log" aria-label="Messages">
      <div className="timeline__top">
        {open.hasOlder ? (
          open.olderStatus === 'loading' ? (
            <span role="status">
              <span className="spinner" aria-hidden="true" /> Loading older messages…
            </span>
          ) : (
            <button type="button" className="btn btn--text" onClick={older}>
              {open.olderStatus === 'failed' ? 'Opps, something went wrong. Try again' : 'Load older messages'}
            </button>
          )
        ) : (
          <span className="muted">Start of the conversation</span>
        )}
      </div>
      <ol className="timeline__items">
        {items.map((item) =>
          item.kind === 'message' ? (
            <MessageItem
              key={item.message.id}
              message={item.message}
              onViewImage={onViewImage}
              onRetry={retry}
              retrying={open.retrying.includes(item.message.id)}
            />
          ) : (
            <NoteItem key={item.note.id} note={item.note} />
          ),
        )}
      </ol>
    </div>
  );
}
