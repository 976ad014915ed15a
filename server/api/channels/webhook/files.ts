import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a file link in an outbound webhook body works: long enough for a queue that was down a while. */
export const FILE_LINK_TTL_MS = 7 * 24 * 3600_000;

const mac = (secret: string, uploadId: string, expires: number) =>
  createHmac('sha256', secret).update(`file:${uploadId}:${expires}`).digest('hex');

/**
 * The receiver of a webhook has no session, so the files of a reply are given as links signed with the
 * channel's secret that expire; rotating the secret ends them at once.
 */
export function signedFileUrl(publicUrl: string, channel: { publicId: string; secret: string }, file: { id: string; name: string }, now: Date): string {
  const expires = now.getTime() + FILE_LINK_TTL_MS;
  const path = `/v2/api/channels/webhook/${channel.publicId}/files/${file.id}/${encodeURIComponent(file.name)}`;
  return `${publicUrl.replace(/\/+$/, '')}${path}?expires=${expires}&signature=${mac(channel.secret, file.id, expires)}`;
}

export function fileLinkValid(secret: string, uploadId: string, expires: unknown, signature: unknown, now: Date): boolean {
  if (typeof expires !== 'string' || !/^\d{1,15}$/.test(expires) || typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const at = Number(expires);
  if (at <= now.getTime()) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(mac(secret, uploadId, at), 'hex'));
}
