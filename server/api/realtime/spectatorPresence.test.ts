import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { members } from '../db/schema';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../testing/harness';
import { until } from '../testing/until';
import { connectSocket, serveWithSockets, type SocketApi } from './testSockets';

const SPECTATOR = 'spectator@presence.test';
let api: TestApi;
let served: SocketApi;
beforeAll(async () => {
  api = await createTestApi({ SPECTATOR_EMAILS: SPECTATOR });
  served = await serveWithSockets(api.app, api.deps);
});
afterAll(async () => {
  await served?.close();
  await api?.close();
});

const onlineUntil = async (userId: string) => (await api.deps.db.select({ at: members.onlineUntil }).from(members).where(eq(members.userId, userId)))[0]?.at ?? null;

it("a spectator's view of a console does not make its member online; their own console does", async () => {
  await seedUser(api, { email: SPECTATOR });
  const target = await seedUser(api, { email: 'target@presence.test' });
  const spectator = await login(api, SPECTATOR);
  expect((await xhr(spectator, 'post', '/v2/api/spectator/view', { userId: target.user.id })).body).toEqual({ result: 'success' });
  const viewing = await connectSocket(served.url, (await xhr(spectator, 'get', '/v2/api/auth')).body.user.jwt);
  // The view's socket is connected and heard nothing about presence: give the server time to have written.
  await new Promise((r) => setTimeout(r, 300));
  expect(await onlineUntil(target.user.id)).toBeNull();

  const own = await connectSocket(served.url, (await xhr(await login(api, 'target@presence.test'), 'get', '/v2/api/auth')).body.user.jwt);
  await until(async () => ((await onlineUntil(target.user.id)) ? true : undefined), 'the member online');
  viewing.close();
  own.close();
});
