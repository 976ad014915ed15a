import { and, desc, eq } from 'drizzle-orm';
import type { Namespace, Server, Socket } from 'socket.io';
import type { PresencePayload } from '../../../../src/domain/inbox';
import { readWebchatSettings, WEBCHAT_SERVER_EVENTS, WEBCHAT_TYPING_EVENT, type AgentTyping } from '../../../../src/domain/webchat';
import { isWebchatType } from '../../../../src/domain/channels';
import type { ChannelRow } from '../../channels/connector';
import { emitToVisitor } from '../../channels/webchat/namespace';
import type { Db } from '../../db/client';
import { members, users } from '../../db/schema';
import { channels, contactIdentities, contacts, conversations } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { describeError } from '../../http/errors';
import { userRoom } from '../../realtime/socketServer';
import type { SocketIdentity } from '../../realtime/socketAuth';
import { mayAccess } from '../conversations/conversationRules';
import { typingNameShown } from '../personalization/visitorIdentity';
import { createTypingGate, hearsVisitor, readAgentPresence, readVisitorTyping, visitorPresenceId } from './typingRules';

// Typing indicators both ways, through the sockets only: nothing is stored or replayed, and every signal
// is checked against the conversation as it is now (who it is assigned to, who may see it).

/** The visitor's latest conversation on the channel, who may hear about it, and whether they see the text. */
async function visitorAudience(db: Db, channelId: string, visitorId: string) {
  const [row] = await db
    .select({ id: conversations.id, workspaceId: conversations.workspaceId, assigneeId: conversations.assigneeId, contactId: contacts.id, name: contacts.name, settings: channels.settings })
    .from(contactIdentities)
    .innerJoin(conversations, and(eq(conversations.contactId, contactIdentities.contactId), eq(conversations.channelId, contactIdentities.channelId)))
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .innerJoin(channels, eq(channels.id, contactIdentities.channelId))
    .where(and(eq(contactIdentities.channelId, channelId), eq(contactIdentities.externalId, visitorId)))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(1);
  if (!row) return undefined;
  const team = await db
    .select({ userId: members.userId, role: members.role, access: members.access })
    .from(members)
    .where(and(eq(members.workspaceId, row.workspaceId), eq(members.expired, false)));
  const listeners = team.filter((member) => hearsVisitor(member, row.assigneeId)).map((member) => userRoom(row.workspaceId, member.userId));
  return { conversationId: row.id, contactId: row.contactId, name: row.name, listeners, showText: readWebchatSettings(row.settings).showVisitorTyping };
}

/** A web chat conversation the agent may see: its visitors' ids on the channel, and the agent's name. */
async function agentTarget(db: Db, identity: SocketIdentity & { workspaceId: string }, conversationId: string) {
  const rows = await db
    .select({ assigneeId: conversations.assigneeId, channelId: conversations.channelId, type: channels.type, role: members.role, name: users.username, visitorId: contactIdentities.externalId })
    .from(conversations)
    .innerJoin(channels, eq(channels.id, conversations.channelId))
    .innerJoin(members, and(eq(members.workspaceId, conversations.workspaceId), eq(members.userId, identity.userId), eq(members.expired, false)))
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(contactIdentities, and(eq(contactIdentities.contactId, conversations.contactId), eq(contactIdentities.channelId, conversations.channelId)))
    .where(and(eq(conversations.id, conversationId), eq(conversations.workspaceId, identity.workspaceId)));
  const first = rows[0];
  if (!first || !isWebchatType(first.type) || !mayAccess(first.role, identity.userId, first.assigneeId)) return undefined;
  // The brand may show visitors the workspace instead of the agent.
  const name = await typingNameShown({ db }, identity.workspaceId, first.name);
  return { channelId: first.channelId, name, visitorIds: rows.map((row) => row.visitorId) };
}

function relayVisitorTyping(io: Server, deps: ApiDeps, socket: Socket) {
  const { channel, visitorId } = socket.data.visitor as { channel: ChannelRow; visitorId: string };
  const gate = createTypingGate();
  const send = async (typing: boolean, text?: string) => {
    const found = await visitorAudience(deps.db, channel.id, visitorId);
    if (!found || found.listeners.length === 0) return;
    const payload: PresencePayload & { preview?: string } = {
      conversationId: found.conversationId,
      userId: visitorPresenceId(found.contactId),
      userName: found.name,
      kind: typing ? 'typing' : 'left',
      ...(typing && text && found.showText ? { preview: text } : {}),
    };
    io.to(found.listeners).emit('presence', payload);
  };
  const fail = (err: unknown) => deps.logger.warn('webchat typing relay failed', { ...describeError(err) });
  socket.on(WEBCHAT_TYPING_EVENT, (raw: unknown) => {
    const signal = readVisitorTyping(raw);
    if (signal && gate.pass(signal.typing, Date.now())) send(signal.typing, signal.text).catch(fail);
  });
  socket.on('disconnect', () => {
    if (gate.pass(false, Date.now())) send(false).catch(fail);
  });
}

type AgentTarget = NonNullable<Awaited<ReturnType<typeof agentTarget>>>;

function relayAgentTyping(deps: ApiDeps, socket: Socket) {
  const identity = socket.data.identity as SocketIdentity;
  const workspaceId = identity.workspaceId;
  if (!workspaceId) return;
  const gates = new Map<string, ReturnType<typeof createTypingGate>>();
  // Conversations this socket said it types a reply in: a later 'viewing' or 'left' (or the socket
  // going) tells their visitors it stopped, without asking the database again.
  const typingIn = new Map<string, AgentTarget>();
  const tell = (target: AgentTarget, typing: boolean) => {
    const payload: AgentTyping = { name: target.name, typing };
    for (const visitorId of target.visitorIds) emitToVisitor(deps, target.channelId, visitorId, WEBCHAT_SERVER_EVENTS.agentTyping, payload);
  };
  socket.on('presence', async (raw: unknown) => {
    const signal = readAgentPresence(raw);
    if (!signal) return;
    const { conversationId } = signal;
    if (signal.kind !== 'typing' || !signal.reply) {
      const target = typingIn.get(conversationId);
      typingIn.delete(conversationId);
      gates.delete(conversationId);
      if (target) tell(target, false);
      return;
    }
    const gate = gates.get(conversationId) ?? createTypingGate();
    gates.set(conversationId, gate);
    if (!gate.pass(true, Date.now())) return;
    try {
      const target = await agentTarget(deps.db, { ...identity, workspaceId }, conversationId);
      if (!target) return;
      typingIn.set(conversationId, target);
      tell(target, true);
    } catch (err) {
      deps.logger.warn('webchat typing relay failed', { ...describeError(err) });
    }
  });
  socket.on('disconnect', () => {
    for (const target of typingIn.values()) tell(target, false);
    typingIn.clear();
  });
}

/**
 * Adds the typing relay to the console's sockets (`io`) and the visitors' namespace (`nsp`). Beside, not
 * inside, the presence relay: it listens to the same console signals for those meant for a customer.
 */
export function attachTypingRelay(io: Server, nsp: Namespace, deps: ApiDeps): void {
  nsp.on('connection', (socket) => relayVisitorTyping(io, deps, socket));
  io.on('connection', (socket) => relayAgentTyping(deps, socket));
}
