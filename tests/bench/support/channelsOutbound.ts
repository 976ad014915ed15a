// bench:channels, outbound: agents' replies queued in the outbox and delivered by the real api process to
// the WhatsApp fake (tests/fakes/meta), counted at the fake: replies per second, and, with the fake
// failing a share of the calls transiently (130429 with Retry-After: 1, or 503), that every reply ends
// 'sent' and reaches the fake once.
import { sql } from 'drizzle-orm';
import { ingestInbound } from '../../../server/api/modules/conversations/ingest';
import type { GraphFault } from '../../fakes/meta/faults';
import type { WhatsAppFake } from '../../fakes/meta/whatsapp';
import { stop } from './benchProcesses';
import { queueReplies, readAfter, replyText, seedApiData, sleep, startBenchApi, tally, waitUntil } from './channelsBenchApi';
import { whatsappChannel, withWhatsAppRun } from './channelsWhatsApp';

export interface OutboundFigures {
  /** Replies the fake accepted per second, from the first to the last. */
  rate: number;
  lost: number;
  twice: number;
  /** Replies whose message did not end 'sent'. */
  notSent: number;
  /** Calls the fake failed on purpose. */
  failedCalls: number;
}

const CHATS = 50;
const TIMEOUT_MS = 300_000;

/** A share of the send calls fail as a provider fails transiently: mostly throttling with its hint, some 503s. */
function failSome(fake: WhatsAppFake, share: number): () => number {
  let failed = 0;
  const take = fake.meta.faults.take.bind(fake.meta.faults);
  fake.meta.faults.take = (scope: string): GraphFault | undefined => {
    if (scope !== 'messages' || Math.random() >= share) return take(scope);
    failed += 1;
    return Math.random() < 0.75 ? { kind: 'code', code: 130429, retryAfter: 1 } : { kind: 'server', status: 503 };
  };
  return () => failed;
}

const textOf = (body: Record<string, unknown>) => String((body.text as { body?: unknown } | undefined)?.body ?? '');

export function outboundRun(replies: number, faultShare: number): Promise<OutboundFigures> {
  return withWhatsAppRun('channels-out-bench', async (dataDir, fake) => {
    fake.statuses = [];
    const failedCalls = failSome(fake, faultShare);
    const channelId = await seedApiData(dataDir, 'channels-out', async (ctx) => {
      const channel = await whatsappChannel(ctx, fake);
      for (let c = 0; c < CHATS; c += 1) {
        const user = { waId: String(15_550_100_000 + c), name: `Customer ${c}` };
        // The customer wrote just now: the 24-hour window is open at the fake and here.
        fake.customer.lastWrote(user, 0);
        await ingestInbound(ctx.deps, { channel, externalContactId: user.waId, contactName: user.name, externalMessageId: `wamid.bench${c}`, text: 'Hello' });
      }
      await queueReplies(ctx, channel.id, replies);
      return channel.id;
    });
    const api = startBenchApi(dataDir, { META_GRAPH_URL: fake.url });
    try {
      const sent = fake.state.sent;
      await waitUntil(`every reply (${replies})`, () => new Set(sent.map((m) => textOf(m.body))).size >= replies, TIMEOUT_MS);
      // A moment more: a reply sent twice would arrive now.
      await sleep(2000);
      await stop(api);
      const rate = (sent.length - 1) / ((sent.at(-1)!.at - sent[0]!.at) / 1000);
      const { lost, twice } = tally(
        sent.map((m) => textOf(m.body)),
        Array.from({ length: replies }, (_, i) => replyText(i)),
      );
      const { n: notSent } = await readAfter<{ n: number }>(
        dataDir,
        sql`SELECT count(*)::int AS n FROM messages WHERE channel_id = ${channelId} AND direction = 'outbound' AND delivery_state <> 'sent'`,
      );
      return { rate, lost, twice, notSent, failedCalls: failedCalls() };
    } finally {
      api.kill('SIGKILL');
    }
  });
}
