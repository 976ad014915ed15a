import type { TicketSort } from '../../../../src/domain/inbox';
import { isUuid } from '../../../../src/domain/validation';
import { isTimestampText } from '../../db/timestampText';

/**
 * Where the next page starts: the last row's sort key and id, plus the total counted on the first page
 * (counting 100,000 rows on every scroll step would cost more than the page itself) and a fingerprint
 * of the filters, so a cursor is never applied to another search.
 */
export interface TicketCursor {
  sort: TicketSort;
  /** The sort key as the database wrote it: timestamps as text keep their microseconds. */
  key: string[];
  id: string;
  total: number;
  filters: string;
}

// PostgreSQL's text of a timestamptz ('2026-03-04 10:00:00.123456+00'); anything else would fail the cast.
const TIMESTAMP = { test: isTimestampText };
const KEY_SHAPE: Record<TicketSort, { test(text: string): boolean }[]> = {
  newest: [TIMESTAMP],
  oldest: [TIMESTAMP],
  updated: [TIMESTAMP],
  priority: [/^[0-3]$/, TIMESTAMP],
  // 0: tickets with a due time, by it; 1: the others, newest first
  sla: [/^[01]$/, TIMESTAMP],
};

export function encodeCursor(cursor: TicketCursor): string {
  const { sort, key, id, total, filters } = cursor;
  return Buffer.from(JSON.stringify([sort, key, id, total, filters])).toString('base64url');
}

/** The cursor, or undefined when the text is not one this api wrote. */
export function decodeCursor(text: string): TicketCursor | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) return undefined;
  const [sort, key, id, total, filters] = parsed as unknown[];
  if (typeof sort !== 'string' || !Object.hasOwn(KEY_SHAPE, sort)) return undefined;
  const sortName = sort as TicketSort;
  const shape = KEY_SHAPE[sortName];
  if (!Array.isArray(key) || key.length !== shape.length || !key.every((k, i) => typeof k === 'string' && shape[i]!.test(k))) return undefined;
  if (!isUuid(id)) return undefined;
  if (typeof total !== 'number' || !Number.isSafeInteger(total) || total < 0) return undefined;
  if (typeof filters !== 'string') return undefined;
  return { sort: sortName, key: key as string[], id, total, filters };
}
