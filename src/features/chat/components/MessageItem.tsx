import type { ViewedImage } from '../../../components/media/MediaViewer';
import type { Message, Note } from '../../../domain/inbox';
import { AttachmentList } from './AttachmentList';
import { DeliveryBadge } from './DeliveryBadge';
import { MessageText } from './MessageText';

const timeOf = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function MessageItem({ message, onViewImage }: { message: Message; onViewImage: (image: ViewedImage) => void }) {
  const outbound = message.direction === 'outbound';
  return (
    <li className={`msg msg--${message.direction}`} data-testid="message">
      <div className="msg__bubble">
        <p className="msg__meta">
          <span className="msg__author">{message.authorName}</span>
          <time dateTime={message.createdAt}>{timeOf(message.createdAt)}</time>
        </p>
        {message.text ? <MessageText text={message.text} /> : null}
        {message.attachments.length > 0 ? <AttachmentList attachments={message.attachments} onViewImage={onViewImage} /> : null}
        {outbound ? <DeliveryBadge state={message.deliveryState} error={message.deliveryError} /> : null}
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
          <time dateTime={note.createdAt}>{timeOf(note.createdAt)}</time>
        </p>
        <MessageText text={note.text} />
      </div>
    </li>
  );
}
