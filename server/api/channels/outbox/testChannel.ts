import { messages } from '../../db/inboxSchema';
import { insertChannel } from '../../modules/channels/repository';
import { ingestInbound } from '../../modules/conversations/ingest';
import { findMessage } from '../../modules/conversations/repository';
import type { TestApi } from '../../testing/harness';
import type { ChannelRow } from '../connector';
import type { ChannelDefinition, SendRequest, SendResult } from '../definition';
import { tableCapabilities } from '../capabilities';
import { enqueueReply } from './queue';

/**
 * A test connector on a type of the table that has none (Viber): each try takes the next scripted
 * result (ok once the script is empty) and is recorded, so tests drive retry, give-up and reconnect.
 */
export function scriptedDefinition(type = 'VIBER') {
  const script: (SendResult | Error | Promise<SendResult>)[] = [];
  const calls: SendRequest[] = [];
  let sent = 0;
  const definition: ChannelDefinition = {
    matches: (t) => t === type,
    settings: { fields: [], howToConnect: 'test' },
    capabilities: tableCapabilities(type),
    outbound: {
      async send(_deps, req) {
        calls.push(req);
        const next = script.shift();
        if (next instanceof Error) throw next;
        if (next) return next;
        sent += 1;
        return { ok: true, externalIds: [`ext-${sent}`] };
      },
    },
  };
  return { definition, script, calls, definitionFor: (t: string) => (definition.matches(t) ? definition : undefined) };
}

let n = 0;

/** A customer message on a channel of the test type, an agent's reply to it stored pending and queued. */
export async function queuedReply(api: TestApi, channel: ChannelRow, text = 'Your order shipped') {
  const inbound = await ingestInbound(api.deps, { channel, externalContactId: `customer-${(n += 1)}`, text: 'where is my order?' });
  const [row] = await api.deps.db
    .insert(messages)
    .values({
      workspaceId: channel.workspaceId,
      conversationId: inbound.conversation.id,
      channelId: channel.id,
      direction: 'outbound',
      authorType: 'agent',
      text,
      deliveryState: 'pending',
      createdAt: api.clock.now,
    })
    .returning({ id: messages.id });
  const message = (await findMessage(api.deps.db, row!.id))!;
  const deliveryId = await enqueueReply(api.deps, { channel, conversationId: inbound.conversation.id, recipientExternalId: `customer-${n}`, message });
  return { messageId: message.id, conversationId: inbound.conversation.id, deliveryId, recipient: `customer-${n}` };
}

export async function testChannel(api: TestApi, workspaceId: string, type = 'VIBER'): Promise<ChannelRow> {
  return insertChannel(api.deps.db, { workspaceId, type, name: `Test ${(n += 1)}`, settings: {} });
}
