// Meta's side of a webhook: the body signed as Meta signs it (X-Hub-Signature-256: sha256=<hex
// HMAC-SHA256(app secret, raw body)>) and POSTed to our app, and the GET handshake Meta runs when an
// app's callback URL is saved (hub.mode=subscribe, hub.verify_token, hub.challenge). Shared by every
// Meta fake (WhatsApp here, Messenger and Instagram in tests/fakes/messenger).
import { createHmac, randomInt } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Hub-Signature-256';

export function signMeta(appSecret: string, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

/**
 * Meta's JSON as it goes on the wire: non-ASCII escaped as \uXXXX, which is why a signature must be
 * checked over the raw bytes and never over a re-serialized body.
 */
export function metaJson(body: unknown): string {
  return JSON.stringify(body).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export interface Delivery {
  status: number;
  body: string;
}

export interface PostOptions {
  /** A signature in place of the right one (null: no header at all). */
  signature?: string | null;
  /** Another app secret to sign with (a wrong one). */
  appSecret?: string;
}

/** POSTs one webhook body to a callback URL, signed with the app secret. */
export async function postWebhook(url: string, appSecret: string, body: unknown, options: PostOptions = {}): Promise<Delivery> {
  const raw = typeof body === 'string' ? body : metaJson(body);
  const signature = options.signature === undefined ? signMeta(options.appSecret ?? appSecret, raw) : options.signature;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature !== null ? { [SIGNATURE_HEADER]: signature } : {}) },
    body: raw,
  });
  return { status: res.status, body: await res.text() };
}

/** The verification GET Meta sends when a callback URL is saved: subscribed only when the challenge comes back. */
export async function runHandshake(url: string, verifyToken: string): Promise<Delivery & { subscribed: boolean }> {
  const challenge = String(randomInt(1_000_000_000, 2_000_000_000));
  const target = new URL(url);
  target.searchParams.set('hub.mode', 'subscribe');
  target.searchParams.set('hub.challenge', challenge);
  target.searchParams.set('hub.verify_token', verifyToken);
  const res = await fetch(target);
  const body = await res.text();
  return { status: res.status, body, subscribed: res.status === 200 && body === challenge };
}

/** A callback URL once its handshake passed: what Meta posts events to, signed with the app's secret. */
export class WebhookPoster {
  url: string | undefined;

  constructor(public appSecret: string) {}

  async subscribe(url: string, verifyToken: string): Promise<Delivery & { subscribed: boolean }> {
    const answer = await runHandshake(url, verifyToken);
    if (answer.subscribed) this.url = url;
    return answer;
  }

  async post(body: unknown, options: PostOptions = {}): Promise<Delivery> {
    if (!this.url) throw new Error('No callback URL is subscribed: call subscribe(url, verifyToken) first, as saving it in Meta’s app dashboard does.');
    return postWebhook(this.url, this.appSecret, body, options);
  }
}
