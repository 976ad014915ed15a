import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Values the server must read back (not just compare) are kept sealed with AES-256-GCM. The key is
// derived from one of the server's secrets with HKDF and a purpose label, so each use gets its own key
// and a value sealed for one purpose or one owner (the associated data) cannot be opened as another.

const VERSION = 'v1';
const IV_BYTES = 12;

// Derived once per secret and purpose: a webhook's signature check unseals its channel's app secret on
// every call, and HKDF there was a measurable part of each call's time under a burst.
const derived = new Map<string, Buffer>();

export function deriveKey(secret: string, purpose: string): Buffer {
  const id = `${purpose}\u0000${secret}`;
  let key = derived.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'omnichannel-inbox', purpose, 32));
    if (derived.size >= 64) derived.clear();
    derived.set(id, key);
  }
  // A copy: a caller that fills or reuses the buffer cannot change the remembered key.
  return Buffer.from(key);
}

/** `v1.<iv>.<ciphertext>.<tag>`, base64url parts. */
export function seal(key: Buffer, plaintext: string, associatedData: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The plaintext, or undefined when the value was changed, sealed with another key, or for another owner. */
export function unseal(key: Buffer, sealed: string, associatedData: string): string | undefined {
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return undefined;
  const [, iv, body, tag] = parts as [string, string, string, string];
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: 16 });
    decipher.setAAD(Buffer.from(associatedData));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
