// The throwaway Dovecot of tests/fakes/mail: real IMAP (login checked, IDLE pushes EXISTS on a delivery),
// one per test file on its own port and directory, gone after stop().
import fs from 'node:fs/promises';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDovecot, type FakeDovecot } from '../../../../../tests/fakes/mail/dovecot';

let a: FakeDovecot;
let b: FakeDovecot;

beforeAll(async () => {
  [a, b] = await Promise.all([startDovecot([{ user: 'support@shop.test', password: 'imap-pw' }]), startDovecot([{ user: 'other@shop.test', password: 'x' }])]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
});

const mail = (id: string) => `From: Ana <ana@example.com>\r\nTo: support@shop.test\r\nSubject: Order ${id}\r\nMessage-ID: <${id}@example.com>\r\n\r\nWhere is it?\r\n`;

describe('the Dovecot fake', () => {
  it('runs several at once, each on its own port, and refuses a wrong password', async () => {
    expect(a.port).not.toBe(b.port);
    expect(a.dir).not.toBe(b.dir);
    const wrong = new ImapFlow({ host: a.host, port: a.port, secure: false, auth: { user: 'support@shop.test', pass: 'nope' }, logger: false });
    wrong.on('error', () => undefined);
    await expect(wrong.connect()).rejects.toThrow();
  });

  it('delivers by APPEND: UIDs grow and a listener in IDLE hears EXISTS at once', async () => {
    const listener = await a.client('support@shop.test');
    const lock = await listener.getMailboxLock('INBOX');
    const counts: number[] = [];
    listener.on('exists', (e: { count: number }) => counts.push(e.count));
    void listener.idle();
    const started = Date.now();
    expect(await a.append('support@shop.test', mail('o-1'))).toBe(1);
    await expect.poll(() => counts, { timeout: 5000 }).toEqual([1]);
    expect(Date.now() - started).toBeLessThan(5000);
    void listener.idle();
    expect(await a.append('support@shop.test', mail('o-2'))).toBe(2);
    await expect.poll(() => counts, { timeout: 5000 }).toEqual([1, 2]);
    const seen: string[] = [];
    for await (const m of listener.fetch('1:*', { envelope: true }, { uid: true })) seen.push(m.envelope?.messageId ?? '');
    expect(seen).toEqual(['<o-1@example.com>', '<o-2@example.com>']);
    lock.release();
    await listener.logout();
  });

  it('removes its directory and stops listening on stop()', async () => {
    const c = await startDovecot([{ user: 'u', password: 'p' }]);
    await c.stop();
    await expect(fs.stat(c.dir)).rejects.toThrow();
    const late = new ImapFlow({ host: c.host, port: c.port, secure: false, auth: { user: 'u', pass: 'p' }, logger: false });
    late.on('error', () => undefined);
    await expect(late.connect()).rejects.toThrow();
  });
});
