// The api under test: a real app on a real (cloned) database, with mail captured and time injectable.
import supertest from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createApiApp } from '../app';
import { loadApiConfig, type ApiConfig } from '../config';
import { createTestDatabase } from '../db/testDb';
import type { Database } from '../db/client';
import type { ApiDeps } from '../deps';
import { createLogger } from '../logger';
import type { Mail, Mailer } from '../mail/mailer';
import { ensureCatalog } from '../modules/billing/catalog';
import { setDefaultPackage } from '../modules/billing/service';
import { addMember, createUser, createWorkspaceFor } from '../modules/workspaces/service';
import { createPublisher } from '../realtime/createPublisher';
import { loadSecrets } from '../security/secrets';
import type { Role } from '../../../src/domain/api';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';

export interface TestApi {
  deps: ApiDeps;
  database: Database;
  app: ReturnType<typeof createApiApp>;
  mails: Mail[];
  clock: { now: Date };
  request: () => TestAgent;
  close(): Promise<void>;
}

export async function createTestApi(env: Record<string, string> = {}): Promise<TestApi> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-test-'));
  const config: ApiConfig = loadApiConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const database = await createTestDatabase();
  await ensureCatalog(database.db);
  const mails: Mail[] = [];
  const mailer: Mailer = { send: async (mail) => void mails.push(mail) };
  const clock = { now: new Date() };
  const deps: ApiDeps = {
    config,
    db: database.db,
    logger: createLogger('silent'),
    mailer,
    realtime: createPublisher(database.db),
    secrets: await loadSecrets(database.db),
    now: () => clock.now,
  };
  const app = createApiApp(deps);
  return {
    deps,
    database,
    app,
    mails,
    clock,
    request: () => supertest.agent(app),
    close: async () => {
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const TEST_PASSWORD = 'correct horse battery';

/** A user with a workspace (as its Administrator) or as a member of a given workspace. */
export async function seedUser(
  api: TestApi,
  opts: { email: string; role?: Role; workspaceId?: string; workspaceName?: string; access?: string[]; expired?: boolean; billing?: boolean },
) {
  const user = await createUser(api.deps, { email: opts.email, password: TEST_PASSWORD });
  let workspaceId = opts.workspaceId;
  if (!workspaceId) {
    const ws = await createWorkspaceFor(api.deps, { name: opts.workspaceName ?? `${opts.email} workspace`, owner: user });
    workspaceId = ws.id;
    if (opts.billing !== false) await setDefaultPackage(api.deps, ws.id);
  }
  if (opts.workspaceId || opts.role === 'Agent' || opts.access || opts.expired) {
    await addMember(api.deps, {
      workspaceId,
      user,
      role: opts.role ?? 'Administrator',
      ...(opts.access ? { access: opts.access } : {}),
      expired: opts.expired ?? false,
    });
  }
  return { user, workspaceId };
}

/** Logs in through the real SSO chain (login form → attach → verify) and returns the cookie-holding agent. */
export async function login(api: TestApi, email: string, password = TEST_PASSWORD): Promise<TestAgent> {
  const agent = api.request();
  const form = await agent
    .post('/v2/api/sso/login')
    .set('Origin', 'http://127.0.0.1')
    .set('Host', '127.0.0.1')
    .type('form')
    .send({ email, password, continue: '/v2/app/chat' });
  if (form.status !== 303) throw new Error(`login failed with ${form.status}`);
  const attach = await agent.get('/v2/api/auth/attach');
  const verify = await agent.get(attach.body.data as string);
  const verified = await agent.post('/v2/api/auth/verify').set('X-Requested-With', 'XMLHttpRequest').send({ verify: verify.body.data });
  if (verified.body.result !== 'success') throw new Error('verify failed');
  return agent;
}

/** A JSON call as the console makes it (with X-Requested-With). */
export function xhr(agent: TestAgent, method: 'post' | 'put' | 'get', url: string, body?: unknown) {
  const req = agent[method](url).set('X-Requested-With', 'XMLHttpRequest');
  return body === undefined ? req : req.send(body as object);
}
