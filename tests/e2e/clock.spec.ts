import { expect, test } from '@playwright/test';
import { admin } from './support/admin';
import { expectLoginPage, submitLogin } from './support/login';
import { personWithWorkspace } from './support/people';

// The workspace clock: a new workspace counts its days in its first Administrator's time zone, the one
// their browser reports, whatever the server's own zone.

test.describe('a workspace created from a browser in Adelaide', () => {
  test.use({ timezoneId: 'Australia/Adelaide' });

  test('takes the browser’s time zone, and the console receives it with the workspace', async ({ page }) => {
    const user = { email: `zone${Date.now().toString(36)}@example.test`, password: 'e2e-Zone-Passw0rd!' };
    await admin('user', 'create', '--email', user.email, '--password', user.password);
    await page.goto('/v2/app/chat');
    await expectLoginPage(page);
    await submitLogin(page, user.email, user.password);
    await expect(page).toHaveURL(/\/v2\/onboarding\/creating-workspace$/);

    const created = page.waitForResponse((res) => res.url().endsWith('/v2/api/workspace/create'));
    await page.getByLabel('Workspace name').fill('Adelaide Desk');
    await page.getByRole('button', { name: 'Create workspace' }).click();
    expect((await created).request().postDataJSON()).toEqual({ name: 'Adelaide Desk', timeZone: 'Australia/Adelaide' });
    await expect(page).toHaveURL(/\/v2\/onboarding\/getting-started$/);

    const auth = await (await page.request.get('/v2/api/auth')).json();
    expect(auth.workspace).toMatchObject({ name: 'Adelaide Desk', timeZone: 'Australia/Adelaide' });
    const summary = await (await page.request.get('/v2/api/home/summary')).json();
    expect(summary.data).toMatchObject({ timeZone: 'Australia/Adelaide', day: new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Adelaide' }).format(new Date()) });
  });
});

test.describe('the home page seen from New York, of a workspace in Tokyo', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

  test('says whose day its counts are', async ({ page }) => {
    const person = await personWithWorkspace('tokyo');
    await admin('workspace', 'time-zone', '--workspace', person.workspaceId, '--time-zone', 'Asia/Tokyo');
    await page.goto('/v2/home');
    await expectLoginPage(page);
    await submitLogin(page, person.email, person.password);
    await expect(page).not.toHaveURL(/\/sso\/login/);
    await page.goto('/v2/home');

    const tokyoDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Asia/Tokyo' }).format(new Date());
    await expect(page.getByText("Today in Asia/Tokyo, the workspace's time zone:")).toHaveText(`Today in Asia/Tokyo, the workspace's time zone: ${tokyoDay}`);
    await expect(page.getByTestId('count-new')).toHaveText('New0');
  });
});
