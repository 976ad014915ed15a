// A web chat customer's place in the routing queue (when the workspace shows it): pushed to the visitor's
// windows after every routing pass that moved the queue, and once when a window connects.
import { and, desc, eq, sql } from 'drizzle-orm';
import { isWebchatType } from '../../../../src/domain/channels';
import { routingSettingsOf } from '../../../../src/domain/routing';
import { WEBCHAT_SERVER_EVENTS, type QueuePosition } from '../../../../src/domain/webchat';
import type { ChannelRow } from '../../channels/connector';
import { emitToVisitor } from '../../channels/webchat/namespace';
import { contactIdentities, conversations } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { storedRoutingSettings } from './routingRepository';

async function settingsOf(deps: ApiDeps, workspaceId: string) {
  return routingSettingsOf(await storedRoutingSettings(deps.db, workspaceId));
}

/**
 * A waiting conversation's place in its department's queue (1 is next), or null when it is not waiting.
 * Counted in the workspace's queue order, so it is the place the router will serve it in.
 */
export async function queuePosition(deps: ApiDeps, conversationId: string): Promise<number | null> {
  const [me] = await deps.db.select().from(conversations).where(eq(conversations.id, conversationId));
  if (!me || me.routingState !== 'waiting' || me.status !== 'open' || me.assigneeId || !me.queuedAt) return null;
  const settings = await settingsOf(deps, me.workspaceId);
  const mine = sql`(${me.queuedAt.toISOString()}::timestamptz, ${me.id}::uuid)`;
  const ahead =
    settings.queueOrder === 'priority'
      ? sql`(c.routing_priority > ${me.routingPriority} or (c.routing_priority = ${me.routingPriority} and (c.queued_at, c.id) < ${mine}))`
      : sql`(c.queued_at, c.id) < ${mine}`;
  const result = await deps.db.execute(sql`
    select count(*)::int as n from conversations c
    where c.workspace_id = ${me.workspaceId} and c.routing_state = 'waiting' and c.status = 'open' and c.assignee_id is null
      and c.routing_department_id is not distinct from ${me.routingDepartmentId} and ${ahead}`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n) + 1;
}


/**
 * Tells every waiting web chat visitor of the workspace their place (numbered as queuePosition numbers
 * it: per routing department, in the queue's order), and the ones just given to an agent that they no
 * longer wait. One query.
 */
export async function tellQueuePositions(deps: ApiDeps, workspaceId: string, servedIds: string[]): Promise<void> {
  const settings = await settingsOf(deps, workspaceId);
  if (!settings.showQueuePosition) return;
  const orderBy = settings.queueOrder === 'priority' ? sql`c.routing_priority desc, c.queued_at, c.id` : sql`c.queued_at, c.id`;
  const served = servedIds.length > 0 ? sql`c.id in (${sql.join(servedIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql`false`;
  // Two index-driven reads joined (the partial queue index, the served ids), never a scan of the workspace.
  const result = await deps.db.execute(sql`
    with queue as (
      select c.id, row_number() over (partition by c.routing_department_id order by ${orderBy})::int as position
      from conversations c
      where c.workspace_id = ${workspaceId} and c.routing_state = 'waiting' and c.status = 'open' and c.assignee_id is null),
    told as (
      select id, position from queue
      union all
      select c.id, null::int from conversations c where ${served})
    select c.channel_id, c.channel_type, ci.external_id as visitor_id, t.position
    from told t
    join conversations c on c.id = t.id and c.channel_type like 'CHAT%WEBCHAT'
    join contact_identities ci on ci.contact_id = c.contact_id and ci.channel_id = c.channel_id`);
  const rows = (result as unknown as { rows: { channel_id: string; channel_type: string; visitor_id: string; position: number | null }[] }).rows;
  for (const row of rows) {
    if (!isWebchatType(row.channel_type)) continue;
    const payload: QueuePosition = { position: row.position === null ? null : Number(row.position) };
    emitToVisitor(deps, row.channel_id, row.visitor_id, WEBCHAT_SERVER_EVENTS.queuePosition, payload);
  }
}

/** The visitor's place now: their open conversation on the channel, if it waits and the workspace shows it. */
export async function visitorQueuePosition(deps: ApiDeps, channel: ChannelRow, visitorId: string): Promise<QueuePosition> {
  if (!(await settingsOf(deps, channel.workspaceId)).showQueuePosition) return { position: null };
  const [open] = await deps.db
    .select({ id: conversations.id })
    .from(conversations)
    .innerJoin(contactIdentities, and(eq(contactIdentities.contactId, conversations.contactId), eq(contactIdentities.channelId, conversations.channelId)))
    .where(and(eq(contactIdentities.channelId, channel.id), eq(contactIdentities.externalId, visitorId), eq(conversations.status, 'open')))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(1);
  return { position: open ? await queuePosition(deps, open.id) : null };
}
