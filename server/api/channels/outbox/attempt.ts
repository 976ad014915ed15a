import { eq, inArray } from 'drizzle-orm';
import { channelLabel } from '../../../../src/domain/channels';
import { channels } from '../../db/inboxSchema';
import { channelOutbox } from '../../db/outboxSchema';
import type { ApiDeps } from '../../deps';
import { describeError } from '../../http/errors';
import type { Message } from '../../../../src/domain/inbox';
import { setDeliveryState } from '../../modules/conversations/delivery';
import type { ChannelRow } from '../connector';
import type { ChannelDefinition, SendResult } from '../definition';
import { channelHealth } from '../health';
import type { Accepted } from './batch';
import { markReconnectNeeded } from './channelStatus';
import { afterFailure } from './outboxRules';
import type { SendJournal } from './sendJournal';

export type OutboxRow = typeof channelOutbox.$inferSelect;

/** A try the provider took, not yet recorded in the database. */
export type AcceptedReply = Accepted & { messageId: string; workspaceId: string };

export interface AttemptOptions {
  definitionFor(type: string): ChannelDefinition | undefined;
  fetch?: typeof fetch;
  /** Where acceptances are written down before the database records them (sendJournal.ts). */
  journal?: SendJournal;
}

export const CHANNEL_TURNED_OFF = 'the channel is turned off';
export const noConnector = (type: string) => `${channelLabel(type)} replies cannot be sent: this product has no ${channelLabel(type)} connector yet`;

/** The channels of a batch, read once. */
export async function channelsOf(deps: ApiDeps, rows: OutboxRow[]): Promise<Map<string, ChannelRow>> {
  const ids = [...new Set(rows.map((r) => r.channelId))];
  if (ids.length === 0) return new Map();
  return new Map((await deps.db.select().from(channels).where(inArray(channels.id, ids))).map((c) => [c.id, c]));
}

async function trySend(deps: ApiDeps, row: OutboxRow, channel: ChannelRow | undefined, message: Message | undefined, options: AttemptOptions): Promise<SendResult | 'gone'> {
  if (!channel || !message) return 'gone';
  if (!channel.enabled) return { ok: false, kind: 'give up', reason: CHANNEL_TURNED_OFF };
  const outbound = options.definitionFor(channel.type)?.outbound;
  if (!outbound) return { ok: false, kind: 'give up', reason: noConnector(channel.type) };
  try {
    return await outbound.send(deps, {
      channel,
      conversationId: row.conversationId,
      recipientExternalId: row.recipientExternalId,
      messageId: row.messageId,
      text: message.text,
      attachments: message.attachments,
      meta: message.meta ?? null,
      createdAt: new Date(message.createdAt),
      deliveryId: row.id,
      attempts: row.attempts,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  } catch (err) {
    // A connector must classify its failures; one that threw anyway is retried, and logged for a fix.
    deps.logger.error('channel connector threw', { channel: channel.type, id: row.id, ...describeError(err) });
    return { ok: false, kind: 'retry', reason: 'the channel could not be reached' };
  }
}

/**
 * One try of one claimed row, its outcome recorded at once on the row and on the message: sent (answered
 * to the caller, which records it, at once or with its batch, and publishes it, batch.ts); retried after
 * the backoff or the provider's hint ('Retrying: …' with the next try's time); failed with the reason;
 * or failed and the channel marked 'reconnect needed' (its Administrators told live).
 */
export async function attemptDelivery(
  deps: ApiDeps,
  row: OutboxRow,
  channel: ChannelRow | undefined,
  message: Message | undefined,
  options: AttemptOptions,
): Promise<AcceptedReply | undefined> {
  const result = await trySend(deps, row, channel, message, options);
  const attempts = row.attempts + 1;
  const now = deps.now();
  if (result === 'gone') {
    await deps.db.update(channelOutbox).set({ state: 'failed', attempts, lastError: 'the reply or its channel no longer exists' }).where(eq(channelOutbox.id, row.id));
    return undefined;
  }
  // A refused credential is recorded with the channel's status (markReconnectNeeded), told once there.
  if (channel) {
    if (result.ok) channelHealth(deps).outbound(channel.id, now);
    else if (result.kind !== 'reconnect') channelHealth(deps).error(channel.id, result.reason, now);
  }
  if (result.ok) {
    const accepted = { rowId: row.id, attempts, externalIds: result.externalIds };
    // Written down the moment the provider answered: the caller records it in the database (recordAccepted).
    options.journal?.record(accepted);
    return { ...accepted, messageId: row.messageId, workspaceId: row.workspaceId };
  }
  const next = result.kind === 'retry' ? afterFailure(row.createdAt, now, attempts, result.afterMs) : ({ state: 'failed' } as const);
  if (next.state === 'pending') {
    await deps.db.update(channelOutbox).set({ attempts, nextAttemptAt: next.nextAttemptAt, lastError: result.reason }).where(eq(channelOutbox.id, row.id));
    // Every failed try is told with its reason and the next try's time: the console shows 'Retrying: …'.
    await setDeliveryState(deps, row.messageId, 'pending', result.reason);
    return undefined;
  }
  await deps.db.update(channelOutbox).set({ state: 'failed', attempts, lastError: result.reason }).where(eq(channelOutbox.id, row.id));
  await setDeliveryState(deps, row.messageId, 'failed', result.reason);
  if (result.kind === 'reconnect' && channel) await markReconnectNeeded(deps, channel.id, result.reason);
  return undefined;
}
