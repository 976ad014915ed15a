// The customer face: a Telegram user writes to the bot, and the fake delivers the Update to the webhook
// the bot set, with the X-Telegram-Bot-Api-Secret-Token header, as Telegram does. Updates can be built
// first and delivered later, twice or out of order.
import { addFile, type FakeBot, type FakeChat, type FakeState } from './state';

export const SECRET_HEADER = 'X-Telegram-Bot-Api-Secret-Token';

export interface TelegramUser {
  id: number;
  firstName: string;
  lastName?: string;
  username?: string;
}

export interface Update {
  update_id: number;
  message: Record<string, unknown>;
}

export interface Delivery {
  status: number;
  body: string;
}

export class Customer {
  constructor(
    private readonly state: FakeState,
    private readonly bot: () => FakeBot,
  ) {}

  private chat(user: TelegramUser): FakeChat {
    const key = String(user.id);
    const known = this.state.chats.get(key);
    if (known) return known;
    const chat: FakeChat = { id: user.id, firstName: user.firstName, blocked: false, ...(user.lastName ? { lastName: user.lastName } : {}), ...(user.username ? { username: user.username } : {}) };
    this.state.chats.set(key, chat);
    return chat;
  }

  private update(user: TelegramUser, content: Record<string, unknown>): Update {
    this.chat(user);
    const from = { id: user.id, is_bot: false, first_name: user.firstName, language_code: 'en', ...(user.lastName ? { last_name: user.lastName } : {}), ...(user.username ? { username: user.username } : {}) };
    return {
      update_id: this.state.nextUpdateId++,
      message: { message_id: this.state.nextMessageId++, from, chat: { id: user.id, type: 'private', first_name: user.firstName }, date: Math.floor(Date.now() / 1000), ...content },
    };
  }

  /** A text message, built but not delivered. */
  text(user: TelegramUser, text: string): Update {
    return this.update(user, { text });
  }

  /** A photo (Telegram sends several sizes of it; the last is the largest) with an optional caption. */
  photo(user: TelegramUser, bytes: Buffer, caption?: string): Update {
    const file = addFile(this.state, bytes, 'photos');
    const small = { file_id: `${file.fileId}s`, file_unique_id: `${file.fileUniqueId}s`, width: 90, height: 90, file_size: Math.min(bytes.length, 1200) };
    const large = { file_id: file.fileId, file_unique_id: file.fileUniqueId, width: 800, height: 600, file_size: bytes.length };
    return this.update(user, { photo: [small, large], ...(caption !== undefined ? { caption } : {}) });
  }

  document(user: TelegramUser, bytes: Buffer, name: string, mime: string, caption?: string): Update {
    const file = addFile(this.state, bytes, 'documents', name, mime);
    const document = { file_id: file.fileId, file_unique_id: file.fileUniqueId, file_name: name, mime_type: mime, file_size: bytes.length };
    return this.update(user, { document, ...(caption !== undefined ? { caption } : {}) });
  }

  /** Marks the user as having blocked the bot: sends to them answer 403. */
  block(user: TelegramUser): void {
    this.chat(user).blocked = true;
  }

  /** POSTs the update to the bot's webhook; `secret` replaces the header's value (undefined: the one set). */
  async deliver(update: Update, options: { secret?: string | null } = {}): Promise<Delivery> {
    const webhook = this.bot().webhook;
    if (!webhook) throw new Error('The bot has no webhook: the connector must call setWebhook first.');
    const secret = options.secret === undefined ? webhook.secretToken : options.secret;
    const res = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(secret ? { [SECRET_HEADER]: secret } : {}) },
      body: JSON.stringify(update),
    });
    return { status: res.status, body: await res.text() };
  }

  /** Builds and delivers a text message: what a user typing in Telegram causes. */
  async write(user: TelegramUser, text: string): Promise<Delivery & { update: Update }> {
    const update = this.text(user, text);
    return { ...(await this.deliver(update)), update };
  }
}
