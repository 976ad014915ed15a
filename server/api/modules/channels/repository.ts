import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { ChannelRow } from '../../channels/connector';
import type { Db, Tx } from '../../db/client';
import { channels } from '../../db/inboxSchema';
import { channelsChanged } from '../../channels/channelChanges';

/** A channel's name in public URLs: unguessable, URL-safe, short enough to read. */
export const newPublicId = (): string => randomBytes(12).toString('base64url');
/** The HMAC key of a webhook channel (and the web chat's token key): 256 bits. */
export const newSecret = (): string => randomBytes(32).toString('hex');

export async function insertChannel(
  db: Db | Tx,
  input: { workspaceId: string; type: string; name: string; settings: Record<string, unknown>; enabled?: boolean; id?: string; publicId?: string; secret?: string },
): Promise<ChannelRow> {
  const [row] = await db
    .insert(channels)
    .values({ publicId: newPublicId(), secret: newSecret(), ...input })
    .returning();
  return row!;
}

export async function listChannels(db: Db, workspaceId: string, type?: string): Promise<ChannelRow[]> {
  return db
    .select()
    .from(channels)
    .where(and(eq(channels.workspaceId, workspaceId), type ? eq(channels.type, type) : undefined))
    .orderBy(asc(channels.createdAt), asc(channels.id));
}

export async function findChannel(db: Db, workspaceId: string, id: string): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(channels).where(and(eq(channels.workspaceId, workspaceId), eq(channels.id, id)));
  return row;
}

export async function findChannelById(db: Db, id: string): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(channels).where(eq(channels.id, id));
  return row;
}

export async function findChannelByPublicId(db: Db, publicId: string): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(channels).where(eq(channels.publicId, publicId));
  return row;
}

export async function updateChannel(
  db: Db | Tx,
  workspaceId: string,
  id: string,
  set: Partial<Pick<ChannelRow, 'name' | 'settings' | 'enabled' | 'secret' | 'status' | 'statusReason'>>,
): Promise<ChannelRow | undefined> {
  channelsChanged();
  const [row] = await db
    .update(channels)
    .set(set)
    .where(and(eq(channels.workspaceId, workspaceId), eq(channels.id, id)))
    .returning();
  return row;
}
