// The customers of the Messenger / Instagram fake: they write to the account (a text, a file on the
// fake's CDN), and Meta reports what happened to our replies (echoes, deliveries, reads or Instagram's
// messaging_seen). Each builds the webhook body Meta posts (object "page" or "instagram"); post() sends
// it signed with the app secret to the callback URL whose handshake passed (meta/signer.ts).
import type { PostOptions, WebhookPoster } from '../meta/signer';
import { newId, newMid, type FakeState, type FakeUser } from './state';

type Messaging = Record<string, unknown>;
export interface Envelope {
  object: 'page' | 'instagram';
  entry: { id: string; time: number; messaging: Messaging[] }[];
}

export class Customers {
  constructor(
    private readonly state: FakeState,
    private readonly poster: WebhookPoster,
    private readonly cdnBase: string,
    private readonly now: () => number,
  ) {}

  /** A new customer (a PSID or an IGSID) who has not written yet. */
  newUser(): FakeUser {
    const user: FakeUser = { id: newId(this.state.account.provider === 'messenger' ? '2' : '17') };
    this.state.users.set(user.id, user);
    return user;
  }

  envelope(messaging: Messaging[]): Envelope {
    return { object: this.state.account.provider === 'messenger' ? 'page' : 'instagram', entry: [{ id: this.state.account.id, time: this.now(), messaging }] };
  }

  private fromUser(user: FakeUser, extra: Messaging, at = this.now()): Messaging {
    return { sender: { id: user.id }, recipient: { id: this.state.account.id }, timestamp: at, ...extra };
  }

  /** A text the customer sends; the Send API's window opens from now. */
  text(user: FakeUser, text: string, at = this.now()): { body: Envelope; mid: string } {
    user.lastWroteAt = Math.max(user.lastWroteAt ?? 0, at);
    const mid = newMid(this.state.account.provider);
    return { body: this.envelope([this.fromUser(user, { message: { mid, text } }, at)]), mid };
  }

  /** A file the customer sends: held on the fake's CDN, its public link in the attachment's payload. */
  file(user: FakeUser, file: { bytes: Buffer; mime: string; name: string; type: 'image' | 'video' | 'audio' | 'file' }, text?: string): { body: Envelope; mid: string; url: string } {
    user.lastWroteAt = this.now();
    const key = newId('f');
    this.state.files.set(key, { bytes: file.bytes, mime: file.mime, name: file.name });
    const url = `${this.cdnBase}/cdn/${key}/${encodeURIComponent(file.name)}`;
    const mid = newMid(this.state.account.provider);
    const message = { mid, ...(text ? { text } : {}), attachments: [{ type: file.type, payload: { url } }] };
    return { body: this.envelope([this.fromUser(user, { message })]), mid, url };
  }

  /** The echo Meta posts for a message the account sent (ours through the Send API, or typed in Business Suite). */
  echo(to: FakeUser, mid: string, text: string): Envelope {
    const echo = { sender: { id: this.state.account.id }, recipient: { id: to.id }, timestamp: this.now(), message: { mid, text, is_echo: true } };
    return this.envelope([echo]);
  }

  /** Messenger's delivery receipt: these mids, and everything up to the watermark. */
  delivery(user: FakeUser, mids: string[], watermark = this.now()): Envelope {
    return this.envelope([this.fromUser(user, { delivery: { mids, watermark } })]);
  }

  /** Messenger's read receipt (a watermark) or Instagram's messaging_seen (the mid read). */
  read(user: FakeUser, mark: { watermark: number } | { mid: string }): Envelope {
    return this.envelope([this.fromUser(user, { read: mark })]);
  }

  /** Posts a body signed as Meta signs it (or with a wrong signature, per options). */
  post(body: unknown, options: PostOptions = {}) {
    return this.poster.post(body, options);
  }

  /** A customer writes a text: built and posted. */
  async write(user: FakeUser, text: string): Promise<{ status: number; mid: string }> {
    const { body, mid } = this.text(user, text);
    return { status: (await this.post(body)).status, mid };
  }
}
