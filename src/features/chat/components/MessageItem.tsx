import type { ViewedImage } from '../../../components/media/MediaViewer';
import { When } from '../../../components/time/When';
import type { Message, Note } from '../../../domain/inbox';
import { AttachmentList } from './AttachmentList';
import { DeliveryBadge } from './DeliveryBadge';
import { MessageText } from './MessageText';
import { MessageBody } from './bodies/MessageBody';

interface MessageItemProps {
  message: Message;
  onViewImage: (image: ViewedImage) => void;
  /** Sends a failed reply again. */
  onRetry?: (message: Message) => void;
  retrying?: boolean;
}

export function MessageItem({ message, onViewImage, onRetry, retrying = false }: MessageItemProps) {
  const outbound = message.direction === 'outbound';
  return (
    <li className={`msg msg--${message.direction}`} data-testid="message">
      <div className="msg__bubble">
        <p className="msg__meta">
          <span className="msg__author">{message.authorName}</span>
          <When at={message.createdAt} />
        </p>
        <MessageBody message={message} />
        {message.attachments.length > 0 ? <AttachmentList attachments={message.attachments} onViewImage={onViewImage} /> : null}
        {outbound ? <DeliveryBadge message={message} retrying={retrying} {...(onRetry ? { onRetry: () => onRetry(message) } : {})} /> : null}
      </div>
    </li>
  );
}

export function NoteItem({ note }: { note: Note }) {
  return (
    <li className="msg msg--note" data-testid="note">
      <div className="msg__bubble">
        <p className="msg__meta">
          <span className="note-tag">Internal note</span>
          <span className="msg__author">{note.authorName}</span>
          <When at={note.createdAt} />
        </p>
        <MessageText text={note.text} />
      </div>
    </li>
  );
}
