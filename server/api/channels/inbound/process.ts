import { and, eq, sql } from 'drizzle-orm';
import type { DeliveryState } from '../../../../src/domain/inbox';
import { channelInboundEvents, channelOutbox } from '../../db/outboxSchema';
import type { ApiDeps } from '../../deps';
import { AppError, describeError } from '../../http/errors';
import { findChannelById } from '../../modules/channels/repository';
import { setDeliveryState } from '../../modules/conversations/delivery';
import { ingestInbound } from '../../modules/conversations/ingest';
import type { ChannelRow } from '../connector';
import type { ChannelDefinition, InboundItem, RawRequest } from '../definition';
import { channelHealth } from '../health';
import { pullFiles } from './remoteFiles';

export type InboundEventRow = typeof channelInboundEvents.$inferSelect;

export interface ProcessOptions {
  definitionFor(type: string): ChannelDefinition | undefined;
}

/** A stored call as the definition parses it: the raw bytes it was verified over. */
export function rawRequestOf(row: InboundEventRow): RawRequest {
  return { method: 'POST', headers: row.headers, query: row.query, body: Buffer.from(row.body, 'base64') };
}

/** Which states a receipt may move a reply from: never backwards (read stays read). */
const RECEIPT_FROM: Record<'delivered' | 'read' | 'failed', readonly DeliveryState[]> = {
  delivered: ['pending', 'sent'],
  read: ['pending', 'sent', 'delivered'],
  failed: ['pending', 'sent'],
};

/** A receipt names our reply by the provider's id, recorded on its outbox row when the provider took it. */
async function applyReceipt(deps: ApiDeps, channel: ChannelRow, item: Extract<InboundItem, { kind: 'receipt' }>): Promise<void> {
  const [row] = await deps.db
    .select({ messageId: channelOutbox.messageId })
    .from(channelOutbox)
    .where(and(eq(channelOutbox.channelId, channel.id), sql`${channelOutbox.externalIds} @> ${JSON.stringify([item.externalMessageId])}::jsonb`))
    .limit(1);
  if (row) await setDeliveryState(deps, row.messageId, item.state, item.reason, RECEIPT_FROM[item.state]);
}

/** Stores each item: messages (files pulled first) through ingestInbound, receipts onto our replies. */
export async function applyItems(deps: ApiDeps, channel: ChannelRow, items: readonly InboundItem[]): Promise<void> {
  for (const item of items) {
    if (item.kind === 'receipt') {
      await applyReceipt(deps, channel, item);
      continue;
    }
    if (item.kind === 'apply') {
      await item.run(deps, channel);
      continue;
    }
    const { files, thread, ...message } = item.message;
    const pulled = files?.length ? await pullFiles(deps, channel.workspaceId, files) : { attachments: [], notKept: [] };
    const text = [message.text, ...pulled.notKept].filter((line) => line.trim() !== '').join('\n');
    const threadChoice = thread ? await thread(deps, channel) : undefined;
    const stored = await ingestInbound(deps, { channel, ...message, text, attachments: pulled.attachments, ...(threadChoice ? { thread: threadChoice } : {}) });
    if (!stored.duplicate) channelHealth(deps).inbound(channel.id, deps.now());
  }
}

/**
 * Processes one stored call. Answers 'done', 'failed' (the body is not the provider's format: trying again
 * would not help) or throws for a failure worth another try (the database, a provider's file server).
 */
export async function processInboundEvent(deps: ApiDeps, row: InboundEventRow, options: ProcessOptions): Promise<{ state: 'done' } | { state: 'failed'; reason: string }> {
  const channel = await findChannelById(deps.db, row.channelId);
  const inbound = channel ? options.definitionFor(channel.type)?.inbound : undefined;
  if (!channel || !inbound) return { state: 'failed', reason: 'the channel or its connector no longer exists' };
  let items: InboundItem[];
  try {
    items = inbound.parse(channel, rawRequestOf(row));
  } catch (err) {
    if (err instanceof AppError && err.status === 400) return { state: 'failed', reason: err.message };
    deps.logger.error('inbound parse failed', { id: row.id, ...describeError(err) });
    return { state: 'failed', reason: 'the body could not be read' };
  }
  try {
    await applyItems(deps, channel, items);
  } catch (err) {
    // A message we cannot store as it is (no text and no file kept): another try would not change it.
    if (err instanceof AppError && err.status === 400) return { state: 'failed', reason: err.message };
    throw err;
  }
  return { state: 'done' };
}
