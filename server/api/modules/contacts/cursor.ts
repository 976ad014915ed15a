import { isUuid } from '../../../../src/domain/validation';
import { isTimestampText } from '../../db/timestampText';
import { badRequest } from '../../http/errors';

/**
 * A keyset position in the list ordered by (updated_at desc, id desc). The time is kept as PostgreSQL
 * printed it, to the microsecond: a JavaScript Date would round it to the millisecond and the next page
 * would repeat or skip rows written in the same millisecond.
 */
export interface ContactCursor {
  updatedAt: string;
  id: string;
}

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: ContactCursor): string {
  return Buffer.from(`${cursor.updatedAt}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(raw: string): ContactCursor {
  const [updatedAt = '', id = '', ...rest] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !TIME.test(updatedAt) || !isUuid(id) || !isTimestampText(updatedAt)) {
    throw badRequest('cursor is not valid: start again from the first page', { cursor: 'Invalid format' });
  }
  return { updatedAt, id };
}
