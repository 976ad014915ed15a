import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { channels, messages } from '../../db/inboxSchema';
import { channelPollLeases } from '../../db/outboxSchema';
import { insertChannel } from '../../modules/channels/repository';
import { createTestApi, seedUser, type TestApi } from '../../testing/harness';
import type { ChannelRow } from '../connector';
import type { ChannelDefinition, InboundItem } from '../definition';
import { tableCapabilities } from '../capabilities';
import { createPollingRunner } from './runner';

let api: TestApi;
let workspaceId: string;

/** A polled mailbox of the test: each poll answers the next scripted batch (or waits on a gate). */
function polledDefinition() {
  const polls: string[] = [];
  const batches: (InboundItem[] | Promise<InboundItem[]>)[] = [];
  const definition: ChannelDefinition = {
    matches: (t) => t === 'EMAIL',
    settings: { fields: [], howToConnect: 'test' },
    capabilities: tableCapabilities('EMAIL'),
    polling: {
      intervalMs: 60_000,
      async poll(_deps, channel) {
        polls.push(channel.id);
        return (await batches.shift()) ?? [];
      },
    },
  };
  return { polls, batches, definitionFor: (t: string) => (definition.matches(t) ? definition : undefined) };
}

const mail = (id: string): InboundItem => ({ kind: 'message', message: { externalContactId: 'ana@example.com', externalMessageId: id, text: `mail ${id}` } });
const textsOf = async (channel: ChannelRow) => (await api.deps.db.select().from(messages).where(eq(messages.channelId, channel.id))).map((m) => m.text).sort();
const advance = (ms: number) => (api.clock.now = new Date(api.clock.now.getTime() + ms));

beforeAll(async () => {
  api = await createTestApi();
  workspaceId = (await seedUser(api, { email: 'admin@polling.test' })).workspaceId;
});
// Each test's mailboxes are turned off after it: a runner polls every polling channel of the database.
afterEach(() => api.deps.db.update(channels).set({ enabled: false }).where(eq(channels.type, 'EMAIL')));
afterAll(() => api.close());

describe('polling channels', () => {
  it('polls a due channel, stores what came, and waits the interval before the next poll', async () => {
    const test = polledDefinition();
    const channel = await insertChannel(api.deps.db, { workspaceId, type: 'EMAIL', name: 'Mailbox', settings: {} });
    const runner = createPollingRunner(api.deps, { owner: 'a', definitionFor: test.definitionFor });
    test.batches.push([mail('m-1'), mail('m-2')]);
    expect(await runner.runOnce()).toBe(1);
    expect(await textsOf(channel)).toEqual(['mail m-1', 'mail m-2']);
    advance(59_999);
    expect(await runner.runOnce()).toBe(0);
    advance(1);
    test.batches.push([mail('m-2'), mail('m-3')]);
    expect(await runner.runOnce()).toBe(1);
    expect(await textsOf(channel)).toEqual(['mail m-1', 'mail m-2', 'mail m-3']);
  });

  it('lets one instance poll a channel at a time, and another take over when the first died mid-poll', async () => {
    const test = polledDefinition();
    const channel = await insertChannel(api.deps.db, { workspaceId, type: 'EMAIL', name: 'Shared', settings: {} });
    const a = createPollingRunner(api.deps, { owner: 'a', leaseMs: 120_000, definitionFor: test.definitionFor });
    const b = createPollingRunner(api.deps, { owner: 'b', leaseMs: 120_000, definitionFor: test.definitionFor });
    // Instance a takes the lease and hangs in its poll (then it is killed: the promise never settles).
    test.batches.push(new Promise<InboundItem[]>(() => undefined));
    void a.runOnce();
    await expect.poll(() => test.polls.length).toBe(1);
    expect(await b.runOnce()).toBe(0);
    advance(119_999);
    expect(await b.runOnce()).toBe(0);
    advance(1);
    test.batches.push([mail('after-crash')]);
    expect(await b.runOnce()).toBe(1);
    expect(test.polls).toEqual([channel.id, channel.id]);
    expect(await textsOf(channel)).toEqual(['mail after-crash']);
    const [lease] = await api.deps.db.select().from(channelPollLeases).where(eq(channelPollLeases.channelId, channel.id));
    expect(lease).toMatchObject({ owner: 'b', lastError: null, nextPollAt: new Date(api.clock.now.getTime() + 60_000) });
  });

  it('keeps polling after a failed poll, recording why, and skips channels turned off', async () => {
    const test = polledDefinition();
    const channel = await insertChannel(api.deps.db, { workspaceId, type: 'EMAIL', name: 'Flaky', settings: {} });
    const off = await insertChannel(api.deps.db, { workspaceId, type: 'EMAIL', name: 'Off', settings: {}, enabled: false });
    const runner = createPollingRunner(api.deps, { owner: 'c', definitionFor: test.definitionFor });
    test.batches.push(Promise.reject(new Error('IMAP login refused')));
    advance(3600_000);
    await runner.runOnce();
    expect(test.polls).not.toContain(off.id);
    const [lease] = await api.deps.db.select().from(channelPollLeases).where(eq(channelPollLeases.channelId, channel.id));
    expect(lease!.lastError).toBe('IMAP login refused');
  });
});
