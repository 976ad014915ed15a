import type { Attachment, Message } from '../../../../src/domain/inbox';
import type { VisitorMessage } from '../../../../src/domain/webchat';
import type { ChannelRow } from '../../channels/connector';
import type { MessageRow } from '../conversations/mappers';
import { fileSignature } from './visitorToken';

/** Where the visitor fetches a file of their conversation: signed, since an <img> sends no Bearer header. */
export function visitorFileUrl(channel: Pick<ChannelRow, 'id' | 'secret' | 'publicId'>, file: Pick<Attachment, 'id' | 'name'>): string {
  return `/v2/api/webchat/${channel.publicId}/files/${file.id}/${encodeURIComponent(file.name)}?sig=${fileSignature(channel, file.id)}`;
}

type Source = Pick<MessageRow, 'id' | 'direction' | 'authorType' | 'text' | 'attachments' | 'deliveryState'> &
  Partial<Pick<MessageRow, 'externalId'>> & { createdAt: Date | string };

/**
 * The stored external id of a visitor's message sent with a window's clientId. The visitor's id is part
 * of it because the unique index (and the duplicate lookup) is per channel: one visitor's clientId must
 * never find another visitor's message.
 */
export const visitorExternalId = (visitorId: string, clientId: string) => `webchat:${visitorId}:${clientId}`;

/** The window's clientId back from a stored external id (the visitor's messages only). */
function clientIdOf(row: Source): string | undefined {
  if (row.direction !== 'inbound' || !row.externalId) return undefined;
  return /^webchat:[A-Za-z0-9_-]+:([A-Za-z0-9_-]+)$/.exec(row.externalId)?.[1];
}

/** A stored message as the visitor sees it: the agent's name only (no ids), files behind signed urls. */
export function toVisitorMessage(channel: Pick<ChannelRow, 'id' | 'secret' | 'publicId'>, row: Source, agentName: string | null): VisitorMessage {
  return {
    id: row.id,
    direction: row.direction,
    authorName: row.direction === 'outbound' ? (row.authorType === 'agent' ? (agentName ?? 'Support') : 'Support') : null,
    text: row.text,
    attachments: row.attachments.map((file) => ({ ...file, url: visitorFileUrl(channel, file) })),
    deliveryState: row.deliveryState,
    createdAt: typeof row.createdAt === 'string' ? row.createdAt : row.createdAt.toISOString(),
    ...(clientIdOf(row) ? { clientId: clientIdOf(row) } : {}),
  };
}

/** The console's Message (as the connector receives it) for the visitor. */
export function visitorMessageOf(channel: Pick<ChannelRow, 'id' | 'secret' | 'publicId'>, message: Message): VisitorMessage {
  return toVisitorMessage(channel, message, message.authorType === 'agent' ? message.authorName : null);
}
