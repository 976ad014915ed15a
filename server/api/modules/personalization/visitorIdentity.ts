import { eq } from 'drizzle-orm';
import type { VisitorMessage } from '../../../../src/domain/webchat';
import type { ChannelRow } from '../../channels/connector';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { ApiDeps } from '../../deps';
import { uploadIdFromUrl } from '../uploads/service';
import { visitorFileUrl } from '../webchat/visitorMessages';
import { logoPath, readWorkspaceBrand } from './service';

// Whom a customer sees on the workspace's messages (the brand's identity): the agent, with their name and
// profile picture, or the workspace, with its name and logo. The picture reaches the visitor through the
// channel's signed file links, since a profile picture is otherwise behind a member's session.

type Channel = Pick<ChannelRow, 'id' | 'secret' | 'publicId' | 'workspaceId'>;
export type ShowAuthor = (message: VisitorMessage, agentPicture: string | null) => VisitorMessage;

function agentPictureUrl(channel: Channel, picture: string | null): string | null {
  const id = picture ? uploadIdFromUrl(picture) : undefined;
  if (!picture || !id) return null;
  return visitorFileUrl(channel, { id, name: decodeURIComponent(picture.slice(picture.lastIndexOf('/') + 1)) });
}

/** Reads the brand once, for a page of messages or one pushed message. */
export async function visitorAuthorShown(deps: Pick<ApiDeps, 'db'>, channel: Channel): Promise<ShowAuthor> {
  const { name, brand } = await readWorkspaceBrand(deps, channel.workspaceId);
  const logo = brand.logo ? logoPath(channel.workspaceId, brand.logo) : null;
  return (message, agentPicture) => {
    if (message.direction !== 'outbound') return message;
    const picture = brand.identity === 'workspace' ? logo : agentPictureUrl(channel, agentPicture);
    const shown = brand.identity === 'workspace' ? { ...message, authorName: name } : message;
    return picture ? { ...shown, authorPictureUrl: picture } : shown;
  };
}

/** The profile picture of a message's author (an agent), for a message pushed alone. */
export async function authorPicture(db: Db, authorId: string | null): Promise<string | null> {
  if (!authorId) return null;
  const [row] = await db.select({ picture: users.profileImageUrl }).from(users).where(eq(users.id, authorId));
  return row?.picture ?? null;
}

/** The name an agent's typing shows the visitor: theirs, or the workspace's. */
export async function typingNameShown(deps: Pick<ApiDeps, 'db'>, workspaceId: string, agentName: string): Promise<string> {
  const { name, brand } = await readWorkspaceBrand(deps, workspaceId);
  return brand.identity === 'workspace' ? name : agentName;
}
