import { randomFillSync } from 'node:crypto';

const VALID_ID = /^[A-Za-z0-9-]{1,64}$/;

const BATCH = 128;
const UUID_LENGTH = 36;
const HEX = Buffer.from('0123456789abcdef', 'latin1');
const randomBytes = Buffer.alloc(16 * BATCH);
const formatted = Buffer.alloc(UUID_LENGTH * BATCH);
let batch = '';
let used = BATCH;

/**
 * Version 4 UUIDs, formatted 128 at a time into one string that each id is a slice of. randomUUID() joins
 * twenty pieces per id, about 600 bytes of short-lived strings on every request that brings no id.
 */
function formatBatch(): string {
  randomFillSync(randomBytes);
  let at = 0;
  for (let i = 0; i < randomBytes.length; i += 1) {
    const position = i % 16;
    let byte = randomBytes[i]!;
    if (position === 6) byte = (byte & 0x0f) | 0x40; // version 4
    else if (position === 8) byte = (byte & 0x3f) | 0x80; // RFC 4122 variant
    if (position === 4 || position === 6 || position === 8 || position === 10) formatted[at++] = 0x2d; // '-'
    formatted[at++] = HEX[byte >> 4]!;
    formatted[at++] = HEX[byte & 0x0f]!;
  }
  return formatted.toString('latin1');
}

export function newRequestId(): string {
  if (used === BATCH) {
    batch = formatBatch();
    used = 0;
  }
  const start = used++ * UUID_LENGTH;
  return batch.slice(start, start + UUID_LENGTH);
}

/** Keeps a client's id when it is safe to log and forward, otherwise makes a new one. */
export function resolveRequestId(sent: string | string[] | undefined): string {
  return typeof sent === 'string' && VALID_ID.test(sent) ? sent : newRequestId();
}
