// A local Messenger or Instagram: the Meta fake core (tests/fakes/meta/server.ts: a real HTTP server,
// its fault switch and call log) with the Send API routes (sendApi.ts), the customers who write and
// Meta's receipts (customer.ts), posted signed into our app. One fake per host: Messenger serves as
// graph.facebook.com (META_GRAPH_URL), Instagram as graph.instagram.com (INSTAGRAM_GRAPH_URL).
import type { FaultSwitch } from '../meta/faults';
import { WebhookPoster } from '../meta/signer';
import { startMetaFake, type RecordedCall } from '../meta/server';
import { Customers } from './customer';
import { installSendApi } from './sendApi';
import { emptyState, type FakeAccount, type FakeState, type Provider, type SentMessage } from './state';

export interface MessengerFake {
  /** The Graph base URL to configure in place of Meta's host. */
  url: string;
  account: FakeAccount;
  /** The Meta app's secret: it signs the webhooks (give it to the channel as its app secret). */
  appSecret: string;
  state: FakeState;
  customers: Customers;
  poster: WebhookPoster;
  faults: FaultSwitch;
  /** The fake's clock in ms (Date.now by default): point it at the api's test clock. */
  clock: { now: () => number };
  /** The accepted messages to one customer, oldest first. */
  sentTo(userId: string): SentMessage[];
  callsOf(scope: string): RecordedCall[];
  /** The token stops working, as when the Page's admin changes their password (190 on every call). */
  revokeToken(): void;
  close(): Promise<void>;
}

export async function startMessengerFake(provider: Provider, options: { port?: number } = {}): Promise<MessengerFake> {
  const core = await startMetaFake(options);
  const state = emptyState(provider);
  const clock = { now: () => Date.now() };
  const appSecret = state.appSecret;
  const poster = new WebhookPoster(appSecret);
  installSendApi(core, state, () => clock.now());
  return {
    url: core.url,
    account: state.account,
    appSecret,
    state,
    customers: new Customers(state, poster, core.url, () => clock.now()),
    poster,
    faults: core.faults,
    clock,
    sentTo: (userId) => state.sent.filter((m) => m.to === userId),
    callsOf: core.callsOf,
    revokeToken: () => void (state.account.token = `revoked-${state.account.token}`),
    close: core.close,
  };
}
