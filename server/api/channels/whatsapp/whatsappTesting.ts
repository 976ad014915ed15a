// What the WhatsApp api tests share: the api listening on a real port (the fake posts its signed
// webhooks over the wire) with META_GRAPH_URL at the fake, a connected channel, and waiting for what
// the inbound processing stores after its answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type TestAgent from 'supertest/lib/agent';
import { startWhatsAppFake, type WhatsAppFake } from '../../../../tests/fakes/meta/whatsapp';
import type { WaUser } from '../../../../tests/fakes/meta/whatsappCustomer';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { messageOf, stored } from '../messenger/messagingTesting';

export { messageOf, stored };

export interface WaStack {
  fake: WhatsAppFake;
  api: TestApi;
  admin: TestAgent;
  base: string;
  close(): Promise<void>;
}

export async function startWaStack(email: string): Promise<WaStack> {
  const fake = await startWhatsAppFake();
  const api = await createTestApi({ META_GRAPH_URL: fake.url, META_GRAPH_VERSION: 'v21.0' });
  const server = http.createServer(api.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api.deps.config.publicUrl = base;
  await seedUser(api, { email });
  return {
    fake,
    api,
    admin: await login(api, email),
    base,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
      await fake.close();
    },
  };
}

let users = 0;
export const newWaUser = (): WaUser => ({ waId: String(15_550_000_000 + (users += 1) * 7), name: `Ana Souza ${users}` });

/** A customer writes, an agent answers: the reply's id, queued in the outbox. */
export async function waReplyTo(s: WaStack, user: WaUser, text: string, meta?: unknown): Promise<{ id: string; conversationId: string }> {
  const { wamid } = await s.fake.customer.write(user, 'Hello?');
  const incoming = await stored(s.api, wamid);
  const sent = await xhr(s.admin, 'post', `/v2/api/conversations/${incoming.conversationId}/messages`, { text, ...(meta ? { meta } : {}) });
  if (sent.status !== 200) throw new Error(`reply refused: ${sent.status} ${JSON.stringify(sent.body)}`);
  return { id: sent.body.data.id as string, conversationId: incoming.conversationId };
}
