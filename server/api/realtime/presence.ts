import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io';
import type { PresencePayload } from '../../../src/domain/inbox';
import { isUuid, recordOrEmpty } from '../../../src/domain/validation';
import type { Db } from '../db/client';
import { members, users } from '../db/schema';
import { conversations } from '../db/inboxSchema';
import { mayAccess } from '../modules/conversations/conversationRules';
import type { SocketIdentity } from './socketAuth';

const KINDS = new Set<PresencePayload['kind']>(['viewing', 'typing', 'left']);

export interface PresenceRooms {
  workspace: (workspaceId: string) => string;
  user: (workspaceId: string, userId: string) => string;
}

/** Who may hear about a conversation: its assignee and the Administrators, or everyone when unassigned. */
async function audience(db: Db, identity: SocketIdentity & { workspaceId: string }, conversationId: string, rooms: PresenceRooms) {
  const [row] = await db
    .select({ assigneeId: conversations.assigneeId, role: members.role, name: users.username })
    .from(conversations)
    .innerJoin(members, and(eq(members.workspaceId, conversations.workspaceId), eq(members.userId, identity.userId)))
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(conversations.id, conversationId), eq(conversations.workspaceId, identity.workspaceId)));
  if (!row || !mayAccess(row.role, identity.userId, row.assigneeId)) return undefined;
  if (!row.assigneeId) return { name: row.name, rooms: [rooms.workspace(identity.workspaceId)] };
  const admins = await db
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.workspaceId, identity.workspaceId), eq(members.role, 'Administrator')));
  const ids = new Set([row.assigneeId, ...admins.map((a) => a.userId)]);
  return { name: row.name, rooms: [...ids].map((id) => rooms.user(identity.workspaceId, id)) };
}

/**
 * Relays 'presence' (who views, who types) to the other sockets that may see the conversation; nothing
 * is stored. A payload that is not well formed, or a conversation the sender may not see, is dropped
 * without an answer. When the socket goes, the conversations it was viewing hear that it left.
 */
export function handlePresence(socket: Socket, db: Db, rooms: PresenceRooms): void {
  const identity = socket.data.identity as SocketIdentity;
  const workspaceId = identity.workspaceId;
  if (!workspaceId) return;
  const viewing = new Map<string, string[]>();
  let userName = '';

  const relay = (conversationId: string, kind: PresencePayload['kind'], to: string[]) => {
    const payload: PresencePayload = { conversationId, userId: identity.userId, userName, kind };
    socket.to(to).emit('presence', payload);
  };

  socket.on('presence', async (raw: unknown) => {
    const input = recordOrEmpty(raw);
    const { conversationId, kind } = input;
    if (!isUuid(conversationId) || !KINDS.has(kind as PresencePayload['kind'])) return;
    try {
      const found = await audience(db, { ...identity, workspaceId }, conversationId, rooms);
      if (!found) return;
      userName = found.name;
      if (kind === 'left') viewing.delete(conversationId);
      else viewing.set(conversationId, found.rooms);
      relay(conversationId, kind as PresencePayload['kind'], found.rooms);
    } catch {
      // Presence is best effort: a failed lookup drops one signal, the next one goes through.
    }
  });

  socket.on('disconnect', () => {
    for (const [conversationId, to] of viewing) relay(conversationId, 'left', to);
    viewing.clear();
  });
}
