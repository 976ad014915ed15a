// A contact's GDPR requests and the workspace's deletion, from the workspace page: an Administrator finds a
// customer, downloads their data, erases them after typing their name, and they are gone; then deletes a
// throwaway workspace by typing its name: they land where a workspace is created, and a member's open
// console leaves it too, without a reload.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { admin } from './support/admin';
import { signInAt, workspaceWithWork, XHR } from './support/inboxWork';
import { personWithWorkspace } from './support/people';
import { expectAccessible } from './support/realtime';

test("an Administrator downloads a customer's data, then erases them after typing their name; another console drops them live", async ({ page, browser }) => {
  test.setTimeout(60_000); // two people signed in, each in their own browser
  const work = await workspaceWithWork(page, 'gdpr', '/v2/settings/workspace');
  // A second Administrator has the contacts page open in their own browser.
  const colleague = { email: `colleague-${work.person.name}@example.test`, password: 'e2e-Gdpr-Colleague-Passw0rd!' };
  await admin('user', 'create', '--email', colleague.email, '--password', colleague.password);
  await admin('member', 'add', '--workspace', work.person.workspaceId, '--email', colleague.email, '--role', 'Administrator');
  const colleagueContext = await browser.newContext();
  const colleaguePage = await colleagueContext.newPage();
  await signInAt(colleaguePage, colleague, '/v2/app/contact');
  await expect(colleaguePage.getByRole('list', { name: 'Contact list' }).getByText('Rosa Diaz')).toBeVisible();
  await expect(colleaguePage.getByTestId('contact-count')).toHaveText('1 contact');
  await page.goto('/v2/settings/workspace');
  const section = page.getByRole('region', { name: 'Privacy requests' });
  await section.getByLabel('Find a contact').fill('Rosa');
  await section.getByRole('button', { name: 'Rosa Diaz' }).click();
  await expectAccessible(page, 'the privacy requests of the workspace page');

  const download = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download their data (JSON)' }).click();
  const data = JSON.parse(await readFile((await (await download).path())!, 'utf8'));
  expect(data.contact).toMatchObject({ id: work.contactId, name: 'Rosa Diaz' });
  expect(data.conversations[0].messages.map((m: { text: string }) => m.text)).toEqual(['Where is my order?']);

  const confirm = section.getByLabel('Type Rosa Diaz to confirm');
  await confirm.fill('Rosa');
  await section.getByRole('button', { name: 'Erase contact' }).click();
  await expect(section.getByText("Type the contact's name exactly as shown")).toBeVisible();
  await confirm.fill('Rosa Diaz');
  await section.getByRole('button', { name: 'Erase contact' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Erased: 1 conversations, 1 messages' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('rowheader').filter({ hasText: `Contact ${work.contactId.slice(0, 8)}` }).first()).toBeVisible();

  await section.getByLabel('Find a contact').fill('Rosa Diaz');
  await expect(section.getByText('No contact matches.')).toBeVisible();
  expect((await page.request.get(`/v2/api/contacts/${work.contactId}`, { headers: XHR })).status()).toBe(404);
  expect((await page.request.get(`/v2/api/conversations/${work.conversationId}`, { headers: XHR })).status()).toBe(404);
  // The colleague's open list dropped them without a reload.
  await expect(colleaguePage.getByTestId('contact-count')).toHaveText('0 contacts');
  await expect(colleaguePage.getByText('Rosa Diaz')).toHaveCount(0);
  await colleagueContext.close();
});

test('an Administrator deletes a throwaway workspace by typing its name; they and a member with it open leave it', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const owner = await personWithWorkspace('gone');
  const member = { email: `member-${owner.name}@example.test`, password: 'e2e-Gone-Member-Passw0rd!' };
  await admin('user', 'create', '--email', member.email, '--password', member.password);
  await admin('member', 'add', '--workspace', owner.workspaceId, '--email', member.email, '--role', 'Agent');
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInAt(memberPage, member, '/v2/home');
  await expect(memberPage.getByTestId('workspace-name')).toHaveText(owner.workspaceName);

  await signInAt(page, owner, '/v2/settings/workspace');
  const zone = page.getByRole('region', { name: 'Delete workspace' });
  await expect(zone).toBeVisible();
  await expectAccessible(page, 'the danger zone of the workspace page');
  const confirm = zone.getByLabel(`Type the workspace's name, ${owner.workspaceName}, to confirm`);
  await confirm.fill(`${owner.workspaceName} x`);
  await zone.getByRole('button', { name: 'Delete workspace' }).click();
  await expect(zone.getByText("Type the workspace's name exactly as shown to delete it.")).toBeVisible();
  await confirm.fill(owner.workspaceName);
  await zone.getByRole('button', { name: 'Delete workspace' }).click();

  await expect(page).toHaveURL(/\/v2\/onboarding\/creating-workspace$/);
  await expect(memberPage).toHaveURL(/\/v2\/onboarding\/creating-workspace$/);
  const auth = await page.request.get('/v2/api/auth', { headers: XHR });
  expect(((await auth.json()) as { workspace: unknown }).workspace ?? null).toBeNull();
  await memberContext.close();
});
