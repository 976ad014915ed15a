// What the Messenger / Instagram fake holds: the account (a Page, or an Instagram professional account)
// with its token, the customers who wrote to it (PSIDs or IGSIDs) and when they last did, the messages
// the Send API accepted, and the files customers sent (served from the fake's CDN).
import { randomBytes } from 'node:crypto';

export type Provider = 'messenger' | 'instagram';

export interface FakeAccount {
  provider: Provider;
  /** The Page id, or the Instagram professional account id (what webhooks carry as entry.id). */
  id: string;
  name: string;
  token: string;
  /** Instagram only: the linked Page of the Facebook-Page login model. */
  pageId?: string;
}

export interface FakeUser {
  /** The page-scoped (PSID) or Instagram-scoped (IGSID) id. */
  id: string;
  /** When the customer last wrote, by the fake's clock (ms): the Send API's window counts from it. */
  lastWroteAt?: number;
}

export interface SentMessage {
  mid: string;
  to: string;
  text?: string;
  attachment?: { type: string; url: string };
  messagingType: string;
  tag?: string;
  at: number;
}

export interface FakeFile {
  bytes: Buffer;
  mime: string;
  name: string;
}

export interface FakeState {
  account: FakeAccount;
  /** The Meta app's secret: signs the webhooks and keys appsecret_proof. */
  appSecret: string;
  users: Map<string, FakeUser>;
  sent: SentMessage[];
  files: Map<string, FakeFile>;
  /** The webhook fields the account was subscribed to (POST /me/subscribed_apps). */
  subscribedFields?: string;
}

let counter = 0;
export const newId = (prefix = '') => `${prefix}${Date.now()}${String((counter += 1)).padStart(5, '0')}`;
export const newMid = (provider: Provider) => `${provider === 'messenger' ? 'm_' : 'aWdfZ'}${randomBytes(18).toString('base64url')}`;

export function emptyState(provider: Provider): FakeState {
  const id = newId(provider === 'messenger' ? '10' : '1784');
  return {
    account: {
      provider,
      id,
      name: provider === 'messenger' ? 'Rosa’s Bakery' : 'rosas.bakery',
      token: `EAA${randomBytes(30).toString('base64url')}`,
      ...(provider === 'instagram' ? { pageId: newId('10') } : {}),
    },
    appSecret: randomBytes(16).toString('hex'),
    users: new Map(),
    sent: [],
    files: new Map(),
  };
}
