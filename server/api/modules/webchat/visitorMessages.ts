import type { Attachment, Message } from '../../../../src/domain/inbox';
import type { VisitorMessage } from '../../../../src/domain/webchat';
import type { ChannelRow } from '../../channels/connector';
import type { MessageRow } from '../conversations/mappers';
import { fileSignature } from './visitorToken';

/** Where the visitor fetches a file of their conversation: signed, since an <img> sends no Bearer header. */
export function visitorFileUrl(channel: Pick<ChannelRow, 'id' | 'secret' | 'publicId'>, file: Pick<Attachment, 'id' | 'name'>): string {
  return `/v2/api/webchat/${channel.publicId}/files/${file.id}/${encodeURIComponent(file.name)}?sig=${fileSignature(channel, file.id)}`;
}

type Source = Pick<MessageRow, 'id' | 'direction' | 'authorType' | 'text' | 'attachments' | 'deliveryState'> & { createdAt: Date | string };

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
  };
}

/** The console's Message (as the connector receives it) for the visitor. */
export function visitorMessageOf(channel: Pick<ChannelRow, 'id' | 'secret' | 'publicId'>, message: Message): VisitorMessage {
  return toVisitorMessage(channel, message, message.authorType === 'agent' ? message.authorName : null);
}
