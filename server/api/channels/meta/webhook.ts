// The Meta webhook layer every Meta channel shares (WhatsApp, Messenger, Instagram; channels.md §4.0):
// the GET hub.challenge handshake with the channel's verify token, and X-Hub-Signature-256, an
// HMAC-SHA256 of the raw body keyed by the Meta app's secret, checked in constant time before anything
// is stored. A channel's definition builds its inbound side with metaInbound() and parses the envelope.
import type { ApiDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import { safeEqual } from '../../security/tokens';
import type { ChannelRow } from '../connector';
import type { ChannelDefinition, InboundItem, InboundSide, RawRequest } from '../definition';
import { channelSetting } from '../settingsStore';
import { signatureMatches } from '../webhook/signature';

/** Node lower-cases header names; Meta sends it as X-Hub-Signature-256: sha256=<hex>. */
export const META_SIGNATURE_HEADER = 'x-hub-signature-256';
/** The settings key of the Meta app's secret (a 'secret' field, sealed) on every Meta channel. */
export const APP_SECRET = 'appSecret';

/** One entry of a Meta webhook body: `changes` for WhatsApp and page fields, `messaging` for Messenger and Instagram. */
export interface MetaEntry {
  id?: string;
  time?: number;
  changes?: { field?: string; value?: unknown }[];
  messaging?: Record<string, unknown>[];
}

export interface MetaEnvelope {
  object: string;
  entry: MetaEntry[];
}

/**
 * The verify token Meta echoes in the handshake is the channel's own secret: the settings page shows it
 * to copy into Meta's app dashboard, and rotating the secret changes it.
 */
export function metaHandshake(channel: Pick<ChannelRow, 'secret'>, req: RawRequest): { status: number; body: string } | undefined {
  const token = req.query['hub.verify_token'] ?? '';
  const challenge = req.query['hub.challenge'] ?? '';
  if (req.query['hub.mode'] !== 'subscribe' || !challenge || !safeEqual(token, channel.secret)) return undefined;
  return { status: 200, body: challenge };
}

/** The signature over the raw bytes (Meta escapes non-ASCII in what it signs: never re-serialize). */
export function metaSignatureValid(appSecret: string | undefined, req: RawRequest): boolean {
  if (!appSecret) return false;
  return signatureMatches(appSecret, req.body, req.headers[META_SIGNATURE_HEADER]);
}

/** The body as Meta documents it; anything else is a 400 (it was signed, so it is Meta's mistake or a test). */
export function readEnvelope(body: Buffer): MetaEnvelope {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest('This is not JSON: Meta sends its webhooks as JSON.');
  }
  const envelope = parsed as Partial<MetaEnvelope> | null;
  if (typeof envelope?.object !== 'string' || !Array.isArray(envelope.entry)) throw badRequest('This is not a Meta webhook: it has no object and entry.');
  return { object: envelope.object, entry: envelope.entry.filter((e): e is MetaEntry => typeof e === 'object' && e !== null) };
}

/** An event the channel does not handle: acknowledged with the call, and logged when it is processed. */
export function ignoredEvent(channel: Pick<ChannelRow, 'id' | 'type'>, what: string): InboundItem {
  return { kind: 'apply', key: `ignored:${what}`, run: async (deps) => deps.logger.info('meta event ignored', { channelId: channel.id, type: channel.type, what }) };
}

/**
 * A Meta channel's inbound side: handshake and signature shared, the envelope handed to the channel's
 * own reader. An object or field the reader does not know gives no items: the call is acknowledged
 * (200) and logged by the reader, never refused, or Meta would retry it for days.
 */
export function metaInbound(
  read: (channel: ChannelRow, envelope: MetaEnvelope) => InboundItem[],
  /** The definition whose secret fields the app secret is sealed as (the registry's for the channel's type by default). */
  definition?: () => ChannelDefinition,
): InboundSide {
  return {
    handshake: metaHandshake,
    verify: (channel: ChannelRow, req: RawRequest, deps?: ApiDeps) => deps !== undefined && metaSignatureValid(channelSetting(deps, channel, APP_SECRET, definition?.()), req),
    parse: (channel: ChannelRow, req: RawRequest) => read(channel, readEnvelope(req.body)),
  };
}
