import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND, LOGO_ACCEPT } from '../../../../src/domain/brandRules';
import { workspaces } from '../../db/schema';
import { xhr } from '../../testing/harness';
import { mailText, type TestSmtp } from '../../testing/smtpServer';
import type { Team } from '../../testing/team';
import { invite, teamWithSmtp } from '../invitations/invitationTesting';
import { pngBytes, upload } from '../uploads/testFiles';

// The invitation mail in the workspace's brand, as the SMTP server receives it.

let team: Team;
let smtp: TestSmtp;
beforeAll(async () => {
  ({ team, smtp } = await teamWithSmtp('brand-mail'));
});
afterAll(async () => {
  await smtp.close();
  await team.api.close();
});

const lastMailTo = (to: string) => mailText(smtp.received.filter((m) => m.to.includes(to)).at(-1)!);
const body = (email: string) => ({ email, role: 'Agent', departmentIds: [], access: ['/home', '/app/chat'] });

describe('the invitation mail', () => {
  it("has a text part and an HTML part with the workspace's name, logo and accent, everything escaped", async () => {
    await team.api.deps.db.update(workspaces).set({ name: 'Acme <b>"Support"</b> & Co' }).where(eq(workspaces.id, team.ws));
    const logo = (await upload(team.admin, { file: { name: 'acme.png', data: pngBytes() }, accept: LOGO_ACCEPT })).body.data.id as string;
    expect((await xhr(team.admin, 'put', '/v2/api/workspace/brand', { ...DEFAULT_BRAND, logo, accent: '#0b5394' })).status).toBe(200);
    expect((await invite(team.admin, body('kim@brand-mail.test'))).status).toBe(200);

    const raw = lastMailTo('kim@brand-mail.test');
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    const html = raw.slice(raw.indexOf('<!doctype html>'));
    expect(html).toContain('background:#0b5394');
    expect(html).toContain(`src="${team.api.deps.config.publicUrl}/v2/api/brand/${team.ws}/logo/${logo}"`);
    expect(html).toContain('Acme &lt;b&gt;&quot;Support&quot;&lt;/b&gt; &amp; Co');
    expect(html).not.toContain('<b>');
    expect(html).toMatch(/href="http[^"]+\/v2\/api\/sso\/join\?token=[A-Za-z0-9_-]+"/);
    // No remote content but our own files: the only image is the logo on our own address.
    expect(html.match(/src="([^"]+)"/g)).toEqual([`src="${team.api.deps.config.publicUrl}/v2/api/brand/${team.ws}/logo/${logo}"`]);
  });
});
