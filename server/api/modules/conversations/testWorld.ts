import type TestAgent from 'supertest/lib/agent';
import { eq } from 'drizzle-orm';
import type { ChannelRow } from '../../channels/connector';
import { uploads } from '../../db/schema';
import { conversations } from '../../db/inboxSchema';
import { xhr, type TestApi } from '../../testing/harness';
import { seedTeam } from '../../testing/team';
import { insertChannel } from '../channels/repository';
import { ingestInbound } from './ingest';

/** A team (Administrator, two Agents, an outsider) with a webhook and a Line channel, for the conversation tests. */
export async function conversationWorld(name: string) {
  const team = await seedTeam(name);
  const { api } = team;
  const ws = { id: team.ws, adminId: team.adminId, agentId: team.agentId, otherAgentId: team.otherAgentId };
  const hook = await insertChannel(api.deps.db, { workspaceId: ws.id, type: 'WEBHOOK', name: 'Hook', settings: { url: 'http://127.0.0.1:9/hook' } });
  const line = await insertChannel(api.deps.db, { workspaceId: ws.id, type: 'LINE', name: 'Line', settings: {} });
  let n = 0;
  return {
    ...team,
    ws,
    outsiderWs: team.otherWs,
    hook,
    line,
    inbound: (channel: ChannelRow, text = 'hello', from = `c-${(n += 1)}`, contactName?: string) =>
      ingestInbound(api.deps, { channel, externalContactId: from, text, ...(contactName ? { contactName } : {}) }),
    assignDirect: (id: string, assigneeId: string | null) => api.deps.db.update(conversations).set({ assigneeId }).where(eq(conversations.id, id)),
    post: (as: TestAgent, url: string, body: object = {}) => xhr(as, 'post', `/v2/api${url}`, body),
    upload: async (workspaceId: string, mime: string, fileName: string) => {
      const [row] = await api.deps.db.insert(uploads).values({ workspaceId, fileName, contentType: mime, size: 10, storagePath: `${workspaceId}/x` }).returning();
      return row!.id;
    },
  };
}

export type ConversationWorld = Awaited<ReturnType<typeof conversationWorld>>;
export type { TestApi };
