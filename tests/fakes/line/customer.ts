// The customer face: a LINE user writes to the Official Account; the fake builds the webhook body LINE
// sends (https://developers.line.biz/en/reference/messaging-api/#webhook-event-objects), signs it with the
// channel secret (x-line-signature) and can send it again as a redelivery.
import { createHmac, randomBytes } from 'node:crypto';
import type { LineFakeState } from './state';

export type LineEvent = Record<string, unknown> & { webhookEventId: string; message: { id: string } };

export class LineCustomer {
  constructor(private readonly state: LineFakeState) {}

  private event(userId: string, message: Record<string, unknown>): LineEvent {
    this.state.users.add(userId);
    const replyToken = randomBytes(16).toString('hex');
    this.state.replyTokens.set(replyToken, { userId, issuedAt: Date.now(), used: false });
    const id = String(this.state.nextId++);
    return {
      type: 'message',
      mode: 'active',
      timestamp: Date.now(),
      source: { type: 'user', userId },
      webhookEventId: `01${randomBytes(12).toString('hex').toUpperCase()}`,
      deliveryContext: { isRedelivery: false },
      replyToken,
      message: { id, ...message },
    };
  }

  text(userId: string, text: string): LineEvent {
    return this.event(userId, { type: 'text', text, quoteToken: randomBytes(8).toString('hex') });
  }

  /** An image, video or audio message: its bytes wait on the content endpoint. */
  media(userId: string, type: 'image' | 'video' | 'audio', bytes: Buffer, mime: string): LineEvent {
    const event = this.event(userId, { type, contentProvider: { type: 'line' } });
    this.state.contents.set(event.message.id, { bytes, mime });
    return event;
  }

  file(userId: string, bytes: Buffer, fileName: string): LineEvent {
    const event = this.event(userId, { type: 'file', fileName, fileSize: bytes.length });
    this.state.contents.set(event.message.id, { bytes, mime: 'application/octet-stream' });
    return event;
  }

  /** The same event as LINE sends it again after our endpoint failed (the redelivery setting). */
  redelivery(event: LineEvent): LineEvent {
    return { ...event, deliveryContext: { isRedelivery: true } };
  }

  /** Makes the reply tokens issued so far lapse, as a minute passing would. */
  expireReplyTokens(): void {
    for (const token of this.state.replyTokens.values()) token.issuedAt -= 120_000;
  }

  /** The webhook body of these events (none: the console's 'Verify'). */
  body(events: LineEvent[]): string {
    return JSON.stringify({ destination: 'Ufakebot0000000000000000000000000', events });
  }

  sign(body: string, secret = this.state.channelSecret): string {
    return createHmac('sha256', secret).update(body).digest('base64');
  }

  /** POSTs the events, signed, to the endpoint the channel set. */
  async deliver(events: LineEvent[]): Promise<{ status: number; body: string }> {
    if (!this.state.webhook) throw new Error('No webhook endpoint set: the connector must set it first.');
    const body = this.body(events);
    const res = await fetch(this.state.webhook, { method: 'POST', headers: { 'Content-Type': 'application/json', 'x-line-signature': this.sign(body) }, body });
    return { status: res.status, body: await res.text() };
  }
}
