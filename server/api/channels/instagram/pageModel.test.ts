// Instagram's Facebook-Page login model: the connector calls graph.facebook.com (META_GRAPH_URL) with the
// linked Page's token, checks the Page's instagram_business_account against the channel's account id,
// and sends through the Page's /me/messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xhr } from '../../testing/harness';
import { replyTo, startStack, type Stack } from '../messenger/messagingTesting';
import { createOutboxWorker } from '../outbox/worker';

let s: Stack;

beforeAll(async () => {
  s = await startStack('instagram', 'admin@igpage.test');
  // The fake stands for graph.facebook.com here: the Instagram Login host must not be called.
  s.api.deps.config.metaGraphUrl = s.fake.url;
  s.api.deps.config.instagramGraphUrl = 'http://127.0.0.1:9';
});
afterAll(async () => s.close());

describe('Instagram through the linked Facebook Page', () => {
  it('connects with the Page token, reading the Page’s Instagram account, and replies through graph.facebook.com', async () => {
    const settings = { loginModel: 'facebook', igAccountId: s.fake.account.id, accessToken: s.fake.account.token, appSecret: s.fake.appSecret };
    const res = await xhr(s.admin, 'post', '/v2/api/channels', { type: 'IGDM', name: 'Via Page', settings });
    expect(res.status).toBe(200);
    expect(s.fake.callsOf('me').at(-1)).toMatchObject({ method: 'GET', status: 200 });
    const channel = res.body.data as { publicId: string; secret: string };
    expect((await s.fake.poster.subscribe(`${s.base}/v2/api/channels/igdm/${channel.publicId}/webhook`, channel.secret)).subscribed).toBe(true);
    const user = s.fake.customers.newUser();
    await replyTo(s, user, 'Hello from the Page');
    expect(await createOutboxWorker(s.api.deps).runOnce()).toBe(1);
    expect(s.fake.sentTo(user.id).map((m) => m.text)).toEqual(['Hello from the Page']);
  });
});
