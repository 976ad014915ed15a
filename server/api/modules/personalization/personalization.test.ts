import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { DEFAULT_BRAND, LOGO_ACCEPT, type Brand } from '../../../../src/domain/brandRules';
import { auditLog } from '../../db/adminSchema';
import { seedUser, login, xhr } from '../../testing/harness';
import { eventsSince, latestSeq, seedTeam, type Team } from '../../testing/team';
import { binary, pdfBytes, pngBytes, svgText, upload } from '../uploads/testFiles';

let t: Team;
beforeAll(async () => {
  t = await seedTeam('brand');
});
afterAll(() => t.api.close());

const save = (as: TestAgent, body: unknown) => xhr(as, 'put', '/v2/api/workspace/brand', body);
const uploadLogo = async (as: TestAgent, name: string, data: Buffer | string, accept = LOGO_ACCEPT) => upload(as, { file: { name, data }, accept });
const acme: Brand = { ...DEFAULT_BRAND, accent: '#0b5394', caption: 'Ask Acme', color: '#006400', greeting: 'Welcome to Acme', position: 'bottom-left', identity: 'workspace' };
const audits = () => t.api.deps.db.select().from(auditLog).where(and(eq(auditLog.workspaceId, t.ws), eq(auditLog.action, 'brand.changed')));

describe('the brand', () => {
  it('reads the defaults until an Administrator saves one', async () => {
    const res = await t.admin.get('/v2/api/workspace/brand');
    expect(res.body.data).toEqual({ brand: DEFAULT_BRAND, look: { name: 'admin@brand.test workspace', accent: DEFAULT_BRAND.accent, logoUrl: null } });
  });

  it('saves a brand with a logo: audited before and after, announced to every console, served publicly', async () => {
    const logo = (await uploadLogo(t.admin, 'acme.png', pngBytes())).body.data.id as string;
    const since = await latestSeq(t.agent);
    const res = await save(t.admin, { ...acme, accent: '#0B5394', caption: '  Ask Acme ', logo, extra: 'dropped' });
    expect(res.status).toBe(200);
    const logoUrl = `/v2/api/brand/${t.ws}/logo/${logo}`;
    expect(res.body.data).toEqual({ brand: { ...acme, logo }, look: { name: 'admin@brand.test workspace', accent: '#0b5394', logoUrl } });
    expect((await t.admin.get('/v2/api/workspace/brand')).body.data.brand).toEqual({ ...acme, logo });

    const events = (await eventsSince(t.agent, since)).filter((e) => e.type === 'brand changed');
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toEqual({ brand: { name: 'admin@brand.test workspace', accent: '#0b5394', logoUrl } });
    expect(events[0]!.sendTo).toBeNull();

    const [line] = await audits();
    expect(line).toMatchObject({ targetType: 'workspace', targetId: t.ws, before: DEFAULT_BRAND, after: { ...acme, logo } });

    // Every member's console reads the look; anyone reads what customers see, and the logo itself.
    expect((await t.agent.get('/v2/api/brand')).body.data).toEqual({ name: 'admin@brand.test workspace', accent: '#0b5394', logoUrl });
    const anyone = t.api.request();
    expect((await anyone.get(`/v2/api/brand/${t.ws}`)).body).toEqual({ result: 'success', data: { name: 'admin@brand.test workspace', accent: '#0b5394', logoUrl } });
    const served = await anyone.get(logoUrl).buffer(true).parse(binary);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, pngBytes())).toBe(0);
  });

  it('serves no other upload of the workspace through the public logo address', async () => {
    const other = (await uploadLogo(t.admin, 'other.png', pngBytes())).body.data.id as string;
    expect((await t.api.request().get(`/v2/api/brand/${t.ws}/logo/${other}`)).status).toBe(404);
    expect((await t.api.request().get('/v2/api/brand/not-a-workspace')).status).toBe(404);
  });

  it('answers 400 naming each wrong field with the page’s messages, and changes nothing', async () => {
    const before = (await t.admin.get('/v2/api/workspace/brand')).body.data.brand;
    const res = await save(t.admin, { ...acme, accent: '#ffd700', caption: ' ', color: 'green', position: 'top' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      accent: 'White text on this colour is hard to read (contrast 1.4:1, at least 4.5:1 needed): choose a darker colour.',
      caption: 'Required',
      color: 'Use a colour like #4f46e5',
      position: 'Choose bottom right or bottom left',
    });
    expect(res.body.message).toBe(res.body.fields.accent);
    expect((await t.admin.get('/v2/api/workspace/brand')).body.data.brand).toEqual(before);
  });

  it('refuses a logo that is not a PNG, JPEG or SVG by its content, or too large', async () => {
    const fake = await uploadLogo(t.admin, 'logo.png', 'just text, not a picture');
    // The upload call's refusals are business answers (spec §7: 200 with result 'error').
    expect(fake.body.result).toBe('error');
    expect(fake.body.message).toBe("The file's content does not match its name.");
    const scripted = await uploadLogo(t.admin, 'logo.svg', svgText('<script>alert(1)</script>'));
    expect(scripted.body.message).toBe('SVG images with scripts are not accepted.');
    // A PDF is a fine upload elsewhere, not a logo.
    const pdf = (await uploadLogo(t.admin, 'doc.pdf', pdfBytes(), 'pdf')).body.data.id as string;
    const asLogo = await save(t.admin, { ...acme, logo: pdf });
    expect(asLogo.status).toBe(400);
    expect(asLogo.body.fields).toEqual({ logo: 'The logo must be a PNG, JPEG or SVG image.' });
    const big = (await uploadLogo(t.admin, 'big.png', pngBytes(1024 * 1024))).body.data.id as string;
    expect((await save(t.admin, { ...acme, logo: big })).body.fields).toEqual({ logo: 'The logo must be at most 1 MB.' });
  });

  it("refuses another workspace's upload as the logo (404), an Agent (403), even one granted the page, and no session", async () => {
    const theirs = (await uploadLogo(t.outsider, 'theirs.png', pngBytes())).body.data.id as string;
    const count = (await audits()).length;
    expect((await save(t.admin, { ...acme, logo: theirs })).status).toBe(404);
    expect((await save(t.agent, acme)).status).toBe(403);
    expect((await t.agent.get('/v2/api/workspace/brand')).status).toBe(403);
    await seedUser(t.api, { email: 'granted@brand.test', workspaceId: t.ws, role: 'Agent', access: ['/home', '/settings/workspace'] });
    const granted = await login(t.api, 'granted@brand.test');
    expect((await save(granted, acme)).status).toBe(403);
    expect((await save(t.api.request(), acme)).status).toBe(401);
    expect(await audits()).toHaveLength(count);
  });
});
