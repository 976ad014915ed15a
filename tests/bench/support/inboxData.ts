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
import { insertInboxRows } from './inboxRows';
import { benchDeps, seedBenchWorkspace } from './benchWorkspace';
import { PRODUCTS } from './inboxWords';

/** Bump when what is generated changes. */
const GENERATOR_VERSION = 2;
const ROOT = path.resolve(import.meta.dirname, '../../..');
export const CACHE_DIR = path.join(ROOT, '.tmp/bench-inbox');


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
    const deps = await benchDeps(database, dataDir);
    const { workspaceId: ws, admin, agents, departments, channels } = await seedBenchWorkspace(deps);

    const counts = await insertInboxRows(client, { workspaceId: ws, adminId: admin.id, size }, log);
    const vacuum = performance.now();
    await client.exec('VACUUM ANALYZE');
    log(`  VACUUM ANALYZE: ${((performance.now() - vacuum) / 1000).toFixed(1)} s`);
    const generatedSeconds = Math.round((performance.now() - started) / 100) / 10;
    log(`data: generated in ${generatedSeconds} s`);
    return {
      key,
      workspaceId: ws,
      admin,
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
