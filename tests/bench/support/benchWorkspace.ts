// The benchmarks' workspace before its bulk rows (inboxRows.ts): an Administrator, six Agents, a package
// without limits, the departments and one channel per type of inboxWords.ts. Shared by the inbox data on
// PGlite (inboxData.ts) and the export part's PostgreSQL (adminExportPostgres.ts).
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/api/db/client';
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
import { CHANNELS, DEPARTMENTS } from './inboxWords';

export const ADMIN_EMAIL = 'admin@bench.test';
export const PASSWORD = 'bench-Inbox-Passw0rd!';
const AGENT_COUNT = 6;

export interface BenchWorkspace {
  workspaceId: string;
  admin: { email: string; password: string; id: string };
  agents: { email: string; password: string; id: string }[];
  departments: { id: string; name: string }[];
  channels: { id: string; type: string; publicId: string }[];
}

/** The api's services on a migrated database, quiet, with no mail going out. */
export async function benchDeps(database: Database, dataDir: string): Promise<ApiDeps> {
  return {
    config: loadApiConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    db: database.db,
    logger: createLogger('silent'),
    mailer: { send: async () => undefined },
    realtime: createPublisher(database.db),
    secrets: await loadSecrets(database.db),
    now: () => new Date(),
  };
}

export async function seedBenchWorkspace(deps: ApiDeps): Promise<BenchWorkspace> {
  await ensureCatalog(deps.db);
  const admin = await createUser(deps, { email: ADMIN_EMAIL, password: PASSWORD, name: 'Bench Admin' });
  const workspace = await createWorkspaceFor(deps, { name: 'Bench Workspace', owner: admin });
  const ws = workspace.id;
  const agents = [];
  for (let i = 1; i <= AGENT_COUNT; i += 1) {
    const user = await createUser(deps, { email: `agent${i}@bench.test`, password: PASSWORD, name: `Bench Agent ${i}` });
    await addMember(deps, { workspaceId: ws, user, role: 'Agent' });
    agents.push({ email: user.email, password: PASSWORD, id: user.id });
  }
  const expires = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  await setBilling(deps, ws, { packageName: 'lite', expiredDate: expires, mau: 1_000_000, conversations: 10_000_000 });
  const departments = [];
  for (const name of DEPARTMENTS) {
    const result: unknown = await deps.db.execute(sql`INSERT INTO departments (workspace_id, name) VALUES (${ws}, ${name}) RETURNING id`);
    departments.push({ id: (result as { rows: { id: string }[] }).rows[0]!.id, name });
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
  return { workspaceId: ws, admin: { email: ADMIN_EMAIL, password: PASSWORD, id: admin.id }, agents, departments, channels };
}
