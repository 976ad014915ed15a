import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, type TicketCursor } from './cursor';

const ID = '0b6f3c9e-6a51-4a57-9f5e-2d8a5f0f7d11';
const at = '2026-03-04 10:00:00.123456+00';
const cursor: TicketCursor = { sort: 'newest', key: [at], id: ID, total: 1234, filters: 'abc' };
const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('ticket list cursors', () => {
  it('round-trips every sort, url-safe', () => {
    for (const c of [cursor, { ...cursor, sort: 'oldest' }, { ...cursor, sort: 'updated' }, { ...cursor, sort: 'priority', key: ['0', at] }] as TicketCursor[]) {
      const text = encodeCursor(c);
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor(text)).toEqual(c);
    }
  });

  it('accepts the timestamp texts PostgreSQL writes', () => {
    for (const key of ['2026-03-04 10:00:00+00', '2026-03-04 10:00:00.5+05:30', '2026-03-04T10:00:00.123Z']) {
      expect(decodeCursor(encodeCursor({ ...cursor, key: [key] }))?.key).toEqual([key]);
    }
  });

  it('refuses anything it did not write', () => {
    for (const text of [
      '',
      'not base64 at all!',
      raw({ sort: 'newest' }),
      raw(['newest', [at], ID, 1]),
      raw(['sideways', [at], ID, 1, '']),
      raw(['newest', [at, at], ID, 1, '']),
      raw(['newest', ['yesterday'], ID, 1, '']),
      raw(['newest', ["2026-03-04'; drop table tickets"], ID, 1, '']),
      raw(['priority', ['4', at], ID, 1, '']),
      raw(['priority', [at], ID, 1, '']),
      raw(['newest', [at], 'not-an-id', 1, '']),
      raw(['newest', [at], ID, -1, '']),
      raw(['newest', [at], ID, 1.5, '']),
      raw(['newest', [at], ID, 1, 7]),
      raw(['toString', [at], ID, 1, '']),
    ]) {
      expect(decodeCursor(text), text).toBeUndefined();
    }
  });
});
