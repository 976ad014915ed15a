import type { EmailMeta } from '../../../../domain/messageMeta';
import { MessageText } from '../MessageText';

/** A mail: its subject, then its text (the quoted history after quoteStart is left out here). */
export function EmailBody({ email, text }: { email: EmailMeta; text: string }) {
  const own = email.quoteStart !== undefined ? text.slice(0, email.quoteStart) : text;
  return (
    <div className="msg__email">
      <p className="msg__subject">{email.subject || '(no subject)'}</p>
      {own.trim() ? <MessageText text={own} /> : null}
    </div>
  );
}
