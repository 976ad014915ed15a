// The invitation link's real 7 days (issue 13): an Administrator invites, the link works, 7 days pass for the
// api, and the invitee who opens it sees 'The invitation link has expired'. Days pass through the test-only
// preload support/shiftedClock.ts, given only to the api of a stack this spec starts for itself (so the
// shared stack's other specs keep the real time); production code has no way to move its clock.
import { expect, test } from '@playwright/test';
import { ADMIN } from './support/accounts';
import { hideProductGuides } from './support/guide';
import { expectLoginPage, submitLogin } from './support/login';
import { mailsTo } from './support/mail';
import { startStack, type Stack } from './support/stack';

const DAY = 24 * 3600_000;
let stack: Stack;

test.beforeAll(async () => {
  // A second api and edge start here: startStack waits up to 60 s for them and stops them if they fail.
  test.setTimeout(90_000);
  stack = await startStack({ shiftedClock: true });
});
test.afterAll(async () => {
  await stack?.stop();
});

test('a link 7 days old shows The invitation link has expired', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto(`${stack.baseURL}/v2/settings/workspace/member`);
  await expectLoginPage(page);
  await submitLogin(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto(`${stack.baseURL}/v2/settings/workspace/member`);
  const email = `week${Date.now().toString(36)}@example.test`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('button', { name: `Revoke the invitation to ${email}` })).toBeVisible();

  await expect.poll(() => mailsTo(email, stack.dataDir).length, { message: `invitation mail to ${email}` }).toBe(1);
  const link = /https?:\/\/\S+\/v2\/api\/sso\/join\?token=([A-Za-z0-9_-]+)/.exec(mailsTo(email, stack.dataDir)[0]!.text);
  if (!link) throw new Error(`no join link in the mail to ${email}`);
  const preview = () => page.request.post(`${stack.baseURL}/v2/api/invitations/preview`, { data: { token: link[1] }, headers: { 'X-Requested-With': 'XMLHttpRequest' } });

  // Six days and 23 hours on, the link still works: what follows is the 7 days, nothing else.
  await stack.shiftClock!(7 * DAY - 3600_000);
  expect((await preview()).status()).toBe(200);

  await stack.shiftClock!(7 * DAY + 60_000);
  const invitee = await browser.newContext();
  await hideProductGuides(invitee);
  const tab = await invitee.newPage();
  await tab.goto(link[0]);
  await expect(tab.getByText(/The invitation link has expired/)).toBeVisible();
  await invitee.close();
});
