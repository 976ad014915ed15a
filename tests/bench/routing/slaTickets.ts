// bench:routing (c)'s data: a default business calendar, an SLA policy in business hours for medium
// priority, and `count` open tickets with that policy's clocks running (first response and resolution),
// made by one INSERT ... SELECT generate_series. Answers the calendar's id.
import { sql } from 'drizzle-orm';
import type { ApiDeps } from '../../../server/api/deps';
import { DEFAULT_WEEK } from '../../../src/domain/businessHoursRules';

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function seedSlaTickets(deps: ApiDeps, ws: string, count: number): Promise<string> {
  const [calendar] = rows<{ id: string }>(
    await deps.db.execute(sql`
      INSERT INTO business_calendars (workspace_id, name, time_zone, week, holidays, is_default)
      VALUES (${ws}, 'Office hours', 'Europe/Berlin', ${JSON.stringify(DEFAULT_WEEK)}::jsonb, '[]'::jsonb, true) RETURNING id`),
  );
  const [policy] = rows<{ id: string }>(
    await deps.db.execute(sql`
      INSERT INTO sla_policies (workspace_id, name, priority, first_response_minutes, resolution_minutes, business_hours)
      VALUES (${ws}, 'Standard', 'medium', 240, 2400, true) RETURNING id`),
  );
  await deps.db.execute(sql`
    INSERT INTO contacts (id, workspace_id, name, created_at, updated_at)
      SELECT md5('sla-bench-contact-' || i)::uuid, ${ws}, 'Customer ' || i, now(), now() FROM generate_series(1, 1000) i`);
  // Opened over the last 30 days; the clocks as the SLA rules keep them (running since the ticket opened).
  await deps.db.execute(sql`
    INSERT INTO tickets (workspace_id, number, subject, status, priority, channel, contact_id, created_at, updated_at,
        sla_policy_id, sla, sla_state, sla_due_at, sla_next_check_at, search_text)
      SELECT ${ws}, i, 'Question ' || i, CASE WHEN i % 3 = 0 THEN 'unsolved' ELSE 'new' END, 'medium', 'WEBHOOK',
        md5('sla-bench-contact-' || (1 + i % 1000))::uuid, t.opened, t.opened, ${policy!.id},
        jsonb_build_object('policyId', ${policy!.id}::text, 'businessHours', true, 'calendarId', NULL,
          'clocks', jsonb_build_object(
            'firstResponse', jsonb_build_object('targetMinutes', 240, 'runningSince', to_jsonb(t.opened), 'spentMinutes', 0,
              'dueAt', to_jsonb(t.opened + interval '4 hours'), 'atRiskAt', to_jsonb(t.opened + interval '3 hours'), 'doneAt', NULL, 'state', 'on track'),
            'resolution', jsonb_build_object('targetMinutes', 2400, 'runningSince', to_jsonb(t.opened), 'spentMinutes', 0,
              'dueAt', to_jsonb(t.opened + interval '5 days'), 'atRiskAt', to_jsonb(t.opened + interval '4 days'), 'doneAt', NULL, 'state', 'on track'))),
        'on track', t.opened + interval '4 hours', t.opened + interval '3 hours', 'Question ' || i
      FROM generate_series(1, ${count}) i, LATERAL (SELECT now() - (i % 43200) * interval '1 minute' AS opened) t`);
  await deps.db.execute(sql`UPDATE workspaces SET ticket_seq = ${count} WHERE id = ${ws}`);
  await deps.db.execute(sql`ANALYZE`);
  return calendar!.id;
}
