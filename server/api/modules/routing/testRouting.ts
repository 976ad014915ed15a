// The routing tests' world: the conversation tests' team, with the routing settings, presence, status,
// capacity and departments set straight in the database (their own routes belong to other tests).
import { and, asc, eq } from 'drizzle-orm';
import type { RoutingSettings } from '../../../../src/domain/routing';
import { departmentMembers } from '../../db/adminSchema';
import { skills } from '../../db/calendarSchema';
import { channels, conversations, departments } from '../../db/inboxSchema';
import { routingDecisions, skillKeywordRules } from '../../db/routingSchema';
import { members, users, workspaceSettings } from '../../db/schema';
import { conversationWorld } from '../conversations/testWorld';

export async function routingWorld(name: string) {
  const world = await conversationWorld(name);
  const { db } = world.api.deps;
  const ws = world.ws.id;
  const member = (userId: string) => and(eq(members.workspaceId, ws), eq(members.userId, userId));
  return {
    ...world,
    settings: async (routing: Partial<RoutingSettings>) => {
      await db.insert(workspaceSettings).values({ workspaceId: ws, routing }).onConflictDoUpdate({ target: workspaceSettings.workspaceId, set: { routing } });
    },
    /** A live console for an hour of the api's clock. */
    online: async (...userIds: string[]) => {
      for (const id of userIds) await db.update(members).set({ onlineUntil: new Date(world.api.clock.now.getTime() + 3600_000) }).where(member(id));
    },
    offline: (userId: string) => db.update(members).set({ onlineUntil: null }).where(member(userId)),
    status: (userId: string, status: 'available' | 'aux') => db.update(users).set({ status }).where(eq(users.id, userId)),
    capacity: (userId: string, capacity: number | null) => db.update(members).set({ capacity }).where(member(userId)),
    department: async (name: string, mode: string, memberIds: string[]) => {
      const [d] = await db.insert(departments).values({ workspaceId: ws, name, assignmentMode: mode as 'manual' }).returning();
      for (const userId of memberIds) await db.insert(departmentMembers).values({ workspaceId: ws, departmentId: d!.id, userId });
      return d!;
    },
    skills: async (names: string[]) => (await db.insert(skills).values(names.map((name) => ({ workspaceId: ws, name }))).returning()).map((s) => s.id),
    keywordRules: (rules: { skillId: string; keywords: string[] }[]) =>
      db.insert(skillKeywordRules).values(rules.map((r, position) => ({ workspaceId: ws, ...r, position }))),
    channelSkill: (channelId: string, skillId: string | null) => db.update(channels).set({ skillId }).where(eq(channels.id, channelId)),
    conversation: async (id: string) => (await db.select().from(conversations).where(eq(conversations.id, id)))[0]!,
    decisions: (conversationId: string) =>
      db.select().from(routingDecisions).where(eq(routingDecisions.conversationId, conversationId)).orderBy(asc(routingDecisions.at), asc(routingDecisions.id)),
    /** Moves the api's clock on, so decisions and round-robin turns have distinct times. */
    tick: (ms = 1000) => (world.api.clock.now = new Date(world.api.clock.now.getTime() + ms)),
  };
}

export type RoutingWorld = Awaited<ReturnType<typeof routingWorld>>;
