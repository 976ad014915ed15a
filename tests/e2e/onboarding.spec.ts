// Onboarding (issue 13): a new Administrator names the workspace and picks its time zone (the browser's by
// default), then the getting-started steps show what the server knows is done; once a channel is connected
// and a member invited, the page sends them on to the console.
import { expect, test } from '@playwright/test';
import { admin } from './support/admin';
import { createChannel } from './support/chat';
import { expectLoginPage, submitLogin } from './support/login';
import { expectAccessible } from './support/realtime';

test.use({ timezoneId: 'Europe/Lisbon' });

test('create the workspace, then the steps until every one is done and the console opens', async ({ page }) => {
  const user = { email: `onb${Date.now().toString(36)}@example.test`, password: 'e2e-Onboard-Passw0rd!' };
  await admin('user', 'create', '--email', user.email, '--password', user.password);
  await page.goto('/v2/home');
  await expectLoginPage(page);
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/v2\/onboarding\/creating-workspace$/);

  const zone = page.getByLabel('Time zone');
  await expect(zone).toHaveValue('Europe/Lisbon');
  await expectAccessible(page, 'the creating-workspace page');
  await page.getByLabel('Workspace name').fill('Harbour Desk');
  await zone.fill('Mars/Olympus');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page.getByText('Not a time zone: use an IANA name such as Europe/Berlin or UTC')).toBeVisible();
  await zone.fill('Asia/Tokyo');
  await page.getByRole('button', { name: 'Create workspace' }).click();

  await expect(page).toHaveURL(/\/v2\/onboarding\/getting-started$/);
  await expect(page.getByTestId('step-workspace')).toContainText('Done');
  await expect(page.getByTestId('step-workspace')).toContainText('Harbour Desk, its days counted in Asia/Tokyo.');
  await expect(page.getByTestId('step-channel')).toContainText('To do');
  await expect(page.getByTestId('step-member')).toContainText('To do');
  await expect(page.getByRole('link', { name: 'Set business hours' })).toHaveCount(0);
  await expectAccessible(page, 'the getting-started page');

  // The second step on the members page, as the link leads there.
  await page.getByRole('link', { name: 'Invite a member' }).click();
  await expect(page).toHaveURL(/\/v2\/settings\/workspace\/member$/);
  const email = `first${Date.now().toString(36)}@example.test`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('button', { name: `Revoke the invitation to ${email}` })).toBeVisible();

  await page.goto('/v2/onboarding/getting-started');
  await expect(page.getByTestId('step-member')).toContainText('Done');
  await expect(page.getByTestId('step-channel')).toContainText('To do');

  // A channel connected (by the api, as any channel page does): every step is done, the console opens.
  await createChannel(page.request, 'WEBHOOK', 'Shop', { url: 'http://127.0.0.1:9/' });
  await page.goto('/v2/onboarding/getting-started');
  await expect(page).toHaveURL(/\/v2\/home$/);
});
