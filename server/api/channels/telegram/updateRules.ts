// Telegram's Update, read into what ingestInbound takes (https://core.telegram.org/bots/api#update).
// Pure: the files are described here and fetched by inbound.ts.
import { badRequest } from '../../http/errors';

export const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** A file of the message as Telegram describes it; fetched with getFile at ingest. */
export interface TelegramFileRef {
  fileId: string;
  /** The document's name; empty for a photo, which has none. */
  name: string;
  mime?: string;
  size?: number;
}

export interface TelegramMessage {
  externalContactId: string;
  contactName?: string;
  externalMessageId: string;
  text: string;
  files: TelegramFileRef[];
  at?: Date;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);
const num = (x: unknown): number | undefined => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);

function fileOf(message: Record<string, unknown>): TelegramFileRef | undefined {
  // photo[] lists the sizes of one picture, smallest first: the largest is the picture.
  const photo = Array.isArray(message.photo) ? message.photo.filter(isRecord).at(-1) : undefined;
  if (photo && str(photo.file_id)) {
    const size = num(photo.file_size);
    // No name: the file's own path (getFile) names it, with the extension of what Telegram stored.
    return { fileId: str(photo.file_id)!, name: '', ...(size !== undefined ? { size } : {}) };
  }
  const document = isRecord(message.document) ? message.document : undefined;
  if (document && str(document.file_id)) {
    const size = num(document.file_size);
    const mime = str(document.mime_type);
    return { fileId: str(document.file_id)!, name: str(document.file_name) ?? 'file', ...(mime ? { mime } : {}), ...(size !== undefined ? { size } : {}) };
  }
  return undefined;
}

/**
 * The customer's message of one Update, or undefined for what is not one (an edit, a group or channel
 * post, a service message): Telegram is answered 200 for those and they are left out. Ids are numbers
 * with at most 52 significant bits (Bot API docs), which JSON.parse keeps exact.
 */
export function readUpdate(body: Buffer): TelegramMessage | undefined {
  let update: unknown;
  try {
    update = JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  if (!isRecord(update) || num(update.update_id) === undefined) throw badRequest('The request body is not a Telegram Update (no update_id).');
  const message = isRecord(update.message) ? update.message : undefined;
  if (!message) return undefined;
  const chat = isRecord(message.chat) ? message.chat : undefined;
  const from = isRecord(message.from) ? message.from : undefined;
  const messageId = num(message.message_id);
  const chatId = num(chat?.id);
  if (!chat || !from || messageId === undefined || chatId === undefined || num(from.id) === undefined) {
    throw badRequest('The Update’s message has no message_id, chat or sender.');
  }
  // Replies go to the customer's private chat with the bot: only those are conversations.
  if (chat.type !== 'private' || from.is_bot === true) return undefined;
  const name = [str(from.first_name), str(from.last_name)].filter(Boolean).join(' ') || str(from.username);
  const file = fileOf(message);
  const text = str(message.text) ?? str(message.caption) ?? '';
  if (text === '' && !file) return undefined;
  const date = num(message.date);
  return {
    externalContactId: String(from.id),
    ...(name ? { contactName: name.slice(0, 120) } : {}),
    // message_id is unique only within its chat (channels.md §5).
    externalMessageId: `${chatId}:${messageId}`,
    text,
    files: file ? [file] : [],
    ...(date !== undefined ? { at: new Date(date * 1000) } : {}),
  };
}
