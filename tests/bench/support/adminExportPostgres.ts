// The export part's PostgreSQL: a private cluster under a temporary folder (as the scale-out tests start
// one) holding the inbox benchmark's workspace, made by the same bulk INSERT ... SELECT statements
// (inboxRows.ts). On it the api's process is the api alone, so its RSS is the api's memory; on the
// embedded database it also holds PGlite and its buffers.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPostgres } from '../../../server/api/db/client';
import { createLogger } from '../../../server/api/logger';
import { definitionFor } from '../../../server/api/channels/registry';
import { loadApiConfig } from '../../../server/api/config';
import type { ApiDeps } from '../../../server/api/deps';
import { ensureCatalog } from '../../../server/api/modules/billing/catalog';
import { setBilling } from '../../../server/api/modules/billing/service';
import { checkChannelSettings } from '../../../server/api/modules/channels/channelSettings';
import { insertChannel } from '../../../server/api/modules/channels/repository';
import { addMember, createUser, createWorkspaceFor } from '../../../server/api/modules/workspaces/service';
import { createPublisher } from '../../../server/api/realtime/createPublisher';
import { loadSecrets } from '../../../server/api/security/secrets';
import { freePort } from './benchProcesses';
import { ADMIN_EMAIL, FULL_SIZE, PASSWORD } from './inboxData';
import { insertInboxRows } from './inboxRows';
import { CHANNELS, DEPARTMENTS } from './inboxWords';

export const HAS_POSTGRES = spawnSync('initdb', ['--version']).status === 0 && spawnSync('id', ['postgres']).status === 0;

export interface BenchPostgres {
  url: string;
  stop(): void;
}

const asPostgres = (args: string[]) => {
  const done = spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`${args[0]} failed: ${done.stderr}`);
};

export async function startPostgres(): Promise<BenchPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-export-pg-'));
  fs.chownSync(dir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()), Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim()));
  const port = await freePort();
  asPostgres(['initdb', '-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asPostgres(['pg_ctl', '-D', path.join(dir, 'data'), '-o', `-p ${port} -k ${dir} -c fsync=off -c listen_addresses=127.0.0.1`, '-l', path.join(dir, 'log'), '-w', 'start']);
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE bench');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/bench`,
    stop: () => {
      asPostgres(['pg_ctl', '-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The inbox benchmark's workspace in the database at `url`; answers the Administrator's login. */
export async function seedPostgres(url: string, log = console.log): Promise<{ email: string; password: string }> {
  const database = fromPostgres(url, 2);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await database.migrate();
    const deps: ApiDeps = {
      config: loadApiConfig({ DATA_DIR: os.tmpdir(), LOG_LEVEL: 'silent' }),
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
    for (let i = 1; i <= 6; i += 1) {
      const user = await createUser(deps, { email: `agent${i}@bench.test`, password: PASSWORD, name: `Bench Agent ${i}` });
      await addMember(deps, { workspaceId: workspace.id, user, role: 'Agent' });
    }
    await setBilling(deps, workspace.id, { packageName: 'lite', expiredDate: '2099-12-31', mau: 1_000_000, conversations: 10_000_000 });
    for (const name of DEPARTMENTS) await client.query('INSERT INTO departments (workspace_id, name) VALUES ($1, $2)', [workspace.id, name]);
    for (const channel of CHANNELS) {
      const given = channel.type === 'WEBHOOK' ? { url: 'http://127.0.0.1:9/bench-receiver' } : channel.type === 'TELEGRAM' ? { botToken: `123456:${'b'.repeat(35)}` } : {};
      const checked = checkChannelSettings(definitionFor(channel.type)!, given);
      if (!checked.ok) throw new Error(`settings of ${channel.type}: ${JSON.stringify(checked.errors)}`);
      await insertChannel(deps.db, { workspaceId: workspace.id, type: channel.type, name: channel.name, settings: checked.settings });
    }
    // inboxRows.ts speaks PGlite's exec/query; one pg connection keeps its temporary tables.
    const sameConnection = { exec: (text: string) => client.query(text), query: (text: string) => client.query(text) } as unknown as PGlite;
    await insertInboxRows(sameConnection, { workspaceId: workspace.id, adminId: admin.id, size: FULL_SIZE }, log);
    await client.query('VACUUM ANALYZE');
    return { email: ADMIN_EMAIL, password: PASSWORD };
  } finally {
    await client.end();
    await database.close();
  }
}
