import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/inboxSchema';
import { channelOutbox } from '../../db/outboxSchema';
import { createTestApi, seedUser, type TestApi } from '../../testing/harness';
import { eventsSince } from '../../realtime/eventStore';
import { createRecorder, RECORD_WITHIN_MS } from './recorder';
import { openSendJournal } from './sendJournal';
import { queuedReply, scriptedDefinition, testChannel } from './testChannel';
import { claimDue, createOutboxWorker, DEFAULT_LEASE_MS } from './worker';

let api: TestApi;
let workspaceId: string;
let dir: string;
const test = scriptedDefinition();

beforeAll(async () => {
  api = await createTestApi();
  workspaceId = (await seedUser(api, { email: 'admin@journal.test' })).workspaceId;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'send-journal-'));
});
afterEach(() => {
  test.script.length = 0;
  test.calls.length = 0;
});
afterAll(async () => {
  await api.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

let files = 0;
const journalFile = () => path.join(dir, `journal-${(files += 1)}`);
const rowOf = async (messageId: string) => (await api.deps.db.select().from(channelOutbox).where(eq(channelOutbox.messageId, messageId)))[0]!;
const stateOf = async (id: string) => (await api.deps.db.select({ state: messages.deliveryState }).from(messages).where(eq(messages.id, id)))[0]!.state;

describe('the send journal', () => {
  it('keeps what was taken until the database recorded it, and a line cut short by a kill is ignored', () => {
    const file = journalFile();
    const journal = openSendJournal(file);
    journal.record({ rowId: 'a', attempts: 1, externalIds: ['1:7'] });
    journal.record({ rowId: 'b', attempts: 2, externalIds: ['1:8', '1:9'] });
    journal.committed('a');
    journal.settle();
    journal.close();
    fs.appendFileSync(file, '{"rowId":"c","attem');
    const reopened = openSendJournal(file);
    expect(reopened.leftOver).toEqual([{ rowId: 'b', attempts: 2, externalIds: ['1:8', '1:9'] }]);
    reopened.committed('b');
    reopened.settle();
    reopened.close();
    expect(fs.readFileSync(file, 'utf8')).toBe('');
  });

  it('a reply the provider took just before the process died is recorded at the next start, not sent again', async () => {
    const channel = await testChannel(api, workspaceId);
    const reply = await queuedReply(api, channel, 'Taken, then killed');
    // The dead process: it claimed the row, the provider took the reply, the journal has it, the commit never came.
    const [claimed] = await claimDue(api.deps, 10, DEFAULT_LEASE_MS, reply.deliveryId);
    const file = journalFile();
    const dead = openSendJournal(file);
    dead.record({ rowId: claimed!.id, attempts: 1, externalIds: ['ext-taken'] });
    dead.close();

    api.clock.now = new Date(api.clock.now.getTime() + DEFAULT_LEASE_MS);
    const restarted = createOutboxWorker(api.deps, { definitionFor: test.definitionFor, journalFile: file });
    expect(await restarted.runOnce()).toBe(0);
    expect(test.calls).toEqual([]);
    expect(await rowOf(reply.messageId)).toMatchObject({ state: 'sent', attempts: 1, externalIds: ['ext-taken'] });
    expect(await stateOf(reply.messageId)).toBe('sent');
    expect(fs.readFileSync(file, 'utf8')).toBe('');
    await restarted.stop();
  });

  it('without the journal the same row is sent again once its lease ends (what the journal prevents)', async () => {
    const channel = await testChannel(api, workspaceId);
    const reply = await queuedReply(api, channel, 'Taken, then killed, no journal');
    await claimDue(api.deps, 10, DEFAULT_LEASE_MS, reply.deliveryId);
    api.clock.now = new Date(api.clock.now.getTime() + DEFAULT_LEASE_MS);
    expect(await createOutboxWorker(api.deps, { definitionFor: test.definitionFor }).runOnce()).toBe(1);
    expect(test.calls.map((c) => c.messageId)).toEqual([reply.messageId]);
  });

  it('every reply a worker sends passes through the journal, which is empty after each round', async () => {
    const channel = await testChannel(api, workspaceId);
    const replies = [await queuedReply(api, channel, 'one'), await queuedReply(api, channel, 'two')];
    const file = journalFile();
    const worker = createOutboxWorker(api.deps, { definitionFor: test.definitionFor, journalFile: file });
    const written: string[] = [];
    const write = fs.writeSync;
    const spy = ((fd: number, data: string) => (written.push(String(data)), write(fd, data))) as typeof fs.writeSync;
    fs.writeSync = spy;
    try {
      expect(await worker.runOnce()).toBe(2);
    } finally {
      fs.writeSync = write;
      await worker.stop();
    }
    expect(written.map((line) => (JSON.parse(line) as { rowId: string }).rowId).sort()).toEqual(replies.map((r) => r.deliveryId).sort());
    expect(fs.readFileSync(file, 'utf8')).toBe('');
    for (const reply of replies) expect(await stateOf(reply.messageId)).toBe('sent');
  });
});

describe('recording a round with the journal', () => {
  const tick = { ms: 0 };
  const clock = () => tick.ms;
  const events = async () => (await eventsSince(api.deps.db, workspaceId, 0, 10_000)).events.filter((e) => e.type === 'message updated');
  const accepted = async (channel: Awaited<ReturnType<typeof testChannel>>, text: string) => {
    const reply = await queuedReply(api, channel, text);
    return { rowId: reply.deliveryId, attempts: 1, externalIds: [`ext-${text}`], messageId: reply.messageId, workspaceId };
  };

  it('records the successes together when the round ends, then tells the consoles of each', async () => {
    const channel = await testChannel(api, workspaceId);
    const [a, b] = [await accepted(channel, 'a'), await accepted(channel, 'b')];
    const journal = openSendJournal(journalFile());
    const recorder = createRecorder(api.deps, journal, clock);
    const published = (await events()).length;
    for (const reply of [a, b]) {
      journal.record(reply);
      await recorder.add(reply);
    }
    expect([await stateOf(a.messageId), await stateOf(b.messageId)]).toEqual(['pending', 'pending']);
    expect(journal.unrecorded().map((e) => e.rowId)).toEqual([a.rowId, b.rowId]);
    await recorder.finish();
    expect([await stateOf(a.messageId), await stateOf(b.messageId)]).toEqual(['sent', 'sent']);
    expect(journal.unrecorded()).toEqual([]);
    const told = (await events()).slice(published).map((e) => (e.payload as { message: { id: string; deliveryState: string } }).message);
    expect(told.map((m) => [m.id, m.deliveryState])).toEqual([
      [a.messageId, 'sent'],
      [b.messageId, 'sent'],
    ]);
    journal.close();
  });

  it(`records at once once the oldest success has waited ${RECORD_WITHIN_MS} ms (a slow provider's round), and at once without a journal`, async () => {
    const channel = await testChannel(api, workspaceId);
    const [a, b, c] = [await accepted(channel, 'slow-a'), await accepted(channel, 'slow-b'), await accepted(channel, 'no-journal')];
    const journal = openSendJournal(journalFile());
    const recorder = createRecorder(api.deps, journal, clock);
    await recorder.add(a);
    tick.ms += RECORD_WITHIN_MS - 1;
    expect(await stateOf(a.messageId)).toBe('pending');
    tick.ms += 1;
    await recorder.add(b);
    expect([await stateOf(a.messageId), await stateOf(b.messageId)]).toEqual(['sent', 'sent']);
    await recorder.finish();
    journal.close();

    await createRecorder(api.deps, undefined, clock).add(c);
    expect(await stateOf(c.messageId)).toBe('sent');
  });

  it('a success the database failed to record stays in the journal and is recorded at the next round, not sent again', async () => {
    const channel = await testChannel(api, workspaceId);
    const reply = await queuedReply(api, channel, 'Taken, record failed');
    const file = journalFile();
    let failures = 1;
    const db = new Proxy(api.deps.db, {
      get(target, key, receiver) {
        if (key === 'execute' && failures > 0) {
          failures -= 1;
          return () => Promise.reject(new Error('the database went away for a moment'));
        }
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const worker = createOutboxWorker({ ...api.deps, db }, { definitionFor: test.definitionFor, journalFile: file });
    expect(await worker.runOnce()).toBe(1);
    expect(await stateOf(reply.messageId)).toBe('pending');
    expect(fs.readFileSync(file, 'utf8')).toContain(reply.deliveryId);
    api.clock.now = new Date(api.clock.now.getTime() + DEFAULT_LEASE_MS);
    expect(await worker.runOnce()).toBe(0);
    expect(test.calls.map((c) => c.messageId)).toEqual([reply.messageId]);
    expect(await rowOf(reply.messageId)).toMatchObject({ state: 'sent', attempts: 1 });
    expect(fs.readFileSync(file, 'utf8')).toBe('');
    await worker.stop();
  });
});
