import express from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../http/errors';
import { insertChannel } from '../../modules/channels/repository';
import { createTestApi, seedUser, type TestApi } from '../../testing/harness';
import type { ChannelRow } from '../connector';
import type { ChannelDefinition } from '../definition';
import { tableCapabilities } from '../capabilities';
import { channelInboundRoutes } from './routes';

// The verification handshake of providers that ask for one before they send (Meta's hub.challenge, …),
// through the route family with a test definition on a type of the table (Viber).
let api: TestApi;
let channel: ChannelRow;
let app: express.Express;

const definition: ChannelDefinition = {
  matches: (t) => t === 'VIBER',
  settings: { fields: [], howToConnect: 'test' },
  capabilities: tableCapabilities('VIBER'),
  inbound: {
    handshake: (row, req) => (req.query['hub.verify_token'] === row.secret ? { status: 200, body: req.query['hub.challenge'] ?? '' } : undefined),
    verify: () => false,
    parse: () => [],
  },
};

beforeAll(async () => {
  api = await createTestApi();
  const { workspaceId } = await seedUser(api, { email: 'admin@handshake.test' });
  channel = await insertChannel(api.deps.db, { workspaceId, type: 'VIBER', name: 'Viber', settings: {} });
  app = express();
  app.use(channelInboundRoutes(api.deps, { definitionFor: (t) => (definition.matches(t) ? definition : undefined) }));
  app.use(errorHandler(api.deps.logger));
});
afterAll(() => api.close());

describe('GET /channels/:alias/:publicId/webhook', () => {
  it("answers the provider's challenge when its token matches the channel, 403 otherwise, 404 on another alias", async () => {
    const url = `/channels/viber/${channel.publicId}/webhook`;
    const ok = await supertest(app).get(url).query({ 'hub.verify_token': channel.secret, 'hub.challenge': 'c-123' });
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('c-123');
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect((await supertest(app).get(url).query({ 'hub.verify_token': 'wrong', 'hub.challenge': 'c-123' })).status).toBe(403);
    expect((await supertest(app).get(`/channels/line/${channel.publicId}/webhook`)).status).toBe(404);
    // A call whose signature does not verify is refused before anything is stored.
    expect((await supertest(app).post(url).send('{}')).status).toBe(401);
  });
});
