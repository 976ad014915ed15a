import { When } from '../../../components/time/When';
import type { Attachment, Message } from '../../../domain/inbox';
import { isImage, safeAttachmentUrl } from '../ticketsRules';

/** The customer's conversation, as text: customer content is never rendered as HTML. */
export function TicketConversation({ messages, hasConversation }: { messages: readonly Message[]; hasConversation: boolean }) {
  return (
    <section className="ticket-section" aria-labelledby="ticket-conversation-title">
      <h3 id="ticket-conversation-title">Conversation</h3>
      {!hasConversation ? (
        <p className="muted">This ticket has no conversation.</p>
      ) : messages.length === 0 ? (
        <p className="muted">No messages yet.</p>
      ) : (
        <ol className="ticket-messages">
          {messages.map((message) => (
            <li key={message.id} className={`ticket-message ticket-message--${message.direction === 'outbound' ? 'outbound' : 'inbound'}`}>
              <p className="ticket-message__meta">
                <strong>{message.authorName || (message.direction === 'inbound' ? 'Customer' : 'Agent')}</strong>{' '}
                <When at={message.createdAt} />
              </p>
              {message.text ? <p className="ticket-message__text">{message.text}</p> : null}
              {message.attachments.length ? (
                <ul className="ticket-message__files">
                  {message.attachments.map((file) => (
                    <li key={file.id}>
                      <AttachmentLink file={file} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function AttachmentLink({ file }: { file: Attachment }) {
  const url = safeAttachmentUrl(file.url);
  if (!url) return <span className="muted">{file.name} (not available)</span>;
  if (isImage(file.mime)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        <img src={url} alt={file.name} loading="lazy" className="ticket-message__image" />
      </a>
    );
  }
  return (
    <a href={url} download={file.name} rel="noopener noreferrer">
      {file.name} ({formatSize(file.size)})
    </a>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
