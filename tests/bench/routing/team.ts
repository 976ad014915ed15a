// bench:routing's team: `agents` Agents available and online in one department with a routing mode, the
// department the default of a WEBHOOK channel (so its conversations route there), capacity for them all,
// and optionally `open` open conversations already assigned, spread evenly over the agents. Bulk rows are
// INSERT ... SELECT generate_series, so 500 agents and 10,000 conversations take a second or two.
import { sql } from 'drizzle-orm';
import { defaultAccessFor } from '../../../src/domain/accessPresets';
import { definitionFor } from '../../../server/api/channels/registry';
import type { ChannelRow } from '../../../server/api/channels/connector';
import type { ApiDeps } from '../../../server/api/deps';
import { ensureCatalog } from '../../../server/api/modules/billing/catalog';
import { setBilling } from '../../../server/api/modules/billing/service';
import { checkChannelSettings } from '../../../server/api/modules/channels/channelSettings';
import { insertChannel } from '../../../server/api/modules/channels/repository';

export interface TeamOptions {
  agents: number;
  mode: 'round-robin' | 'least-busy';
  /** Each agent's capacity (members.capacity). */
  capacity: number;
  /** Open conversations assigned to the agents before the run. */
  open: number;
}

export interface Team {
  departmentId: string;
  channel: ChannelRow;
  agentIds: string[];
}

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function seedTeam(deps: ApiDeps, workspaceId: string, ownerId: string, opts: TeamOptions): Promise<Team> {
  const ws = workspaceId;
  await ensureCatalog(deps.db);
  const expires = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  await setBilling(deps, ws, { packageName: 'lite', expiredDate: expires, mau: 10_000_000, conversations: 10_000_000, agents: opts.agents + 10 });
  const [department] = rows<{ id: string }>(
    await deps.db.execute(sql`INSERT INTO departments (workspace_id, name, assignment_mode) VALUES (${ws}, 'Routing bench', ${opts.mode}) RETURNING id`),
  );
  const departmentId = department!.id;
  const access = JSON.stringify(defaultAccessFor('Agent'));
  await deps.db.execute(sql`
    INSERT INTO users (email, username, password_hash, status)
      SELECT 'agent' || i || '@routing.bench', 'Agent ' || i, (SELECT password_hash FROM users WHERE id = ${ownerId}), 'available'
      FROM generate_series(1, ${opts.agents}) i`);
  const agentIds = rows<{ id: string }>(
    await deps.db.execute(sql`SELECT id FROM users WHERE email LIKE '%@routing.bench' ORDER BY email`),
  ).map((r) => r.id);
  await deps.db.execute(sql`
    INSERT INTO members (workspace_id, user_id, role, access, capacity, online_until, created_at)
      SELECT ${ws}, u.id, 'Agent', ${access}::jsonb, ${opts.capacity}, now() + interval '1 day', now() + row_number() OVER (ORDER BY u.email) * interval '1 ms'
      FROM users u WHERE u.email LIKE '%@routing.bench'`);
  await deps.db.execute(sql`
    INSERT INTO department_members (workspace_id, department_id, user_id)
      SELECT ${ws}, ${departmentId}, u.id FROM users u WHERE u.email LIKE '%@routing.bench'`);
  const settings = checkChannelSettings(definitionFor('WEBHOOK')!, { url: 'http://127.0.0.1:9/routing-bench' });
  if (!settings.ok) throw new Error(`webhook settings: ${JSON.stringify(settings.errors)}`);
  const channel = await insertChannel(deps.db, { workspaceId: ws, type: 'WEBHOOK', name: 'Routing bench', settings: settings.settings });
  await deps.db.execute(sql`UPDATE channels SET default_department_id = ${departmentId} WHERE id = ${channel.id}`);
  if (opts.open > 0) await seedOpenConversations(deps, ws, channel.id, opts.open);
  await deps.db.execute(sql`ANALYZE`);
  return { departmentId, channel, agentIds };
}

/** `count` open conversations of as many customers, assigned round the agents (routing state 'assigned'). */
async function seedOpenConversations(deps: ApiDeps, ws: string, channelId: string, count: number): Promise<void> {
  await deps.db.execute(sql`
    CREATE TEMP TABLE bench_agents AS
      SELECT row_number() OVER (ORDER BY u.email) - 1 AS k, u.id FROM users u WHERE u.email LIKE '%@routing.bench'`);
  await deps.db.execute(sql`
    INSERT INTO contacts (id, workspace_id, name, created_at, updated_at)
      SELECT md5('routing-bench-contact-' || i)::uuid, ${ws}, 'Seeded customer ' || i, now(), now() FROM generate_series(1, ${count}) i`);
  await deps.db.execute(sql`
    INSERT INTO conversations (workspace_id, channel_id, channel_type, contact_id, status, assignee_id, routing_state,
        last_message_at, last_message_preview, last_direction, unread, created_at, updated_at)
      SELECT ${ws}, ${channelId}, 'WEBHOOK', md5('routing-bench-contact-' || i)::uuid, 'open', a.id, 'assigned',
        now() - i * interval '1 second', 'Seeded question ' || i, 'inbound', 1, now() - i * interval '1 second', now() - i * interval '1 second'
      FROM generate_series(1, ${count}) i JOIN bench_agents a ON a.k = i % (SELECT count(*) FROM bench_agents)`);
  await deps.db.execute(sql`DROP TABLE bench_agents`);
}

/** New open conversations nobody holds yet (a customer each), as ingest stores them before routing. */
export async function newConversations(deps: ApiDeps, ws: string, channelId: string, tag: string, count: number): Promise<string[]> {
  await deps.db.execute(sql`
    INSERT INTO contacts (id, workspace_id, name, created_at, updated_at)
      SELECT md5(${tag} || i)::uuid, ${ws}, 'New customer ' || i, now(), now() FROM generate_series(1, ${count}) i`);
  return rows<{ id: string }>(
    await deps.db.execute(sql`
      INSERT INTO conversations (workspace_id, channel_id, channel_type, contact_id, status, last_message_at, last_message_preview,
          last_direction, unread, created_at, updated_at)
        SELECT ${ws}, ${channelId}, 'WEBHOOK', md5(${tag} || i)::uuid, 'open', now(), 'Hello', 'inbound', 1, now(), now()
        FROM generate_series(1, ${count}) i RETURNING id`),
  ).map((r) => r.id);
}
