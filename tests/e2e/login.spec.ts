import { expect, test } from '@playwright/test';
import { ADMIN } from './support/accounts';
import { calmBilling } from './support/billing';
import { expectLoginPage, submitLogin } from './support/login';

test.describe('login', () => {
  test('the chat app without a session asks for login, continuing to the chat app', async ({ page }) => {
    await page.goto('/v2/app/chat');

    await expectLoginPage(page);
    expect(new URL(page.url()).searchParams.get('continue')).toBe('/v2/app/chat');
  });

  test('a wrong password is refused', async ({ page }) => {
    await page.goto('/v2/app/chat');
    await expectLoginPage(page);

    await submitLogin(page, ADMIN.email, 'not-the-password');

    await expect(page.getByText('Wrong e-mail or password.')).toBeVisible();
    await expectLoginPage(page);
  });

  test('logging in lands on the chat app inside the app layout', async ({ page }) => {
    await page.goto('/v2/app/chat');
    await expectLoginPage(page);

    await submitLogin(page, ADMIN.email, ADMIN.password);

    await expect(page).toHaveURL(/\/v2\/app\/chat$/);
    await expect(page.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Status' })).toBeVisible();
    await expect(page.getByTestId('workspace-name')).toHaveText(ADMIN.workspace);
    await expect(page.getByTestId('user-name')).toHaveText(ADMIN.username);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a continue target outside the site is refused', async ({ page, baseURL }) => {
    const site = new URL(baseURL!).origin;
    const offSite: string[] = [];
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin === site) return route.continue();
      offSite.push(url.href);
      return route.abort();
    });

    await page.goto('/v2/api/sso/login?continue=https://evil.example/');
    await submitLogin(page, ADMIN.email, ADMIN.password);

    await expect(page).toHaveURL((url) => url.origin === site && url.pathname.startsWith('/v2/') && !url.pathname.startsWith('/v2/api/sso/login'));
    await page.waitForLoadState('load');
    expect(new URL(page.url()).origin).toBe(site);
    expect(offSite).toEqual([]);
  });

  test('logout returns to the login page, and the chat app then asks for login again', async ({ page }) => {
    await calmBilling(page);
    await page.goto('/v2/app/chat');
    await submitLogin(page, ADMIN.email, ADMIN.password);
    await expect(page.getByTestId('user-name')).toHaveText(ADMIN.username);

    // Logout sits in the profile menu (spec §2).
    await page.getByRole('button', { name: /^Profile menu of / }).click();
    await page.getByRole('dialog', { name: 'Profile' }).getByRole('link', { name: 'Logout' }).click();

    await expectLoginPage(page);

    await page.goto('/v2/app/chat');
    await expectLoginPage(page);
  });
});
