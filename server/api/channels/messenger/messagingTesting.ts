// What the Messenger and Instagram api tests share: the api listening on a real port (the fake posts
// its signed webhooks over the wire), a connected channel, and waiting for what the inbound processing
// stores after its answer.
import { eq } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type TestAgent from 'supertest/lib/agent';
import { expect } from 'vitest';
import { startMessengerFake, type MessengerFake } from '../../../../tests/fakes/messenger/server';
import type { FakeUser, Provider } from '../../../../tests/fakes/messenger/state';
import { messages } from '../../db/inboxSchema';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { until } from '../../testing/until';

export interface Stack {
  fake: MessengerFake;
  api: TestApi;
  admin: TestAgent;
  workspaceId: string;
  /** The api's own address (http://127.0.0.1:<port>). */
  base: string;
  close(): Promise<void>;
}

export async function startStack(provider: Provider, email: string): Promise<Stack> {
  const fake = await startMessengerFake(provider);
  const api = await createTestApi({ [provider === 'messenger' ? 'META_GRAPH_URL' : 'INSTAGRAM_GRAPH_URL']: fake.url, PUBLIC_URL: 'https://inbox.example.com' });
  const server = http.createServer(api.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.clock.now = () => api.clock.now.getTime();
  const workspaceId = (await seedUser(api, { email })).workspaceId;
  const admin = await login(api, email);
  return {
    fake,
    api,
    admin,
    workspaceId,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
      await fake.close();
    },
  };
}

export async function stored(api: TestApi, externalId: string) {
  return until(async () => (await api.deps.db.select().from(messages).where(eq(messages.externalId, externalId)))[0], `storing message ${externalId}`);
}

export const messageOf = async (api: TestApi, id: string) => (await api.deps.db.select().from(messages).where(eq(messages.id, id)))[0]!;

/** Polls until the message reaches the state (receipts are processed after the webhook's answer). */
export async function reaches(api: TestApi, id: string, state: string) {
  await until(async () => ((await messageOf(api, id)).deliveryState === state ? true : undefined), `message ${id} reaching ${state}`);
}

/** A customer writes, an agent answers: the reply's id, queued in the outbox. */
export async function replyTo(stack: Stack, user: FakeUser, text: string) {
  const { status, mid } = await stack.fake.customers.write(user, 'Hello?');
  expect(status).toBe(200);
  const incoming = await stored(stack.api, mid);
  const sent = await xhr(stack.admin, 'post', `/v2/api/conversations/${incoming.conversationId}/messages`, { text });
  expect(sent.status).toBe(200);
  return sent.body.data.id as string;
}
