// List cursors travel through the browser, so they can be forged: a date that only looks right
// (February 30th, an offset of +99) used to reach the database's timestamptz cast and answer 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationWorld, type ConversationWorld } from '../modules/conversations/testWorld';

let w: ConversationWorld;
beforeAll(async () => {
  w = await conversationWorld('forged-cursor');
  for (const text of ['one', 'two', 'three']) await w.inbound(w.hook, text);
  for (const subject of ['one', 'two']) await w.post(w.admin, '/tickets', { subject });
});
afterAll(() => w.api.close());

const encode = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
/** The real next-page cursor of a list, decoded, to forge one that differs only in its time. */
async function realCursor(path: string): Promise<unknown[]> {
  const page = await w.admin.get(`/v2/api${path}?limit=1`);
  return JSON.parse(Buffer.from(page.body.data.nextCursor as string, 'base64url').toString('utf8')) as unknown[];
}

describe('a forged list cursor with an impossible time', () => {
  it('answers 400 for conversations', async () => {
    const [, id, total, filters] = await realCursor('/conversations');
    for (const at of ['2026-02-30 10:00:00+00', '2026-01-01 10:00:00+99']) {
      const res = await w.admin.get(`/v2/api/conversations?limit=1&cursor=${encode([at, id, total, filters])}`);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ cursor: 'Invalid cursor' });
    }
  });

  it('answers 400 for tickets', async () => {
    const [sort, , id, total, filters] = await realCursor('/tickets');
    const res = await w.admin.get(`/v2/api/tickets?limit=1&cursor=${encode([sort, ['2026-02-30 10:00:00+00'], id, total, filters])}`);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ cursor: expect.any(String) });
  });

  it('answers 400 for contacts', async () => {
    const res = await w.admin.get(`/v2/api/contacts?cursor=${encode('2026-02-30T10:00:00.000000Z|00000000-0000-4000-8000-000000000000')}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ result: 'error', code: 'INVALID_INPUT', message: 'cursor is not valid: start again from the first page', fields: { cursor: 'Invalid format' } });
  });
});
