// The customer face of the WhatsApp fake: a WhatsApp user writes to the business number, and Meta posts
// the webhook (signed with the app secret) to the subscribed callback URL, or the gateway posts it with
// the header registered at /v1/configs/webhook. Bodies can be built first and delivered later, twice,
// or out of order; statuses of our replies are posted as Meta sends them (sent, delivered, read, failed).
import { WebhookPoster, type Delivery, type PostOptions } from './signer';
import { addMedia, fakeNow, newWamid, type WhatsAppState } from './whatsappState';

export interface WaUser {
  waId: string;
  name: string;
}

export type WaEnvelope = { object: 'whatsapp_business_account'; entry: { id: string; changes: { field: string; value: Record<string, unknown> }[] }[] };

export class WhatsAppCustomer {
  readonly poster: WebhookPoster;

  constructor(private readonly state: WhatsAppState) {
    this.poster = new WebhookPoster(state.appSecret);
  }

  private envelope(value: Record<string, unknown>): WaEnvelope {
    const metadata = { display_phone_number: this.state.displayNumber.replace(/\D/g, ''), phone_number_id: this.state.phoneNumberId };
    return { object: 'whatsapp_business_account', entry: [{ id: this.state.wabaId, changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata, ...value } }] }] };
  }

  private message(user: WaUser, content: Record<string, unknown>, at = fakeNow(this.state)): WaEnvelope & { wamid: string } {
    const wamid = newWamid(this.state);
    const message = { from: user.waId, id: wamid, timestamp: String(Math.floor(at / 1000)), ...content };
    return { ...this.envelope({ contacts: [{ profile: { name: user.name }, wa_id: user.waId }], messages: [message] }), wamid };
  }

  text(user: WaUser, body: string, at?: number): WaEnvelope & { wamid: string } {
    return this.message(user, { type: 'text', text: { body } }, at);
  }

  /** An image, document, audio or video: its bytes held by the fake under a media id. */
  media(user: WaUser, kind: 'image' | 'document' | 'audio' | 'video', bytes: Buffer, mime: string, extra: { filename?: string; caption?: string } = {}): WaEnvelope & { wamid: string } {
    const media = addMedia(this.state, bytes, mime, extra.filename);
    return this.message(user, { type: kind, [kind]: { id: media.id, mime_type: mime, sha256: media.sha256, ...extra } });
  }

  status(wamid: string, status: 'sent' | 'delivered' | 'read' | 'failed', to: string, error?: { code: number; title: string; details?: string }): WaEnvelope {
    const entry = { id: wamid, status, timestamp: String(Math.floor(fakeNow(this.state) / 1000)), recipient_id: to, ...(error ? { errors: [{ code: error.code, title: error.title, message: error.title, error_data: { details: error.details ?? error.title } }] } : {}) };
    return this.envelope({ statuses: [entry] });
  }

  /** Posts a body as Meta (or the gateway) does; a message's time counts as the customer's last inbound. */
  async deliver(body: WaEnvelope, options: PostOptions = {}): Promise<Delivery> {
    for (const change of body.entry.flatMap((e) => e.changes)) {
      for (const m of (change.value.messages as { from: string; timestamp: string }[] | undefined) ?? []) {
        this.state.lastInbound.set(m.from, Math.max(this.state.lastInbound.get(m.from) ?? 0, Number(m.timestamp) * 1000));
      }
    }
    const gateway = this.state.gatewayWebhook;
    if (gateway && !this.poster.url) {
      const res = await fetch(gateway.url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...gateway.headers }, body: JSON.stringify(body) });
      return { status: res.status, body: await res.text() };
    }
    return this.poster.post(body, options);
  }

  async write(user: WaUser, text: string): Promise<Delivery & { wamid: string }> {
    const body = this.text(user, text);
    return { ...(await this.deliver(body)), wamid: body.wamid };
  }

  /** Sets when the customer last wrote (hours ago, on the fake's clock): closes or opens the 24-hour window. */
  lastWrote(user: WaUser, hoursAgo: number): void {
    this.state.lastInbound.set(user.waId, fakeNow(this.state) - hoursAgo * 3_600_000);
  }
}

