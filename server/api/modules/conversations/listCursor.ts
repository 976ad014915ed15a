import { isUuid } from '../../../../src/domain/validation';
import { isTimestampText } from '../../db/timestampText';

/**
 * Where the next page of conversations starts: the last row's lastMessageAt as PostgreSQL wrote it
 * (text keeps the microseconds a JavaScript Date would lose) and its id, plus the total counted on the
 * first page and a fingerprint of the filters, so a cursor is never applied to another search.
 */
export interface ConversationCursor {
  at: string;
  id: string;
  total: number;
  filters: string;
}


export function encodeConversationCursor(c: ConversationCursor): string {
  return Buffer.from(JSON.stringify([c.at, c.id, c.total, c.filters])).toString('base64url');
}

/** The cursor, or undefined when the text is not one this api wrote. */
export function decodeConversationCursor(text: string): ConversationCursor | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return undefined;
  const [at, id, total, filters] = parsed as unknown[];
  if (typeof at !== 'string' || !isTimestampText(at)) return undefined;
  if (!isUuid(id)) return undefined;
  if (typeof total !== 'number' || !Number.isSafeInteger(total) || total < 0) return undefined;
  if (typeof filters !== 'string') return undefined;
  return { at, id, total, filters };
}
