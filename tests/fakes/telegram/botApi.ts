// The Bot API face: each method checks its parameters against the documented limits and answers
// {ok:true,result} or Telegram's error body. https://core.telegram.org/bots/api
import { apiError, type ErrorAnswer } from './faults';
import type { CallParams } from './params';
import type { FakeBot, FakeState, SentMessage } from './state';

export interface Answer {
  status: number;
  body: unknown;
}

/** Documented limits (https://core.telegram.org/bots/api#sendmessage, #sendphoto, #getfile). */
export const LIMITS = { text: 4096, caption: 1024, photoBytes: 10 * 1024 * 1024, documentBytes: 50 * 1024 * 1024, downloadBytes: 20 * 1024 * 1024 };
const SECRET_TOKEN = /^[A-Za-z0-9_-]{1,256}$/;

const ok = (result: unknown): Answer => ({ status: 200, body: { ok: true, result } });
const characters = (text: string) => Array.from(text).length;

function isImage(bytes: Buffer): boolean {
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  const gif = bytes.subarray(0, 4).toString('latin1') === 'GIF8';
  const webp = bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return png || jpeg || gif || webp;
}

/** The chat a send goes to, or Telegram's refusal (unknown chat, or a user who blocked the bot). */
function targetChat(state: FakeState, params: Record<string, string>): { chatId: string } | ErrorAnswer {
  const chatId = params.chat_id;
  if (!chatId) return apiError(400, 'Bad Request: chat_id is empty');
  const chat = state.chats.get(chatId);
  if (!chat) return apiError(400, 'Bad Request: chat not found');
  if (chat.blocked) return apiError(403, 'Forbidden: bot was blocked by the user');
  return { chatId };
}

function accepted(state: FakeState, bot: FakeBot, message: Omit<SentMessage, 'botId' | 'messageId'>): Answer {
  const messageId = state.nextMessageId++;
  state.sent.push({ botId: bot.id, messageId, ...message });
  const chat = state.chats.get(message.chatId)!;
  const result: Record<string, unknown> = {
    message_id: messageId,
    date: Math.floor(Date.now() / 1000),
    chat: { id: chat.id, type: 'private', first_name: chat.firstName },
    from: { id: bot.id, is_bot: true, first_name: bot.username, username: bot.username },
  };
  if (message.text !== undefined) result.text = message.text;
  if (message.caption !== undefined) result.caption = message.caption;
  if (message.kind === 'document' && message.file) result.document = { file_name: message.file.name, mime_type: message.file.mime, file_size: message.file.bytes.length };
  if (message.kind === 'photo' && message.file) result.photo = [{ width: 1, height: 1, file_size: message.file.bytes.length }];
  return ok(result);
}

function sendMessage(state: FakeState, bot: FakeBot, { params }: CallParams): Answer {
  const target = targetChat(state, params);
  if ('status' in target) return target;
  const text = params.text ?? '';
  if (text.trim() === '') return apiError(400, 'Bad Request: message text is empty');
  if (characters(text) > LIMITS.text) return apiError(400, 'Bad Request: message is too long');
  return accepted(state, bot, { chatId: target.chatId, kind: 'text', text });
}

function sendFile(state: FakeState, bot: FakeBot, call: CallParams, kind: 'photo' | 'document'): Answer {
  const target = targetChat(state, call.params);
  if ('status' in target) return target;
  const caption = call.params.caption;
  if (caption !== undefined && characters(caption) > LIMITS.caption) return apiError(400, 'Bad Request: message caption is too long');
  const file = call.files.find((f) => f.field === kind);
  // The fake takes uploads only: a URL or file_id in the field is not something it can fetch.
  if (!file) return apiError(400, `Bad Request: there is no ${kind} in the request`);
  const max = kind === 'photo' ? LIMITS.photoBytes : LIMITS.documentBytes;
  if (file.truncated || file.bytes.length > max) return apiError(413, 'Request Entity Too Large');
  if (file.bytes.length === 0) return apiError(400, 'Bad Request: file must be non-empty');
  if (kind === 'photo' && !isImage(file.bytes)) return apiError(400, 'Bad Request: IMAGE_PROCESS_FAILED');
  return accepted(state, bot, { chatId: target.chatId, kind, ...(caption !== undefined ? { caption } : {}), file: { name: file.name, mime: file.mime, bytes: file.bytes } });
}

function setWebhook(bot: FakeBot, { params }: CallParams): Answer {
  const url = params.url ?? '';
  if (url === '') {
    delete bot.webhook;
    return ok(true);
  }
  try {
    new URL(url);
  } catch {
    return apiError(400, 'Bad Request: bad webhook: Failed to resolve host: Name or service not known');
  }
  const secretToken = params.secret_token;
  if (secretToken !== undefined && !SECRET_TOKEN.test(secretToken)) return apiError(400, 'Bad Request: secret token contains unallowed characters');
  const allowed = params.allowed_updates ? (JSON.parse(params.allowed_updates) as string[]) : undefined;
  bot.webhook = { url, ...(secretToken !== undefined ? { secretToken } : {}), ...(allowed ? { allowedUpdates: allowed } : {}) };
  return { status: 200, body: { ok: true, result: true, description: 'Webhook was set' } };
}

function getFile(state: FakeState, { params }: CallParams): Answer {
  const file = params.file_id ? state.files.get(params.file_id) : undefined;
  if (!file) return apiError(400, 'Bad Request: invalid file_id');
  if (file.bytes.length > LIMITS.downloadBytes) return apiError(400, 'Bad Request: file is too big');
  return ok({ file_id: file.fileId, file_unique_id: file.fileUniqueId, file_size: file.bytes.length, file_path: file.filePath });
}

export function callMethod(state: FakeState, bot: FakeBot, method: string, call: CallParams): Answer {
  switch (method) {
    case 'getMe':
      return ok({ id: bot.id, is_bot: true, first_name: bot.username, username: bot.username, can_join_groups: true, can_read_all_group_messages: false, supports_inline_queries: false });
    case 'setWebhook':
      return setWebhook(bot, call);
    case 'deleteWebhook':
      delete bot.webhook;
      return ok(true);
    case 'getWebhookInfo':
      return ok({ url: bot.webhook?.url ?? '', has_custom_certificate: false, pending_update_count: 0, ...(bot.webhook?.allowedUpdates ? { allowed_updates: bot.webhook.allowedUpdates } : {}) });
    case 'sendMessage':
      return sendMessage(state, bot, call);
    case 'sendPhoto':
      return sendFile(state, bot, call, 'photo');
    case 'sendDocument':
      return sendFile(state, bot, call, 'document');
    case 'getFile':
      return getFile(state, call);
    default:
      return apiError(404, 'Not Found');
  }
}
