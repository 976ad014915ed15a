import { and, desc, eq, isNull } from 'drizzle-orm';
import { AUTO_MESSAGE_KINDS, emptyAutoMessages, type AutoMessageKind, type AutoMessageSettings } from '../../../../src/domain/autoMessageRules';
import type { Db, Tx } from '../../db/client';
import { autoMessages } from '../../db/adminSchema';
import { members, users } from '../../db/schema';
import { messages } from '../../db/inboxSchema';

/** Each channel's three messages; a kind never saved is off and empty. */
export async function autoMessagesByChannel(db: Db | Tx, workspaceId: string): Promise<Map<string, AutoMessageSettings>> {
  const rows = await db.select().from(autoMessages).where(eq(autoMessages.workspaceId, workspaceId));
  const byChannel = new Map<string, AutoMessageSettings>();
  for (const row of rows) {
    const settings = byChannel.get(row.channelId) ?? emptyAutoMessages();
    settings[row.kind] = { text: row.text, enabled: row.enabled };
    byChannel.set(row.channelId, settings);
  }
  return byChannel;
}

/** The channel's message of this kind, when it is on and has text. */
export async function enabledAutoText(db: Db | Tx, channelId: string, kind: AutoMessageKind): Promise<string | null> {
  const [row] = await db
    .select({ text: autoMessages.text })
    .from(autoMessages)
    .where(and(eq(autoMessages.channelId, channelId), eq(autoMessages.kind, kind), eq(autoMessages.enabled, true)));
  return row?.text.trim() ? row.text.trim() : null;
}

/** The kinds the channel has on (with text): most channels have none, and the ingest stops there. */
export async function enabledKinds(db: Db | Tx, channelId: string): Promise<Set<AutoMessageKind>> {
  const rows = await db
    .select({ kind: autoMessages.kind, text: autoMessages.text })
    .from(autoMessages)
    .where(and(eq(autoMessages.channelId, channelId), eq(autoMessages.enabled, true)));
  return new Set(rows.filter((r) => r.text.trim() !== '').map((r) => r.kind));
}

export async function saveAutoMessages(tx: Tx, workspaceId: string, channelId: string, settings: AutoMessageSettings, now: Date): Promise<void> {
  const values = AUTO_MESSAGE_KINDS.map((kind) => ({ workspaceId, channelId, kind, text: settings[kind].text, enabled: settings[kind].enabled, updatedAt: now }));
  for (const value of values) {
    await tx
      .insert(autoMessages)
      .values(value)
      .onConflictDoUpdate({ target: [autoMessages.channelId, autoMessages.kind], set: { text: value.text, enabled: value.enabled, updatedAt: now } });
  }
}

/** Whether any active member of the workspace has the status 'available' (profile menu, spec §7). */
export async function anyoneAvailable(db: Db | Tx, workspaceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.workspaceId, workspaceId), isNull(members.deactivatedAt), eq(users.status, 'available')))
    .limit(1);
  return Boolean(row);
}

/** The newest message of the conversation by this kind of author (the key's marker), or null. */
export async function lastMessageIdBy(db: Db | Tx, conversationId: string, authorType: 'agent' | 'contact'): Promise<string | null> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.authorType, authorType)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return row?.id ?? null;
}
