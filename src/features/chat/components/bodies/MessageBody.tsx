import type { Message } from '../../../../domain/inbox';
import { MessageText } from '../MessageText';
import { CallBody } from './CallBody';
import { EmailBody } from './EmailBody';

/**
 * A message's body as its channel family shows it: a mail (subject, HTML or text with the quoted history
 * folded), a phone call (its course), or the text. One place decides; each family's view is its own file.
 */
export function MessageBody({ message }: { message: Message }) {
  const meta = message.meta;
  if (meta?.call) return <CallBody call={meta.call} />;
  if (meta?.email) return <EmailBody email={meta.email} text={message.text} />;
  return message.text ? <MessageText text={message.text} /> : null;
}
