import { expect, test, type Page } from '@playwright/test';
import { admin } from './support/admin';
import { expectLoginPage, submitLogin } from './support/login';
import { personWithWorkspace } from './support/people';

let seq = 0;
/** A user without a workspace lands on workspace creation, whose call goes through the errors saga. */
async function onWorkspaceCreation(page: Page) {
  const tag = `err${Date.now().toString(36)}${++seq}`;
  const user = { email: `${tag}@example.test`, password: `e2e-${tag}-Passw0rd!` };
  await admin('user', 'create', '--email', user.email, '--password', user.password, '--name', tag);
  await page.goto('/v2/home');
  await expectLoginPage(page);
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/v2\/onboarding\/creating-workspace$/);
}

async function createWorkspaceAnswering(page: Page, status: number, json: unknown) {
  await page.route('**/v2/api/workspace/create', (route) => route.fulfill({ status, json }));
  await page.getByLabel('Workspace name').fill('Support desk');
  await page.getByRole('button', { name: /create/i }).click();
}

const errorDialog = (page: Page) => page.getByRole('dialog', { name: 'Oops something went wrong!' });

test.describe('API errors (spec §8)', () => {
  test('a 200 answer with result error opens the error dialog with 406 and the message; Dismiss closes it', async ({ page }) => {
    await onWorkspaceCreation(page);
    await createWorkspaceAnswering(page, 200, { result: 'error', message: 'That name is not allowed' });

    const dialog = errorDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('That name is not allowed');
    await expect(dialog).toContainText('406');
    await expect(dialog.getByRole('button', { name: 'Dismiss' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
  });

  test('402 says the package expired', async ({ page }) => {
    await onWorkspaceCreation(page);
    await createWorkspaceAnswering(page, 402, { result: 'error', message: 'Payment Required' });

    await expect(errorDialog(page)).toContainText(
      'Your workspace package has expired. Please renew to continue using all features.',
    );
  });

  test("'Invalid Session' forces Logout instead of Dismiss", async ({ page }) => {
    await onWorkspaceCreation(page);
    await createWorkspaceAnswering(page, 200, { result: 'error', message: 'Invalid Session' });

    const dialog = errorDialog(page);
    await expect(dialog.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expectLoginPage(page);
  });

  test("'Failed to creating workspace' shows the full-page error with Logout", async ({ page }) => {
    await onWorkspaceCreation(page);
    await createWorkspaceAnswering(page, 200, { result: 'error', message: 'Failed to creating workspace: try later' });

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops something went wrong!');
    await expect(page.getByText('Failed to creating workspace: try later')).toBeVisible();
    await page.getByRole('link', { name: 'Logout' }).click();
    await expectLoginPage(page);
  });
});

test.describe('error pages (spec §2)', () => {
  const PAGES: [number, string, string, string[]][] = [
    [500, 'Sorry, something went wrong', 'Please reload the page.', ['Reload', 'Home Page']],
    [503, 'The service is unavailable', 'We are doing some maintenance', ['Landing']],
    [504, 'So long yet so far to reach', 'Refresh the page or go home', ['Reload', 'Home Page']],
    [505, 'We have an unknown error', 'Http version not supported', ['Home Page']],
    [418, 'Sorry, something went wrong', 'Please reload the page.', ['Reload', 'Home Page']],
  ];

  for (const [status, title, text, buttons] of PAGES) {
    test(`a ${status} while signing in shows '${title}'`, async ({ page }) => {
      await page.route('**/v2/api/auth', (route) => route.fulfill({ status, json: { result: 'error', message: '' } }));
      await page.goto('/v2/home');

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(text).first()).toBeVisible();
      for (const name of buttons) {
        await expect(page.getByRole(name === 'Reload' ? 'button' : 'link', { name })).toBeVisible();
      }
    });
  }

  test("an unknown console path says 'This page could not be found' with a Home Page button", async ({ page }) => {
    await page.goto('/v2/app/nowhere');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oops, it seems you're lost");
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home Page' })).toHaveAttribute('href', '/v2/home');
  });
});

test.describe('chunk reload', () => {
  test('a chunk that fails to load reloads the page once, then shows the error page within the minute', async ({ page }) => {
    const person = await personWithWorkspace('chunk');
    await page.goto('/v2/home');
    await submitLogin(page, person.email, person.password);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    let loads = 0;
    page.on('load', () => loads++);
    await page.route('**/v2/static/js/async/**', (route) => route.abort());
    await page.goto('/v2/app/chat');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, something went wrong');
    expect(loads).toBe(2);
    const stamp = await page.evaluate(() => window.sessionStorage.getItem('omni.chunkReloadAt'));
    expect(Number(stamp)).toBeGreaterThan(0);
  });
});

test.describe('accessibility of the error views', () => {
  async function seriousViolations(page: Page) {
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  }

  test('the error dialog and the error pages have no serious or critical axe violation', async ({ page }) => {
    await onWorkspaceCreation(page);
    await createWorkspaceAnswering(page, 200, { result: 'error', message: 'That name is not allowed' });
    await expect(errorDialog(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/v2/app/nowhere');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oops, it seems you're lost");
    expect(await seriousViolations(page)).toEqual([]);

    await page.route('**/v2/api/config', (route) => route.fulfill({ json: { result: 'success', data: { maintenance: true, me: null } } }));
    await page.goto('/v2/maintenance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The service is unavailable');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
