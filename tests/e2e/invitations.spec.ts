// Invitations: an Administrator invites a member on the members page, the invitee opens the mailed link in
// a fresh browser, creates a login on the SSO page and lands in the console with the pages they were given;
// a link that no longer works shows the shell's full-page error. The link is read from the mail as the
// stack's real SMTP server received it (support/mailbox.ts).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { hideProductGuides } from './support/guide';
import { signInAt } from './support/inboxWork';
import { mailsTo } from './support/mail';
import { personWithWorkspace, type Person } from './support/people';
import { expectAccessible } from './support/realtime';

let owner: Person;
test.beforeAll(async () => {
  owner = await personWithWorkspace('invite');
});

async function invite(page: Page, email: string, withoutPage?: string) {
  await page.getByLabel('E-mail').fill(email);
  if (withoutPage) await page.getByRole('checkbox', { name: withoutPage, exact: true }).uncheck();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('button', { name: `Revoke the invitation to ${email}` })).toBeVisible();
}

async function mailedLink(email: string): Promise<string> {
  await expect.poll(() => mailsTo(email).length, { message: `invitation mail to ${email}` }).toBeGreaterThan(0);
  const link = /https?:\/\/\S+\/v2\/api\/sso\/join\?token=[A-Za-z0-9_-]+/.exec(mailsTo(email).at(-1)!.text)?.[0];
  if (!link) throw new Error(`no join link in the mail to ${email}`);
  return link;
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await hideProductGuides(context);
  return context.newPage();
}

test('an invitee creates a login from the mailed link and lands in the console with the pages given', async ({ page, browser }) => {
  await signInAt(page, owner, '/v2/settings/workspace/member');
  await expect(page.getByRole('heading', { name: 'Invite a member' })).toBeVisible();
  await expectAccessible(page, 'the members page');
  const email = `joiner${Date.now().toString(36)}@example.test`;
  await invite(page, email, 'Tickets');

  const invitee = await freshPage(browser);
  await invitee.goto(await mailedLink(email));
  await expect(invitee.getByText(`Log in to join ${owner.workspaceName}`)).toBeVisible();
  await invitee.getByRole('link', { name: 'Create your login' }).click();
  await invitee.getByLabel('Your name').fill('Jo Iner');
  await invitee.getByLabel('Password').fill('a long enough password');
  await invitee.getByRole('button', { name: 'Create login and join' }).click();
  await expect(invitee).toHaveURL(/\/v2\/home$/);
  const drawer = invitee.getByRole('navigation').first();
  await expect(drawer.getByRole('link', { name: /^Chat/ })).toBeVisible();
  await expect(drawer.getByRole('link', { name: /^Tickets/ })).toHaveCount(0);

  // The Administrator's list shows the new member live, and the invitation is no longer open.
  await expect(page.getByRole('rowheader', { name: /Jo Iner/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: `Revoke the invitation to ${email}` })).toHaveCount(0);
  await invitee.context().close();
});

test('a link that no longer works shows The invitation link has expired', async ({ page, browser }) => {
  await signInAt(page, owner, '/v2/settings/workspace/member');
  const email = `late${Date.now().toString(36)}@example.test`;
  await invite(page, email);
  const link = await mailedLink(email);
  // Resending makes a new link: the first one is dead, as an expired one is.
  await page.getByRole('button', { name: `Resend the invitation to ${email}` }).click();
  await expect.poll(() => mailsTo(email).length).toBe(2);

  const invitee = await freshPage(browser);
  await invitee.goto(link);
  await expect(invitee.getByText(/The invitation link has expired/)).toBeVisible();
  await invitee.context().close();
});
