import { hmac, randomToken, safeEqual } from '../../security/tokens';

// A visitor has no account: their identity is a random id, and the token is that id with a MAC under
// the channel's secret. It is kept in the visitor's browser (the widget's frame cannot rely on cookies,
// which browsers drop in third-party frames). Rotating the channel's secret ends every visitor identity.

const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export interface TokenChannel {
  id: string;
  secret: string;
}

const mac = (channel: TokenChannel, visitorId: string) => hmac(channel.secret, `webchat-visitor:${channel.id}:${visitorId}`);

export const newVisitorId = (): string => randomToken(16);

export function visitorToken(channel: TokenChannel, visitorId: string): string {
  if (!VISITOR_ID.test(visitorId)) throw new Error('not a visitor id');
  return `${visitorId}.${mac(channel, visitorId)}`;
}

/** The visitor id when the token was made for this channel with its current secret. */
export function verifyVisitorToken(channel: TokenChannel, token: unknown): string | undefined {
  if (typeof token !== 'string') return undefined;
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const visitorId = match[1]!;
  return safeEqual(match[2]!, mac(channel, visitorId)) ? visitorId : undefined;
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer (\S{1,200})$/.exec(header ?? '');
  return match?.[1];
}

/**
 * A file url handed to one visitor: the file's id signed for the channel, so a visitor can fetch the
 * files of their own conversation (the frame cannot send a Bearer header from an <img>) and no other.
 */
export const fileSignature = (channel: TokenChannel, uploadId: string) => hmac(channel.secret, `webchat-file:${channel.id}:${uploadId}`);

/** The id a visitor's upload is known by until it is sent: the upload's id bound to that visitor. */
export function signedUploadId(channel: TokenChannel, visitorId: string, uploadId: string): string {
  return `${uploadId}.${hmac(channel.secret, `webchat-upload:${channel.id}:${visitorId}:${uploadId}`)}`;
}

export function verifySignedUploadId(channel: TokenChannel, visitorId: string, signed: unknown): string | undefined {
  if (typeof signed !== 'string') return undefined;
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(signed);
  if (!match) return undefined;
  const expected = hmac(channel.secret, `webchat-upload:${channel.id}:${visitorId}:${match[1]}`);
  return safeEqual(match[2]!, expected) ? match[1] : undefined;
}
