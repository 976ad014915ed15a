import { selectPresenceMap, type PresenceState } from '../../presence/presenceSlice';
import './typingLine.css';
import { usePageSelector } from '../../../app/hooks';

/**
 * What a web chat visitor is typing, as they type it, when their channel shows agents what visitors
 * type ('Grace is typing…' itself is in the presence line). Shown as text, like everything customers write.
 */
export function TypingLine({ conversationId }: { conversationId: string }) {
  const entries = usePageSelector((state: { presence: PresenceState }) => selectPresenceMap(state)[conversationId]);
  const previews = Object.values(entries ?? {}).filter((entry) => entry.kind === 'typing' && entry.preview);
  if (previews.length === 0) return null;
  return (
    <div className="typing-line" data-testid="visitor-typing">
      {previews.map((entry) => (
        <p key={entry.userId} className="typing-line__preview" aria-label={`${entry.userName} is typing`}>
          {entry.preview}
        </p>
      ))}
    </div>
  );
}
