import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { conversations, notes, tickets } from '../../db/inboxSchema';
import { channelInboundEvents } from '../../db/outboxSchema';
import { uploads } from '../../db/schema';
import type { ChannelRow } from '../../channels/connector';
import { ingestInbound } from '../conversations/ingest';
import type { ConversationWorld } from '../conversations/testWorld';
import { insertTicket } from '../tickets/repository';
import { uploadsDir, uploadUrl } from '../uploads/service';

/** A file of the workspace on disk with its row, as the upload store keeps it. */
export async function storedFile(w: ConversationWorld, workspaceId: string, fileName: string) {
  const [row] = await w.api.deps.db.insert(uploads).values({ workspaceId, fileName, contentType: 'image/png', size: 4, storagePath: '' }).returning();
  const storagePath = path.join(workspaceId, row!.id);
  const full = path.join(uploadsDir(w.api.deps.config.dataDir), storagePath);
  await fs.mkdir(path.dirname(full), { recursive: true });
  await fs.writeFile(full, 'png!');
  await w.api.deps.db.update(uploads).set({ storagePath }).where(eq(uploads.id, row!.id));
  return { id: row!.id, full, attachment: { id: row!.id, name: fileName, mime: 'image/png', size: 4, url: uploadUrl({ id: row!.id, fileName }) } };
}

/**
 * A customer who wrote twice (once with a file) on a channel, with a ticket of their conversation, a
 * note on it, and the provider's raw call that carried their message.
 */
export async function seedCustomer(w: ConversationWorld, channel: ChannelRow, externalId: string, name: string) {
  const file = await storedFile(w, channel.workspaceId, `${externalId}-photo.png`);
  await w.api.deps.db.insert(channelInboundEvents).values({
    workspaceId: channel.workspaceId,
    channelId: channel.id,
    headers: {},
    query: {},
    body: Buffer.from(JSON.stringify({ from: externalId, text: `raw of ${name}` })).toString('base64'),
    state: 'done',
  });
  const first = await ingestInbound(w.api.deps, { channel, externalContactId: externalId, contactName: name, text: `hello from ${name}`, attachments: [file.attachment] });
  await w.inbound(channel, `second line of ${name}`, externalId, name);
  const conversationId = first.conversation.id;
  const [conversation] = await w.api.deps.db.select().from(conversations).where(eq(conversations.id, conversationId));
  let ticketId = conversation!.ticketId;
  if (!ticketId) {
    const ticket = await insertTicket(
      w.api.deps.db,
      { workspaceId: channel.workspaceId, subject: `Problem of ${name}`, status: 'new', channel: channel.type, contactId: conversation!.contactId, conversationId },
      null,
      { field: 'created', old: null, new: 'new' },
    );
    ticketId = ticket.id;
    await w.api.deps.db.update(conversations).set({ ticketId }).where(eq(conversations.id, conversationId));
  }
  await w.api.deps.db.insert(notes).values({ workspaceId: channel.workspaceId, ticketId, text: `note about ${name}` });
  const [ticket] = await w.api.deps.db.select().from(tickets).where(eq(tickets.id, ticketId));
  return { contactId: conversation!.contactId, conversationId, ticket: ticket!, file };
}
