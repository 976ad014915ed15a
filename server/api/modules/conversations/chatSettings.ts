import { eq, sql } from 'drizzle-orm';
import type { ChatSettings, ChatSettingsPayload } from '../../../../src/domain/inbox';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import type { Db } from '../../db/client';
import { workspaceSettings } from '../../db/schema';
import type { ApiDeps } from '../../deps';
import { chatSettingsOf } from './conversationRules';
import type { Tx } from './repository';

export async function readChatSettings(db: Db | Tx, workspaceId: string): Promise<ChatSettings> {
  const [row] = await db.select({ agent: workspaceSettings.agent }).from(workspaceSettings).where(eq(workspaceSettings.workspaceId, workspaceId));
  return chatSettingsOf(row?.agent);
}

/**
 * Saves the chat settings into workspace_settings.agent, merged with the keys other settings keep there,
 * and tells the workspace's consoles.
 */
export async function saveChatSettings(deps: ApiDeps, workspaceId: string, settings: ChatSettings): Promise<ChatSettings> {
  const patch = JSON.stringify({ assignOnReply: settings.assignOnReply });
  await deps.db
    .insert(workspaceSettings)
    .values({ workspaceId, agent: { assignOnReply: settings.assignOnReply } })
    .onConflictDoUpdate({ target: workspaceSettings.workspaceId, set: { agent: sql`${workspaceSettings.agent} || ${patch}::jsonb` } });
  const saved = await readChatSettings(deps.db, workspaceId);
  const payload: ChatSettingsPayload = { settings: saved };
  await deps.realtime.publish({ workspaceId, type: REALTIME_EVENTS.chatSettings, payload: { ...payload } });
  return saved;
}
