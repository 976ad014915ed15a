import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';

/**
 * The demo's web chat answers the console's 'Need an Assistant?', so the button works in the demo.
 * Kept in app_secrets, the server-wide values every api instance shares (only the server writes it;
 * no workspace setting could point every workspace's help button at one chat). WEBCHAT_SUPPORT_CHANNEL,
 * when set, wins: that is how production names its own support chat.
 */
const NAME = 'demo support channel';

export async function rememberSupportChannel(db: Db, publicId: string): Promise<void> {
  await db.insert(appSecrets).values({ name: NAME, value: publicId }).onConflictDoUpdate({ target: appSecrets.name, set: { value: publicId } });
}

export async function rememberedSupportChannel(db: Db): Promise<string | undefined> {
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, NAME));
  return row?.value;
}

/** The chat behind 'Need an Assistant?': WEBCHAT_SUPPORT_CHANNEL, else the demo's web chat when there is a demo. */
export async function supportChannelOf(db: Db, configured: string | undefined): Promise<string | undefined> {
  return configured ?? (await rememberedSupportChannel(db));
}
