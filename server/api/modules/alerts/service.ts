import { DEFAULT_MESSAGE_SOUND, mayTakeWork, type MessageSound, type UnreadCounts, type WorkKind } from '../../../../src/domain/alerts';
import type { Db } from '../../db/client';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { accessibleConversation } from '../conversations/access';
import { ticketFor } from '../tickets/access';
import { alertMembers, countUnreadConversations, countUnreadTickets, markConversationRead, markTicketRead, saveSound, type AlertMember } from './repository';

const counted = (people: AlertMember[], kind: WorkKind) =>
  people.map((p) => ({ userId: p.userId, baseline: p.baseline, takes: mayTakeWork(p, kind) }));

/** Each member's unread counts (see UnreadCounts): every member of the workspace, or only `userIds`. */
export async function unreadFor(db: Db, workspaceId: string, userIds?: readonly string[]): Promise<Map<string, UnreadCounts>> {
  const people = await alertMembers(db, workspaceId, userIds);
  const chat = await countUnreadConversations(db, workspaceId, counted(people, 'chat'));
  const ticket = await countUnreadTickets(db, workspaceId, counted(people, 'ticket'));
  return new Map(people.map((p) => [p.userId, { chat: chat.get(p.userId) ?? 0, ticket: ticket.get(p.userId) ?? 0 }]));
}

export async function alertsOf(deps: ApiDeps, ctx: WorkspaceContext): Promise<{ unread: UnreadCounts; sound: MessageSound }> {
  const [me] = await alertMembers(deps.db, ctx.workspace.id, [ctx.user.id]);
  const unread = (await unreadFor(deps.db, ctx.workspace.id, [ctx.user.id])).get(ctx.user.id) ?? { chat: 0, ticket: 0 };
  // A deactivated member is refused before this (http/auth.ts); had they no row, they hear the default.
  return { unread, sound: me?.sound ?? DEFAULT_MESSAGE_SOUND };
}

export type ReadTarget = { conversationId: string } | { ticketId: string };

/**
 * The caller read a conversation or a ticket they may see (another workspace's, or a colleague's for an
 * Agent, is 404 as everywhere). A conversation and its ticket show the same customer messages, so reading
 * one reads the other too. Answers their new counts.
 */
export async function markRead(deps: ApiDeps, ctx: WorkspaceContext, target: ReadTarget): Promise<UnreadCounts> {
  const base = { workspaceId: ctx.workspace.id, userId: ctx.user.id, at: deps.now() };
  let conversationId: string | null;
  let ticketId: string | null;
  if ('conversationId' in target) {
    const row = await accessibleConversation(deps, ctx, target.conversationId);
    [conversationId, ticketId] = [target.conversationId, row.conversation.ticketId];
  } else {
    const ticket = await ticketFor(deps, ctx, target.ticketId, 'read');
    [conversationId, ticketId] = [ticket.conversationId, target.ticketId];
  }
  if (conversationId) await markConversationRead(deps.db, { ...base, conversationId });
  if (ticketId) await markTicketRead(deps.db, { ...base, ticketId });
  return (await unreadFor(deps.db, ctx.workspace.id, [ctx.user.id])).get(ctx.user.id)!;
}

export async function setSound(deps: ApiDeps, ctx: WorkspaceContext, sound: MessageSound): Promise<MessageSound> {
  await saveSound(deps.db, ctx.workspace.id, ctx.user.id, sound);
  return sound;
}
