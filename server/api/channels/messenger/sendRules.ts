// What a Messenger or Instagram reply may be, before it is sent (channels.md §4.2, §4.4): the messaging
// window (24 hours after the customer's last message a standard RESPONSE; up to 7 days a MESSAGE_TAG with
// HUMAN_AGENT; after that nothing), the text cap (Messenger 2,000 characters, Instagram 1,000 UTF-8
// bytes), and the kind of attachment Meta expects for a file.
import { characterCount, utf8ByteCount } from '../../../../src/domain/channels';
import { replyWindow } from '../../../../src/domain/replyWindowRules';

export const REPLY_WINDOW_HOURS = 24;
/** HUMAN_AGENT: "up to 7 days after a user message" (Messenger message tags). */
export const HUMAN_AGENT_WINDOW_HOURS = 7 * 24;

export type MessagingType = { messaging_type: 'RESPONSE' } | { messaging_type: 'MESSAGE_TAG'; tag: 'HUMAN_AGENT' };

/**
 * How a reply goes at `now` given when the customer wrote last (the shared window rule the composer and
 * the api use): inside 24 hours a response, up to 7 days with the human-agent tag, later (or when the
 * customer never wrote) a refusal in words. The api refuses such a reply when it is written; this
 * catches one that waited in the outbox (retries) past the window.
 */
export function messagingTypeAt(provider: string, lastInboundAt: Date | null, now: Date): MessagingType | { refused: string } {
  const window = replyWindow({ windowHours: REPLY_WINDOW_HOURS, tagWindowHours: HUMAN_AGENT_WINDOW_HOURS, lastInboundAt, now });
  if (window.state === 'open') return { messaging_type: 'RESPONSE' };
  if (window.state === 'tag-only') return { messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' };
  return { refused: `${provider} takes replies only within 7 days of the customer’s last message: the customer must write again first` };
}

/** Meta's own caps on one message's text: Messenger counts characters, Instagram UTF-8 bytes. */
export const MESSENGER_TEXT_MAX_CHARACTERS = 2000;
export const INSTAGRAM_TEXT_MAX_BYTES = 1000;

export function textFits(provider: 'messenger' | 'instagram', text: string): boolean {
  return provider === 'messenger' ? characterCount(text) <= MESSENGER_TEXT_MAX_CHARACTERS : utf8ByteCount(text) <= INSTAGRAM_TEXT_MAX_BYTES;
}

/** The attachment type Meta expects for a file of this MIME type: image, video, audio or (Messenger only) file. */
export function attachmentType(mime: string): 'image' | 'video' | 'audio' | 'file' {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  return 'file';
}
