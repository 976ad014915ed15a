import type { Db } from '../../db/client';
import { addons, packages } from '../../db/schema';

// The price list: the packages free and lite (with their feature ids) and the addons agent, mau and
// conversation. Written at every start so the database always matches this file.

export const FEATURES = {
  chat: 'Live chat inbox',
  ticket: 'Tickets',
  contact: 'Contacts',
  webchat: 'Web chat widget',
  email: 'E-mail channel',
  social: 'Social and messaging channels',
  report: 'Reports',
  sla: 'SLA and business hours',
  webhook: 'Webhook channel',
  marketplace: 'Marketplace channels',
  wallboard: 'Wallboard',
} as const;

type FeatureId = keyof typeof FEATURES;
const feature = (id: FeatureId) => ({ id, name: FEATURES[id] });

export const PACKAGES = [
  {
    name: 'free',
    title: 'Free',
    priceMonthly: 0,
    currency: 'USD',
    // Limits stay off the warning thresholds (0, 50, 100), so a new workspace is not warned at once.
    limits: { agents: 3, mau: 250, conversations: 500 },
    features: (['chat', 'ticket', 'contact', 'webchat', 'email'] as const).map(feature),
    position: 1,
  },
  {
    name: 'lite',
    title: 'Lite',
    priceMonthly: 29,
    currency: 'USD',
    limits: { agents: 10, mau: 2000, conversations: 10000 },
    features: (Object.keys(FEATURES) as FeatureId[]).map(feature),
    position: 2,
  },
];

export const ADDONS = [
  { name: 'agent', title: 'Extra agent', unit: 'per agent per month', price: 9, currency: 'USD', position: 1 },
  { name: 'mau', title: 'Monthly active users', unit: 'per 1,000 MAU per month', price: 10, currency: 'USD', position: 2 },
  { name: 'conversation', title: 'Conversations', unit: 'per 1,000 conversations', price: 8, currency: 'USD', position: 3 },
];

export async function ensureCatalog(db: Db): Promise<void> {
  for (const p of PACKAGES) {
    await db.insert(packages).values(p).onConflictDoUpdate({ target: packages.name, set: p });
  }
  for (const a of ADDONS) {
    await db.insert(addons).values(a).onConflictDoUpdate({ target: addons.name, set: a });
  }
}
