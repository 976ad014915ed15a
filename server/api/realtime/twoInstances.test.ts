// Two api instances on one PostgreSQL database, as behind a load balancer: an event published on one
// must reach the sockets connected to the other (through the PostgreSQL adapter), and only those of its
// workspace.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testPostgres } from '../../testing/postgresTarget';
import { createApiApp } from '../app';
import { loadApiConfig } from '../config';
import { fromPostgres, type Database } from '../db/client';
import { createPostgresTestDatabase } from '../db/testDb';
import type { ApiDeps } from '../deps';
import { createLogger } from '../logger';
import { ensureCatalog } from '../modules/billing/catalog';
import { loadSecrets } from '../security/secrets';
import { login, seedUser, xhr, type TestApi } from '../testing/harness';
import { connectSocket, nextEvent, serveWithSockets, type ClientSocket, type SocketApi } from './testSockets';

const pg = testPostgres();

interface Instance extends TestApi {
  sockets: SocketApi;
}

async function startInstance(database: Database, dataDir: string): Promise<Instance> {
  const clock = { now: new Date() };
  const deps: ApiDeps = {
    config: loadApiConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    db: database.db,
    logger: createLogger('silent'),
    mailer: { send: async () => {} },
    // Replaced by the publisher of this instance's socket server once it exists.
    realtime: { publish: () => Promise.reject(new Error('no socket server yet')), publishMany: () => Promise.reject(new Error('no socket server yet')), disconnectSessions: () => {}, unreadChanged: () => {} },
    secrets: await loadSecrets(database.db),
    now: () => clock.now,
  };
  const app = createApiApp(deps);
  const sockets = await serveWithSockets(app, deps, database);
  deps.realtime = sockets.publisher;
  return {
    deps,
    database,
    app,
    mails: [],
    clock,
    request: () => supertest.agent(app),
    close: () => sockets.close(),
    sockets,
  };
}

describe.skipIf(!pg.url)(`two api instances on one PostgreSQL${pg.skip ? ` (skipped: ${pg.skip})` : ''}`, () => {
  let dataDir: string;
  let first: Database;
  let second: Database;
  let one: Instance;
  let two: Instance;
  const opened: ClientSocket[] = [];

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-two-'));
    first = await createPostgresTestDatabase(pg.url);
    await ensureCatalog(first.db);
    // Its own pool on the same database, as a second process would have.
    second = fromPostgres(first.pool!.options.connectionString!, 4);
    one = await startInstance(first, dataDir);
    two = await startInstance(second, dataDir);
  });
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.close();
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await second?.close();
    await first?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** Logs in on instance one and opens a socket on instance two with that login's jwt. */
  async function socketOnTwo(email: string) {
    const { workspaceId } = await seedUser(one, { email });
    const agent = await login(one, email);
    const jwt = (await xhr(agent, 'get', '/v2/api/auth')).body.user.jwt as string;
    const socket = await connectSocket(two.sockets.url, jwt);
    opened.push(socket);
    return { workspaceId, socket, agent };
  }

  it("delivers an event published on one instance to the workspace's sockets on the other", async () => {
    const [a, b] = await Promise.all([socketOnTwo('a@two.test'), socketOnTwo('b@two.test')]);
    const gotA = nextEvent(a.socket);
    const gotB = nextEvent(b.socket);

    const forA = await one.sockets.publisher.publish({ workspaceId: a.workspaceId, type: 'ticket', payload: { settings: { take: true } } });
    // Notifications of one sender arrive in order, so B's first event being its own proves A's never came.
    const forB = await one.sockets.publisher.publish({ workspaceId: b.workspaceId, type: 'ticket', payload: { settings: { take: false } } });

    expect(await Promise.all([gotA, gotB])).toEqual([forA, forB]);

    const replay = await xhr(a.agent, 'get', `/v2/api/realtime/events?since=${forA.seq - 1}`);
    expect(replay.body.data.events).toEqual([forA]);
  });

  it('carries events too large for a notification through the attachments table', async () => {
    const c = await socketOnTwo('c@two.test');
    const got = nextEvent(c.socket);
    const big = await one.sockets.publisher.publish({ workspaceId: c.workspaceId, type: 'custom message', payload: { customMessages: [{ id: 'big', shortcut: '/big', message: 'x'.repeat(20_000) }] } });
    expect(await got).toEqual(big);
  });
});
