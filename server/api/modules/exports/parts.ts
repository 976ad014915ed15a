import { sql, type SQL } from 'drizzle-orm';
import type { ExportPart } from '../../../../src/domain/workspaceExport';
import type { Db } from '../../db/client';

// What each part of the archive holds, read a chunk at a time in id order (keyset: `id > last`, never an
// OFFSET), so the workspace is never in memory at once. Members carry no secret: no password hash, no
// token, no two-factor data; channels no secret nor settings (they may hold provider credentials).

export type ExportRecord = Record<string, unknown> & { id: string };

export interface PartSpec {
  name: ExportPart;
  /** The CSV header, in the order of the selected columns. */
  columns: readonly string[];
  /** The rows after `after` (null: from the first), at most `limit`, for the workspace `ws`. */
  select(ws: string, after: string | null, limit: number): SQL;
  count(ws: string): SQL;
}

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/** A part read from one table of the workspace: `columns` are SQL expressions named as in the CSV. */
function tablePart(name: ExportPart, table: string, columns: Record<string, string>): PartSpec {
  const list = Object.entries(columns)
    .map(([as, expression]) => `${expression} AS "${as}"`)
    .join(', ');
  return {
    name,
    columns: Object.keys(columns),
    select: (ws, after, limit) =>
      sql`SELECT ${sql.raw(list)} FROM ${sql.raw(table)} t WHERE t.workspace_id = ${ws} AND t.id > ${after ?? FIRST_ID}::uuid ORDER BY t.id LIMIT ${limit}`,
    count: (ws) => sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} t WHERE t.workspace_id = ${ws}`,
  };
}

/** Instants as ISO 8601 in UTC ('2026-03-02T10:00:00.000Z'), the same from PGlite and PostgreSQL. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** Columns by name; those named *_at or at are instants. */
const cols = (...names: string[]) => Object.fromEntries(names.map((n) => [n, /(^|_)at$/.test(n) ? iso(`t.${n}`) : `t.${n}`]));

export const PART_SPECS: readonly PartSpec[] = [
  tablePart('contacts', 'contacts', cols('id', 'name', 'email', 'phone', 'notes', 'tags', 'merged_into_id', 'created_at', 'updated_at')),
  tablePart(
    'conversations',
    'conversations',
    cols('id', 'channel_id', 'channel_type', 'contact_id', 'status', 'assignee_id', 'ticket_id', 'last_message_at', 'created_at', 'updated_at'),
  ),
  tablePart(
    'messages',
    'messages',
    cols('id', 'conversation_id', 'channel_id', 'direction', 'author_type', 'author_id', 'text', 'attachments', 'delivery_state', 'read_at', 'created_at'),
  ),
  tablePart('notes', 'notes', cols('id', 'ticket_id', 'conversation_id', 'author_id', 'text', 'created_at')),
  tablePart(
    'tickets',
    'tickets',
    cols(
      'id', 'number', 'subject', 'status', 'priority', 'channel', 'assignee_id', 'contact_id', 'conversation_id', 'department_id',
      'tags', 'merged_into_id', 'created_at', 'updated_at', 'first_response_at', 'solved_at',
    ),
  ),
  tablePart('ticket_history', 'ticket_history', cols('id', 'ticket_id', 'actor_id', 'field', 'old', 'new', 'at')),
  {
    name: 'members',
    columns: ['id', 'name', 'email', 'role', 'access', 'deactivated_at', 'joined_at'],
    select: (ws, after, limit) => sql`
      SELECT u.id, u.username AS name, u.email, m.role, m.access, ${sql.raw(iso('m.deactivated_at'))} AS deactivated_at, ${sql.raw(iso('m.created_at'))} AS joined_at
      FROM members m JOIN users u ON u.id = m.user_id
      WHERE m.workspace_id = ${ws} AND m.user_id > ${after ?? FIRST_ID}::uuid ORDER BY m.user_id LIMIT ${limit}`,
    count: (ws) => sql`SELECT count(*)::int AS n FROM members WHERE workspace_id = ${ws}`,
  },
  tablePart('departments', 'departments', {
    ...cols('id', 'name', 'created_at'),
    member_ids: `ARRAY(SELECT dm.user_id::text FROM department_members dm WHERE dm.department_id = t.id ORDER BY dm.user_id)`,
  }),
  tablePart('channels', 'channels', cols('id', 'type', 'name', 'enabled', 'status', 'default_department_id', 'created_at')),
];

const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? []) as Record<string, unknown>[];

export async function countPart(db: Db, spec: PartSpec, ws: string): Promise<number> {
  return Number(rowsOf(await db.execute(spec.count(ws)))[0]?.n ?? 0);
}

/** One chunk of a part, in id order. */
export async function readChunk(db: Db, spec: PartSpec, ws: string, after: string | null, limit: number): Promise<ExportRecord[]> {
  return rowsOf(await db.execute(spec.select(ws, after, limit))) as ExportRecord[];
}
