// The bulk rows of the inbox benchmark: contacts and their identities, tickets, one conversation per
// ticket with 1 to 9 messages (5 on average, so 500,000 for 100,000 tickets), and the ticket history.
// Each table is one INSERT ... SELECT from staging tables that hold the pseudo-random choices.

import type { PGlite } from '@electric-sql/pglite';
import { performance } from 'node:perf_hooks';
import { issueOf, lit, messageText, pick, productOf, rnd, share } from './inboxSql';
import { FIRST_NAMES, LAST_NAMES, PRIORITY_SHARES, STATUS_SHARES, TAGS } from './inboxWords';

interface Options {
  workspaceId: string;
  adminId: string;
  size: { tickets: number; contacts: number };
}

/** Messages per conversation by ticket number modulo 10: 1 to 9, averaging exactly 5. */
const MESSAGE_COUNTS = '(ARRAY[1,9,2,8,3,7,4,6,5,5])';
/** The most recent tickets whose conversation is still open (when the ticket is not on hold or solved). */
const OPEN_WINDOW = 3000;

export async function insertInboxRows(client: PGlite, opts: Options, log: (line: string) => void): Promise<Record<string, number>> {
  const ws = lit(opts.workspaceId);
  const T = opts.size.tickets;
  const C = opts.size.contacts;
  const step = async (name: string, sqlText: string) => {
    const started = performance.now();
    await client.exec(sqlText);
    log(`  ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };

  await step(
    'staging',
    `
    CREATE TEMP TABLE g_agent AS
      SELECT row_number() OVER (ORDER BY u.email)::int AS k, u.id FROM members m JOIN users u ON u.id = m.user_id
      WHERE m.workspace_id = ${ws};
    CREATE TEMP TABLE g_dept AS SELECT row_number() OVER (ORDER BY name)::int AS k, id FROM departments WHERE workspace_id = ${ws};
    CREATE TEMP TABLE g_channel AS SELECT row_number() OVER (ORDER BY created_at, type)::int AS k, id, type FROM channels WHERE workspace_id = ${ws};
    CREATE TEMP TABLE g_contact AS
      SELECT k, gen_random_uuid() AS id, first || ' ' || last AS name,
        lower(first || '.' || last || k) || '@example.com' AS email,
        CASE WHEN ${rnd('k', 3)} % 3 = 0 THEN '+1555' || lpad(k::text, 7, '0') END AS phone,
        1 + ${rnd('k', 4)} % (SELECT count(*) FROM g_channel) AS channel_k,
        now() - interval '400 days' + (${rnd('k', 5)} % 400) * interval '1 day' AS created_at
      FROM (SELECT k, ${pick(FIRST_NAMES, 'k', 1)} AS first, ${pick(LAST_NAMES, 'k', 2)} AS last FROM generate_series(1, ${C}) k) s;
    CREATE UNIQUE INDEX ON g_contact (k);
    CREATE TEMP TABLE g_ticket AS
      SELECT s.*, a.id AS assignee_id, d.id AS department_id,
        CASE WHEN s.status IN ('unassigned', 'new', 'unsolved') AND s.i > ${T - OPEN_WINDOW} THEN 'open' ELSE 'resolved' END AS conv_status,
        s.created_at + (s.n - 1) * interval '7 minutes' AS last_at,
        CASE WHEN s.n = 1 THEN s.first_text ELSE ${messageText('s.i * 16 + s.n', 300)} END AS last_text
      FROM (
        SELECT i, gen_random_uuid() AS id, gen_random_uuid() AS conv_id, 1 + ${rnd('i', 10)} % ${C} AS contact_k,
          ${share(STATUS_SHARES, 'i', 11)} AS status, ${share(PRIORITY_SHARES, 'i', 12)} AS priority,
          1 + ${rnd('i', 13)} % (SELECT count(*) FROM g_agent) AS agent_k,
          CASE WHEN ${rnd('i', 14)} % 5 = 0 THEN NULL ELSE 1 + ${rnd('i', 15)} % (SELECT count(*) FROM g_dept) END AS dept_k,
          CASE ${rnd('i', 16)} % 4 WHEN 0 THEN '{}'::text[] WHEN 3 THEN ARRAY[${pick(TAGS, 'i', 17)}, ${pick(TAGS, 'i', 18)}]
            ELSE ARRAY[${pick(TAGS, 'i', 17)}] END AS tags,
          ${issueOf('i')} || ' ' || ${productOf('i')} AS subject,
          ${messageText('i * 16 + 1', 200)} || ' My ' || ${productOf('i')} || ' ' || ${pick(['order', 'account', 'device', 'plan'], 'i', 19)} || '.' AS first_text,
          ${MESSAGE_COUNTS}[1 + i % 10] AS n,
          now() - interval '365 days' + (i::float8 / ${T}) * interval '365 days' - (${rnd('i', 20)} % 3600) * interval '1 second' AS created_at
        FROM generate_series(1, ${T}) i
      ) s
      LEFT JOIN g_agent a ON a.k = s.agent_k AND s.status <> 'unassigned'
      LEFT JOIN g_dept d ON d.k = s.dept_k;
    UPDATE g_ticket SET tags = ARRAY(SELECT DISTINCT unnest(tags)) WHERE cardinality(tags) = 2;
    `,
  );

  await step(
    'contacts and identities',
    `
    INSERT INTO contacts (id, workspace_id, name, email, phone, tags, created_at, updated_at)
      SELECT id, ${ws}, name, email, phone, CASE WHEN k % 20 = 0 THEN ARRAY['vip'] ELSE '{}'::text[] END, created_at, created_at
      FROM g_contact;
    INSERT INTO contact_identities (workspace_id, contact_id, channel_id, channel_type, external_id, display_name, created_at)
      SELECT ${ws}, ct.id, ch.id, ch.type,
        CASE ch.type WHEN 'EMAIL' THEN ct.email WHEN 'WHATSAPP' THEN coalesce(ct.phone, '+1666' || lpad(ct.k::text, 7, '0'))
          ELSE lower(ch.type) || '-user-' || ct.k END,
        ct.name, ct.created_at
      FROM g_contact ct JOIN g_channel ch ON ch.k = ct.channel_k;
    `,
  );

  await step(
    'tickets',
    `
    INSERT INTO tickets (id, workspace_id, number, subject, status, status_omni, priority, channel, assignee_id, contact_id,
        conversation_id, department_id, tags, created_at, updated_at, first_response_at, solved_at, search_text)
      SELECT t.id, ${ws}, t.i, t.subject, t.status,
        CASE WHEN t.status IN ('hold', 'solved') OR (t.status = 'unsolved' AND t.i % 2 = 0) THEN t.status END,
        t.priority, ch.type, t.assignee_id, ct.id, t.conv_id, t.department_id, t.tags, t.created_at,
        CASE WHEN t.status = 'solved' THEN t.last_at + interval '1 hour' ELSE t.last_at END,
        CASE WHEN t.n >= 2 THEN t.created_at + interval '7 minutes' END,
        CASE WHEN t.status = 'solved' THEN t.last_at + interval '1 hour' END,
        concat_ws(' ', ct.name, ct.email, ct.phone, t.first_text)
      FROM g_ticket t JOIN g_contact ct ON ct.k = t.contact_k JOIN g_channel ch ON ch.k = ct.channel_k;
    UPDATE workspaces SET ticket_seq = ${T} WHERE id = ${ws};
    `,
  );

  await step(
    'conversations',
    `
    INSERT INTO conversations (id, workspace_id, channel_id, channel_type, contact_id, status, assignee_id, ticket_id,
        last_message_at, last_message_preview, last_direction, unread, created_at, updated_at)
      SELECT t.conv_id, ${ws}, ch.id, ch.type, ct.id, t.conv_status, t.assignee_id, t.id, t.last_at, left(t.last_text, 120),
        CASE WHEN t.n % 2 = 1 THEN 'inbound' ELSE 'outbound' END,
        CASE WHEN t.conv_status = 'open' AND t.n % 2 = 1 THEN 1 + ${rnd('t.i', 21)} % 3 ELSE 0 END,
        t.created_at, t.last_at
      FROM g_ticket t JOIN g_contact ct ON ct.k = t.contact_k JOIN g_channel ch ON ch.k = ct.channel_k;
    `,
  );

  await step(
    'messages',
    `
    INSERT INTO messages (workspace_id, conversation_id, channel_id, direction, author_type, author_id, text, external_id,
        delivery_state, read_at, created_at)
      SELECT ${ws}, t.conv_id, ch.id,
        CASE WHEN j % 2 = 1 THEN 'inbound' ELSE 'outbound' END,
        CASE WHEN j % 2 = 1 THEN 'contact' ELSE 'agent' END,
        CASE WHEN j % 2 = 0 THEN coalesce(t.assignee_id, ${lit(opts.adminId)}::uuid) END,
        CASE WHEN j = 1 THEN t.first_text WHEN j = t.n THEN t.last_text ELSE ${messageText('t.i * 16 + j', 300)} END,
        CASE WHEN j % 2 = 1 THEN 'gen-' || t.i || '-' || j END,
        CASE WHEN j % 2 = 1 THEN 'received' WHEN t.conv_status = 'open' AND j = t.n THEN 'delivered' ELSE 'read' END,
        CASE WHEN j % 2 = 1 AND (t.conv_status = 'resolved' OR j < t.n) THEN t.created_at + j * interval '7 minutes' END,
        t.created_at + (j - 1) * interval '7 minutes'
      FROM g_ticket t JOIN g_contact ct ON ct.k = t.contact_k JOIN g_channel ch ON ch.k = ct.channel_k,
        generate_series(1, t.n) j;
    `,
  );

  await step(
    'ticket history',
    `
    INSERT INTO ticket_history (ticket_id, workspace_id, actor_id, field, old, new, at)
      SELECT id, ${ws}, NULL, 'status', NULL, CASE WHEN status = 'unassigned' THEN 'unassigned' ELSE 'new' END, created_at FROM g_ticket;
    INSERT INTO ticket_history (ticket_id, workspace_id, actor_id, field, old, new, at)
      SELECT id, ${ws}, assignee_id, 'status', 'new', status, created_at + interval '7 minutes'
      FROM g_ticket WHERE status IN ('unsolved', 'hold', 'solved');
    `,
  );

  const counts: Record<string, number> = {};
  for (const table of ['contacts', 'contact_identities', 'tickets', 'conversations', 'messages', 'ticket_history']) {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = rows[0]!.n;
  }
  const open = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM conversations WHERE status = 'open'`);
  counts.openConversations = open.rows[0]!.n;
  await client.exec('DROP TABLE g_ticket, g_contact, g_channel, g_dept, g_agent');
  return counts;
}
