// What the WhatsApp fake remembers: its business number, the credentials it accepts, the media it
// holds, each customer's last message time (for the 24-hour window), the templates and what was sent.
import { createHash, randomBytes } from 'node:crypto';

export interface FakeMedia {
  id: string;
  bytes: Buffer;
  mime: string;
  sha256: string;
  filename?: string;
}

export interface SentMessage {
  wamid: string;
  to: string;
  type: string;
  body: Record<string, unknown>;
  at: number;
}

export interface FakeTemplate {
  name: string;
  language: string;
  status: 'APPROVED' | 'PENDING' | 'REJECTED';
  category: string;
  components: { type: string; text?: string }[];
}

export interface WhatsAppState {
  phoneNumberId: string;
  displayNumber: string;
  wabaId: string;
  token: string;
  gatewayKey: string;
  appSecret: string;
  /** A revoked token (and gateway key) answers 190. */
  revoked: boolean;
  /** Milliseconds added to the fake's clock: moves the 24-hour window without waiting. */
  clockOffsetMs: number;
  lastInbound: Map<string, number>;
  media: Map<string, FakeMedia>;
  sent: SentMessage[];
  templates: FakeTemplate[];
  /** The gateway's webhook, as POST /v1/configs/webhook set it. */
  gatewayWebhook: { url: string; headers: Record<string, string> } | undefined;
  nextId: number;
}

export function emptyWhatsAppState(): WhatsAppState {
  const n = Math.floor(Math.random() * 1e9);
  return {
    phoneNumberId: String(100_000_000_000_000 + n),
    displayNumber: '+1 555 0100',
    wabaId: String(200_000_000_000_000 + n),
    token: `EAAG${randomBytes(24).toString('base64url')}`,
    gatewayKey: randomBytes(16).toString('hex'),
    appSecret: randomBytes(16).toString('hex'),
    revoked: false,
    clockOffsetMs: 0,
    lastInbound: new Map(),
    media: new Map(),
    sent: [],
    templates: [
      { name: 'order_update', language: 'en_US', status: 'APPROVED', category: 'UTILITY', components: [{ type: 'BODY', text: 'Hello {{1}}, your order {{2}} has news: please reply to this message.' }] },
      { name: 'follow_up', language: 'en_US', status: 'APPROVED', category: 'UTILITY', components: [{ type: 'BODY', text: 'We have an answer to your question: reply to continue.' }] },
      { name: 'draft_offer', language: 'en_US', status: 'PENDING', category: 'MARKETING', components: [{ type: 'BODY', text: 'Not approved yet' }] },
    ],
    gatewayWebhook: undefined,
    nextId: 1,
  };
}

export const fakeNow = (state: WhatsAppState) => Date.now() + state.clockOffsetMs;

export function newWamid(state: WhatsAppState): string {
  return `wamid.HBgL${Buffer.from(`${state.phoneNumberId}:${state.nextId++}:${randomBytes(6).toString('hex')}`).toString('base64url')}`;
}

export function addMedia(state: WhatsAppState, bytes: Buffer, mime: string, filename?: string): FakeMedia {
  const media: FakeMedia = { id: String(900_000_000_000 + state.nextId++), bytes, mime, sha256: createHash('sha256').update(bytes).digest('hex'), ...(filename ? { filename } : {}) };
  state.media.set(media.id, media);
  return media;
}
