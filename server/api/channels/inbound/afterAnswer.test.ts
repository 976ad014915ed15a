import express from 'express';
import supertest from 'supertest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelInboundEvents } from '../../db/outboxSchema';
import { errorHandler } from '../../http/errors';
import { insertChannel } from '../../modules/channels/repository';
import { createTestApi, seedUser, type TestApi } from '../../testing/harness';
import { tableCapabilities } from '../capabilities';
import type { ChannelRow } from '../connector';
import type { ChannelDefinition } from '../definition';
import { heldUntil, processAfterAnswer } from './afterAnswer';
import { channelInboundRoutes } from './routes';
import { createInboundWorker } from './worker';

// A burst of webhooks: every call is stored and answered, and processed after its answer one at a time
// (the embedded database runs one statement at a time: per-request processing would hold up the stores).
let api: TestApi;
let channel: ChannelRow;
let app: express.Express;
let running = 0;
let most = 0;
const applied: string[] = [];

const definition: ChannelDefinition = {
  matches: (t) => t === 'VIBER',
  settings: { fields: [], howToConnect: 'test' },
  capabilities: tableCapabilities('VIBER'),
  inbound: {
    verify: () => true,
    parse: (_channel, req) => [
      {
        kind: 'apply',
        key: req.body.toString('utf8'),
        run: async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          applied.push(req.body.toString('utf8'));
          running -= 1;
        },
      },
    ],
  },
};

beforeAll(async () => {
  api = await createTestApi();
  const { workspaceId } = await seedUser(api, { email: 'admin@burst.test' });
  channel = await insertChannel(api.deps.db, { workspaceId, type: 'VIBER', name: 'Burst', settings: {} });
  app = express();
  app.use('/v2/api', channelInboundRoutes(api.deps, { definitionFor: (t) => (definition.matches(t) ? definition : undefined) }));
  app.use(errorHandler(api.deps.logger));
});
afterAll(() => api.close());

describe('processing after the answer', () => {
  it('answers every call of a burst and processes them all, one at a time', async () => {
    const bodies = Array.from({ length: 25 }, (_, i) => `call ${i}`);
    const answers = await Promise.all(bodies.map((body) => supertest(app).post(`/v2/api/channels/viber/${channel.publicId}/webhook`).set('Content-Type', 'text/plain').send(body)));
    expect(answers.map((a) => a.status)).toEqual(bodies.map(() => 200));
    await expect.poll(() => applied.length, { timeout: 10_000 }).toBe(25);
    expect(most).toBe(1);
    expect([...applied].sort()).toEqual([...bodies].sort());
    const states = (await api.deps.db.select().from(channelInboundEvents).where(eq(channelInboundEvents.channelId, channel.id))).map((e) => e.state);
    expect(states).toEqual(bodies.map(() => 'done'));
  });

  it('leaves a held call to the worker once the hold ends, and then does not process it again', async () => {
    const definitionFor = (t: string) => (definition.matches(t) ? definition : undefined);
    const hold = heldUntil(api.clock.now);
    const [row] = await api.deps.db
      .insert(channelInboundEvents)
      .values({ workspaceId: channel.workspaceId, channelId: channel.id, headers: {}, query: {}, body: Buffer.from('late call').toString('base64'), receivedAt: api.clock.now, nextAttemptAt: hold })
      .returning();
    const worker = createInboundWorker(api.deps, { definitionFor });
    expect(await worker.runOnce()).toBe(0);
    api.clock.now = new Date(hold.getTime());
    expect(await worker.runOnce()).toBe(1);
    const afterAnswer = processAfterAnswer(api.deps, { definitionFor });
    afterAnswer({ id: row!.id, heldUntil: hold });
    await afterAnswer.idle();
    expect(applied.filter((body) => body === 'late call')).toHaveLength(1);
  });
});
