// The customer face: a Viber user writes to the bot; the fake builds Viber's callbacks
// (https://developers.viber.com/docs/api/rest-bot-api/#callbacks), signs them with the auth token
// (X-Viber-Content-Signature) and posts them to the webhook, also twice or out of order.
import { sign } from './api';
import { nextToken, withBigToken, type ViberFakeState } from './state';

export interface ViberCallbackBody {
  text: string;
  token: string;
}

export class ViberCustomer {
  constructor(
    private readonly state: ViberFakeState,
    private readonly mediaUrl: (id: string) => string,
  ) {}

  private message(userId: string, message: Record<string, unknown>): ViberCallbackBody {
    const user = this.state.users.get(userId) ?? { id: userId, name: `Viber user ${this.state.users.size + 1}`, subscribed: true };
    this.state.users.set(userId, user);
    const token = nextToken(this.state);
    const sender = { id: userId, name: user.name, avatar: 'https://avatars.example/1.jpg', language: 'en', country: 'TH', api_version: 10 };
    return { token, text: withBigToken({ event: 'message', timestamp: Date.now(), chat_hostname: 'SN-FAKE_', message_token: token, sender, message, silent: false }) };
  }

  text(userId: string, text: string): ViberCallbackBody {
    return this.message(userId, { type: 'text', text });
  }

  private hold(bytes: Buffer, mime: string): string {
    const id = `m${this.state.nextToken.toString(36)}`;
    this.state.media.set(id, { bytes, mime });
    return this.mediaUrl(id);
  }

  picture(userId: string, bytes: Buffer, mime: string, text = ''): ViberCallbackBody {
    return this.message(userId, { type: 'picture', text, media: this.hold(bytes, mime), thumbnail: 'https://thumbs.example/1.jpg', size: bytes.length });
  }

  file(userId: string, bytes: Buffer, fileName: string): ViberCallbackBody {
    return this.message(userId, { type: 'file', media: this.hold(bytes, 'application/octet-stream'), size: bytes.length, file_name: fileName });
  }

  /** delivered, seen or failed for one of the bot's messages. */
  receipt(event: 'delivered' | 'seen' | 'failed', messageToken: string, userId: string, desc?: string): ViberCallbackBody {
    return { token: messageToken, text: withBigToken({ event, timestamp: Date.now(), chat_hostname: 'SN-FAKE_', message_token: messageToken, user_id: userId, ...(desc ? { desc } : {}) }) };
  }

  event(event: 'subscribed' | 'unsubscribed' | 'conversation_started', userId: string): ViberCallbackBody {
    const user = this.state.users.get(userId);
    if (user) user.subscribed = event !== 'unsubscribed';
    const token = nextToken(this.state);
    return { token, text: withBigToken({ event, timestamp: Date.now(), chat_hostname: 'SN-FAKE_', message_token: token, user_id: userId }) };
  }

  sign(body: string, token = this.state.authToken): string {
    return sign(token, body);
  }

  async deliver(callback: ViberCallbackBody): Promise<{ status: number; body: string }> {
    if (!this.state.webhook) throw new Error('No webhook set: the connector must call set_webhook first.');
    const res = await fetch(this.state.webhook.url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Viber-Content-Signature': this.sign(callback.text) }, body: callback.text });
    return { status: res.status, body: await res.text() };
  }
}
