import { eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND, LOGO_ACCEPT } from '../../../../src/domain/brandRules';
import type { ChannelRow } from '../../channels/connector';
import { users } from '../../db/schema';
import { messages } from '../../db/inboxSchema';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { pngBytes, upload } from '../uploads/testFiles';
import { openVisitor, storeReply, visitorCall, webchatChannel } from '../webchat/testVisitor';

// The brand as customers meet it in the web chat: the widget's defaults, and whom agents' messages show.

let api: TestApi;
let admin: TestAgent;
let adminId: string;
let workspaceId: string;
let plain: ChannelRow;
let own: ChannelRow;

beforeAll(async () => {
  api = await createTestApi();
  const seeded = await seedUser(api, { email: 'admin@brand-chat.test', workspaceName: 'Acme Support' });
  workspaceId = seeded.workspaceId;
  adminId = seeded.user.id;
  admin = await login(api, 'admin@brand-chat.test');
  plain = await webchatChannel(api, workspaceId, {});
  own = await webchatChannel(api, workspaceId, { caption: 'Sales chat', color: '#006400', greeting: 'Hi! How can we help you today?' });
});
afterAll(() => api.close());

const saveBrand = (patch: Record<string, unknown>) => xhr(admin, 'put', '/v2/api/workspace/brand', { ...DEFAULT_BRAND, ...patch });
const config = async (channel: ChannelRow) => (await api.request().get(`/v2/api/webchat/${channel.publicId}/config`)).body.data;

describe('the web chat with the brand', () => {
  it("takes the brand's defaults where the channel keeps the product's, and the channel's own look elsewhere", async () => {
    expect(await config(plain)).toMatchObject({ caption: 'Chat Us', color: '#2563eb', position: 'right' });
    expect((await saveBrand({ caption: 'Ask Acme', color: '#0b5394', greeting: 'Welcome to Acme', position: 'bottom-left' })).status).toBe(200);
    expect(await config(plain)).toMatchObject({ caption: 'Ask Acme', color: '#0b5394', greeting: 'Welcome to Acme', position: 'left', name: 'Acme Support' });
    expect(await config(own)).toMatchObject({ caption: 'Sales chat', color: '#006400', greeting: 'Welcome to Acme', position: 'left' });
  });

  it("shows agents' messages as the agent (name and picture) or as the workspace (name and logo)", async () => {
    const picture = (await upload(admin, { file: { name: 'me.png', data: pngBytes() }, accept: 'png' })).body.url as string;
    await api.deps.db.update(users).set({ profileImageUrl: picture, username: 'Ann' }).where(eq(users.id, adminId));
    const visitor = await openVisitor(api.request(), plain);
    const first = await visitorCall(api.request(), plain, visitor, 'post', '/messages', { text: 'hello' });
    const [row] = await api.deps.db.select().from(messages).where(eq(messages.id, first.body.data.id));
    await storeReply(api, plain, row!.conversationId, adminId, 'On it');
    const reply = async () => (await visitorCall(api.request(), plain, visitor, 'get', '/messages')).body.data.items.find((m: { direction: string }) => m.direction === 'outbound');

    const asAgent = await reply();
    expect(asAgent.authorName).toBe('Ann');
    // The picture reaches the visitor through the channel's signed file link, and it opens.
    expect(asAgent.authorPictureUrl).toMatch(new RegExp(`^/v2/api/webchat/${plain.publicId}/files/[0-9a-f-]{36}/me\\.png\\?sig=`));
    expect((await api.request().get(asAgent.authorPictureUrl)).status).toBe(200);

    const logo = (await upload(admin, { file: { name: 'acme.png', data: pngBytes() }, accept: LOGO_ACCEPT })).body.data.id as string;
    await saveBrand({ logo, identity: 'workspace' });
    const asWorkspace = await reply();
    expect(asWorkspace).toMatchObject({ authorName: 'Acme Support', authorPictureUrl: `/v2/api/brand/${workspaceId}/logo/${logo}`, text: 'On it' });
    expect(JSON.stringify(asWorkspace)).not.toContain('Ann');
  });
});
