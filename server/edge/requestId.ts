import { randomUUID } from 'node:crypto';

const VALID_ID = /^[A-Za-z0-9-]{1,64}$/;

/** Keeps a client's id when it is safe to log and forward, otherwise makes a new one. */
export function resolveRequestId(sent: string | string[] | undefined): string {
  return typeof sent === 'string' && VALID_ID.test(sent) ? sent : randomUUID();
}
