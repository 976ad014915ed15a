// A local WhatsApp Cloud API: the Meta fake core (server.ts) with the WhatsApp endpoints
// (whatsappApi.ts), a customer who writes (whatsappCustomer.ts), and statuses pushed for every accepted
// message (sent, delivered, read) as signed webhooks, after the send call was answered.
import { startMetaFake, type MetaFake } from './server';
import { WhatsAppCustomer } from './whatsappCustomer';
import { installWhatsAppApi } from './whatsappApi';
import { emptyWhatsAppState, type SentMessage, type WhatsAppState } from './whatsappState';

export interface WhatsAppFake {
  meta: MetaFake;
  /** META_GRAPH_URL for the api. */
  url: string;
  /** The base URL of the 360dialog-style gateway variant. */
  gatewayUrl: string;
  state: WhatsAppState;
  customer: WhatsAppCustomer;
  /** Which statuses each accepted message gets, in order ([] for none); 'failed' ends with 131026. */
  statuses: ('sent' | 'delivered' | 'read' | 'failed')[];
  /** Milliseconds between the answer and each status. */
  statusDelayMs: number;
  /** The statuses are posted before the send call is answered (out of order, as Meta may). */
  statusesFirst: boolean;
  sentTo(waId: string): SentMessage[];
  /** Moves the fake's clock (the 24-hour window) forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

export async function startWhatsAppFake(options: { port?: number } = {}): Promise<WhatsAppFake> {
  const meta = await startMetaFake(options);
  const state = emptyWhatsAppState();
  const customer = new WhatsAppCustomer(state);
  const timers = new Set<NodeJS.Timeout>();
  const fake: WhatsAppFake = {
    meta,
    url: meta.url,
    gatewayUrl: `${meta.url}/360`,
    state,
    customer,
    statuses: ['sent', 'delivered', 'read'],
    statusDelayMs: 150,
    statusesFirst: false,
    sentTo: (waId) => state.sent.filter((m) => m.to === waId),
    advance: (ms) => void (state.clockOffsetMs += ms),
    close: async () => {
      for (const t of timers) clearTimeout(t);
      await meta.close();
    },
  };
  const push = (message: SentMessage, index: number) => {
    const status = fake.statuses[index];
    if (!status || (!customer.poster.url && !state.gatewayWebhook)) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const error = status === 'failed' ? { code: 131026, title: 'Message undeliverable' } : undefined;
      void customer
        .deliver(customer.status(message.wamid, status, message.to, error))
        .catch(() => undefined)
        .finally(() => push(message, index + 1));
    }, fake.statusDelayMs);
    timers.add(timer);
  };
  const postNow = async (message: SentMessage) => {
    for (const status of fake.statuses) await customer.deliver(customer.status(message.wamid, status, message.to)).catch(() => undefined);
  };
  installWhatsAppApi(meta, state, (message) => (fake.statusesFirst ? postNow(message) : Promise.resolve(push(message, 0))));
  return fake;
}
