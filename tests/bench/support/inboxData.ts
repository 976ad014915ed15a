// The inbox benchmark's data: 100,000 tickets, 500,000 messages, their contacts and conversations, a few
// agents, departments, tags and channels, written straight into PGlite in a DATA_DIR the api then opens.
// Generated once and kept under .tmp/bench-inbox/<key>; the key changes with the generator's version,
// its size and the migrations, so a stale copy is never reused.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, MIGRATIONS_DIR } from '../../../server/api/db/client';
import { createLogger } from '../../../server/api/logger';
import { ensureCatalog } from '../../../server/api/modules/billing/catalog';
import { definitionFor } from '../../../server/api/channels/registry';
import { checkChannelSettings } from '../../../server/api/modules/channels/channelSettings';
import { insertChannel } from '../../../server/api/modules/channels/repository';
import { setBilling } from '../../../server/api/modules/billing/service';
import { addMember, createUser, createWorkspaceFor } from '../../../server/api/modules/workspaces/service';
import { createPublisher } from '../../../server/api/realtime/createPublisher';
import { loadSecrets } from '../../../server/api/security/secrets';
import { loadApiConfig } from '../../../server/api/config';
import type { ApiDeps } from '../../../server/api/deps';
import { insertInboxRows } from './inboxRows';
import { CHANNELS, DEPARTMENTS, PRODUCTS } from './inboxWords';

/** Bump when what is generated changes. */
const GENERATOR_VERSION = 2;
const ROOT = path.resolve(import.meta.dirname, '../../..');
export const CACHE_DIR = path.join(ROOT, '.tmp/bench-inbox');

export const PASSWORD = 'bench-Inbox-Passw0rd!';
export const ADMIN_EMAIL = 'admin@bench.test';
const AGENT_COUNT = 6;

export interface InboxSize {
  tickets: number;
  contacts: number;
}
export const FULL_SIZE: InboxSize = { tickets: 100_000, contacts: 50_000 };

export interface InboxManifest {
  key: string;
  workspaceId: string;
  admin: { email: string; password: string; id: string };
  agents: { email: string; password: string; id: string }[];
  channels: { id: string; type: string; publicId: string }[];
  departments: { id: string; name: string }[];
  counts: Record<string, number>;
  /** A word found in about 1% of the tickets (a product name in their subject). */
  searchWord: string;
  generatedSeconds: number;
}

function cacheKey(size: InboxSize): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort()) {
    hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return `v${GENERATOR_VERSION}-${size.tickets}t-${hash.digest('hex').slice(0, 10)}`;
}

/** The cached data folder (generating it when missing) and what is in it. */
export async function ensureInboxData(size: InboxSize = FULL_SIZE, log = console.log): Promise<{ dataDir: string; manifest: InboxManifest }> {
  const key = cacheKey(size);
  const dir = path.join(CACHE_DIR, key);
  const manifestFile = path.join(dir, 'manifest.json');
  if (fs.existsSync(manifestFile)) {
    log(`data: cached in ${path.relative(ROOT, dir)}`);
    return { dataDir: path.join(dir, 'data'), manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as InboxManifest };
  }
  const building = path.join(CACHE_DIR, `${key}.building-${process.pid}`);
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(path.join(building, 'data'), { recursive: true });
  log(`data: generating ${size.tickets.toLocaleString('en')} tickets into ${path.relative(ROOT, dir)} ...`);
  const manifest = await generate(path.join(building, 'data'), size, key, log);
  fs.writeFileSync(path.join(building, 'manifest.json'), JSON.stringify(manifest, null, 2));
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(building, dir);
  return { dataDir: path.join(dir, 'data'), manifest };
}

async function generate(dataDir: string, size: InboxSize, key: string, log: (line: string) => void): Promise<InboxManifest> {
  const started = performance.now();
  const client = await PGlite.create(path.join(dataDir, 'pg'));
  const database = fromPglite(client);
  try {
    await database.migrate();
    const config = loadApiConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const deps: ApiDeps = {
      config,
      db: database.db,
      logger: createLogger('silent'),
      mailer: { send: async () => undefined },
      realtime: createPublisher(database.db),
      secrets: await loadSecrets(database.db),
      now: () => new Date(),
    };
    await ensureCatalog(deps.db);
    const admin = await createUser(deps, { email: ADMIN_EMAIL, password: PASSWORD, name: 'Bench Admin' });
    const workspace = await createWorkspaceFor(deps, { name: 'Bench Workspace', owner: admin });
    const agents = [];
    for (let i = 1; i <= AGENT_COUNT; i += 1) {
      const user = await createUser(deps, { email: `agent${i}@bench.test`, password: PASSWORD, name: `Bench Agent ${i}` });
      await addMember(deps, { workspaceId: workspace.id, user, role: 'Agent' });
      agents.push({ email: user.email, password: PASSWORD, id: user.id });
    }
    const expires = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    await setBilling(deps, workspace.id, { packageName: 'lite', expiredDate: expires, mau: 1_000_000, conversations: 10_000_000 });

    const ws = workspace.id;
    const departments = [];
    for (const name of DEPARTMENTS) {
      const { rows } = await client.query<{ id: string }>('INSERT INTO departments (workspace_id, name) VALUES ($1, $2) RETURNING id', [ws, name]);
      departments.push({ id: rows[0]!.id, name });
    }
    const channels = [];
    for (const channel of CHANNELS) {
      // Agent replies on the webhook channel go to a closed port: their delivery fails and is retried.
      // Telegram needs a bot token since its connector: one of the right shape that no bot has (replies fail).
      const given = channel.type === 'WEBHOOK' ? { url: 'http://127.0.0.1:9/bench-receiver' } : channel.type === 'TELEGRAM' ? { botToken: `123456:${'b'.repeat(35)}` } : {};
      const checked = checkChannelSettings(definitionFor(channel.type)!, given);
      if (!checked.ok) throw new Error(`settings of ${channel.type}: ${JSON.stringify(checked.errors)}`);
      const row = await insertChannel(deps.db, { workspaceId: ws, type: channel.type, name: channel.name, settings: checked.settings });
      channels.push({ id: row.id, type: row.type, publicId: row.publicId });
    }

    const counts = await insertInboxRows(client, { workspaceId: ws, adminId: admin.id, size }, log);
    const vacuum = performance.now();
    await client.exec('VACUUM ANALYZE');
    log(`  VACUUM ANALYZE: ${((performance.now() - vacuum) / 1000).toFixed(1)} s`);
    const generatedSeconds = Math.round((performance.now() - started) / 100) / 10;
    log(`data: generated in ${generatedSeconds} s`);
    return {
      key,
      workspaceId: ws,
      admin: { email: ADMIN_EMAIL, password: PASSWORD, id: admin.id },
      agents,
      channels,
      departments,
      counts,
      searchWord: PRODUCTS[42]!,
      generatedSeconds,
    };
  } finally {
    await database.close();
  }
}
