import { hmac, safeEqual } from '../../security/tokens';

// A download link of an export: its id and expiry signed with HMAC-SHA256 under a key derived from the
// api's shared secret (every instance has it), so a link works on any instance, for EXPORT_RULES.linkMs,
// and no one can make or stretch one. The download also checks the session (an Administrator of the
// export's workspace): a link passed on to someone else opens nothing.

const keyOf = (secret: string) => hmac(secret, 'workspace-export-download-link');
const signed = (exportId: string, expires: number) => `${exportId}.${expires}`;

export function signExportLink(secret: string, exportId: string, expires: number): string {
  return hmac(keyOf(secret), signed(exportId, expires));
}

export type LinkCheck = 'ok' | 'invalid' | 'expired';

/** The signature is checked first, in constant time: an expiry someone changed is 'invalid', not 'expired'. */
export function checkExportLink(secret: string, exportId: string, expires: string, signature: string, now: number): LinkCheck {
  if (!/^\d{1,15}$/.test(expires)) return 'invalid';
  if (!safeEqual(signature, signExportLink(secret, exportId, Number(expires)))) return 'invalid';
  return Number(expires) <= now ? 'expired' : 'ok';
}
