import { createHash } from 'node:crypto';
import {
  readWebchatSettings,
  WEBCHAT_SERVER_EVENTS,
  type PrechatAnswer,
  type VisitorMessage,
  type VisitorMessagePage,
  type VisitorSession,
  type WebchatConfig,
} from '../../../../src/domain/webchat';
import type { PrechatForm } from '../../../../src/domain/webchatPrechat';
import { widgetLookWithBrand } from '../../../../src/domain/brandRules';
import type { ChannelRow } from '../../channels/connector';
import { emitToVisitor } from '../../channels/webchat/namespace';
import type { ApiDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import { hoursStatus } from '../businessHours/status';
import { ingestInbound } from '../conversations/ingest';
import { uploadUrl } from '../uploads/service';
import { publishContactUpdated } from '../contacts/events';
import { readWorkspaceBrand } from '../personalization/service';
import { visitorAuthorShown } from '../personalization/visitorIdentity';
import { toContact } from '../contacts/mapper';
import { claimVisitorContact, visitorMessages, visitorUploads, workspacePresence } from './repository';
import { toVisitorMessage, visitorExternalId, visitorMessageOf } from './visitorMessages';
import { newVisitorId, verifySignedUploadId, verifyVisitorToken, visitorToken } from './visitorToken';

export const PAGE_SIZE = 50;

export async function webchatConfig(deps: ApiDeps, channel: ChannelRow): Promise<WebchatConfig> {
  const [presence, { brand }, hours] = await Promise.all([
    workspacePresence(deps.db, channel.workspaceId),
    readWorkspaceBrand(deps, channel.workspaceId),
    hoursStatus(deps, channel.workspaceId, { channelId: channel.id }),
  ]);
  // The workspace's brand gives the look the channel's own settings leave at their defaults.
  const look = widgetLookWithBrand(channel.settings, readWebchatSettings(channel.settings), brand);
  return { ...look, name: presence.name, available: presence.available, hours };
}

/** A returning visitor keeps their identity; anyone else (or a token of an old secret) gets a new one. */
export function openSession(channel: ChannelRow, presented: string | undefined): { session: VisitorSession; created: boolean } {
  const known = verifyVisitorToken(channel, presented);
  const visitorId = known ?? newVisitorId();
  return { session: { visitorId, token: visitorToken(channel, visitorId) }, created: known === undefined };
}

/** How a visitor is named until they give a name: short, stable for the visitor, never their raw id. */
export function visitorName(visitorId: string): string {
  return `Web visitor ${createHash('sha256').update(visitorId).digest('hex').slice(0, 4).toUpperCase()}`;
}

export async function listVisitorMessages(deps: ApiDeps, channel: ChannelRow, visitorId: string, before?: string): Promise<VisitorMessagePage> {
  const [rows, shown] = await Promise.all([
    visitorMessages(deps.db, { channelId: channel.id, visitorId, before, limit: PAGE_SIZE + 1 }),
    visitorAuthorShown(deps, channel),
  ]);
  const page = rows.slice(0, PAGE_SIZE).reverse();
  return {
    items: page.map((row) => shown(toVisitorMessage(channel, row.message, row.agentName), row.agentPicture)),
    olderCursor: rows.length > PAGE_SIZE ? page[0]!.message.id : null,
  };
}

/** The visitor's files for a message: each id must be one this visitor uploaded on this channel. */
async function attachmentsOf(deps: ApiDeps, channel: ChannelRow, visitorId: string, signedIds: string[]) {
  const ids = signedIds.map((signed) => verifySignedUploadId(channel, visitorId, signed));
  if (ids.some((id) => id === undefined)) throw badRequest('A file of this message was not uploaded here.', { attachmentIds: 'Unknown file' });
  const unique = [...new Set(ids as string[])];
  const rows = await visitorUploads(deps.db, channel.workspaceId, unique);
  if (rows.length !== unique.length) throw badRequest('A file of this message no longer exists.', { attachmentIds: 'Unknown file' });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => {
    const row = byId.get(id)!;
    return { id: row.id, name: row.fileName, mime: row.contentType, size: row.size, url: uploadUrl(row) };
  });
}

async function ingestForVisitor(
  deps: ApiDeps,
  channel: ChannelRow,
  visitorId: string,
  input: { text: string; attachmentIds?: string[]; clientId?: string; name?: string; email?: string },
): Promise<VisitorMessage> {
  const attachments = await attachmentsOf(deps, channel, visitorId, input.attachmentIds ?? []);
  const { message, duplicate } = await ingestInbound(deps, {
    channel,
    externalContactId: visitorId,
    contactName: input.name ?? visitorName(visitorId),
    email: input.email,
    // A window sending the same message again (a retry after a lost answer) gets the stored one back.
    externalMessageId: input.clientId ? visitorExternalId(visitorId, input.clientId) : undefined,
    text: input.text,
    attachments,
  });
  const shown = visitorMessageOf(channel, message);
  // The visitor's windows show it too, the one that sent it included, which may hear it before the
  // answer: the clientId on it tells that window which of its pending messages this is.
  if (!duplicate) emitToVisitor(deps, channel.id, visitorId, WEBCHAT_SERVER_EVENTS.message, shown);
  return shown;
}

export function sendVisitorMessage(
  deps: ApiDeps,
  channel: ChannelRow,
  visitorId: string,
  input: { text: string; attachmentIds?: string[]; clientId?: string },
) {
  return ingestForVisitor(deps, channel, visitorId, input);
}

/** The offline form: the message, with the name and e-mail the visitor gave, so an agent can answer by mail. */
export function sendOfflineMessage(deps: ApiDeps, channel: ChannelRow, visitorId: string, input: { name: string; email: string; message: string }) {
  return ingestForVisitor(deps, channel, visitorId, { text: input.message, name: input.name, email: input.email });
}

/**
 * The pre-chat form: the visitor's contact takes the name and e-mail address they gave (so agents see
 * 'Ada Lovelace', not 'Web visitor 2339'), then the first message, if they wrote one, arrives as any other.
 */
export async function sendPrechat(deps: ApiDeps, channel: ChannelRow, visitorId: string, form: PrechatForm): Promise<PrechatAnswer> {
  if (form.name || form.email) {
    const contact = await claimVisitorContact(deps.db, { channel, visitorId, fallbackName: visitorName(visitorId), name: form.name, email: form.email, at: deps.now() });
    await publishContactUpdated(deps, channel.workspaceId, toContact(contact));
  }
  const message = form.message ? await ingestForVisitor(deps, channel, visitorId, { text: form.message }) : null;
  return { message };
}
