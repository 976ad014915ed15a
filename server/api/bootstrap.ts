import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './db/client';
import type { ApiDeps } from './deps';
import { ensureCatalog } from './modules/billing/catalog';
import { setDefaultPackage } from './modules/billing/service';
import { countUsers } from './modules/users/repository';
import { addMember, createUser, createWorkspaceFor } from './modules/workspaces/service';
import { seedInboxDemo, type DemoInbox } from './seed/inboxDemo';

export interface BootstrapResult {
  created: 'none' | 'admin' | 'demo';
  logins: { email: string; password: string; role: string }[];
  workspaceId?: string;
  /** The demo's channels, for start to print how to reach them. */
  inbox?: DemoInbox;
}

const readablePassword = () => randomBytes(12).toString('base64url');

// Any constant of our own: the advisory lock that lets one of several api instances, started together on
// one empty database, seed it while the others wait and then find its users.
const BOOTSTRAP_LOCK = 7_204_311;

/**
 * On an empty database: ADMIN_EMAIL/ADMIN_PASSWORD create the first Administrator and workspace (in TIME_ZONE);
 * without them a demo workspace with an Administrator and an Agent is made and its logins returned
 * (main prints them once; they are never stored in clear).
 */
export async function bootstrap(deps: ApiDeps): Promise<BootstrapResult> {
  await ensureCatalog(deps.db);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK})`);
    return seed({ ...deps, db: tx as unknown as Db });
  });
}

async function seed(deps: ApiDeps): Promise<BootstrapResult> {
  if ((await countUsers(deps.db)) > 0) return { created: 'none', logins: [] };
  const { adminEmail, adminPassword } = deps.config;
  if (adminEmail && adminPassword) {
    const owner = await createUser(deps, { email: adminEmail, password: adminPassword });
    const workspace = await createWorkspaceFor(deps, { name: 'My Workspace', owner, timeZone: deps.config.timeZone });
    await setDefaultPackage(deps, workspace.id);
    return { created: 'admin', logins: [], workspaceId: workspace.id };
  }
  const adminLogin = { email: 'admin@demo.local', password: readablePassword(), role: 'Administrator' };
  const agentLogin = { email: 'agent@demo.local', password: readablePassword(), role: 'Agent' };
  const owner = await createUser(deps, { ...adminLogin, name: 'Demo Admin' });
  const workspace = await createWorkspaceFor(deps, { name: 'Demo Workspace', owner, timeZone: deps.config.timeZone });
  const agent = await createUser(deps, { ...agentLogin, name: 'Demo Agent' });
  await addMember(deps, { workspaceId: workspace.id, user: agent, role: 'Agent' });
  await setDefaultPackage(deps, workspace.id);
  const inbox = await seedInboxDemo(deps, { workspaceId: workspace.id, adminId: owner.id, agentId: agent.id });
  return { created: 'demo', logins: [adminLogin, agentLogin], workspaceId: workspace.id, ...(inbox ? { inbox } : {}) };
}
