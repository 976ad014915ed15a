import { expect, test, type Page } from '@playwright/test';
import { admin } from './support/admin';
import { hideProductGuides } from './support/guide';
import { expectLoginPage, submitLogin } from './support/login';
import { dayFromToday, personWithWorkspace, type Person } from './support/people';

async function signIn(page: Page, person: Pick<Person, 'email' | 'password'>) {
  // The product guide's modal would cover what these tests click.
  await hideProductGuides(page);
  await page.goto('/v2/home');
  await expectLoginPage(page);
  await submitLogin(page, person.email, person.password);
}

const warning = (page: Page) => page.getByRole('dialog', { name: 'Billing' });

test.describe('billing warning', () => {
  test('3 days left: the exact message, at most 315 wide, closed by Dismiss, and back 3 hours later', async ({ page }) => {
    const person = await personWithWorkspace('expiring3', ['--expires', dayFromToday(3)]);
    // Today at 08:00 UTC: three hours later is still today, so 3 days are left then too (run after 21:00
    // UTC, the real clock's three hours crossed midnight and left 2 days, which has no warning).
    const today = new Date();
    await page.clock.install({ time: Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 8) });
    await signIn(page, person);

    await expect(warning(page)).toBeVisible();
    await expect(warning(page).locator('p')).toHaveText(['Your package will expire in 3 days']);
    const box = await warning(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(315);
    const dismiss = warning(page).getByRole('button', { name: 'Dismiss' });
    await expect(dismiss).toBeFocused();
    await dismiss.click();
    await expect(warning(page)).toBeHidden();

    await page.clock.fastForward(10_700_000);
    await expect(warning(page)).toBeHidden();
    await page.clock.fastForward(100_000);
    await expect(warning(page)).toBeVisible();
    await expect(warning(page).locator('p')).toHaveText(['Your package will expire in 3 days']);
  });

  test('7 days left', async ({ page }) => {
    const person = await personWithWorkspace('expiring7', ['--expires', dayFromToday(7)]);
    await signIn(page, person);
    await expect(warning(page).locator('p')).toHaveText(['Your package will expire in 7 days']);
  });

  test('no warning with 30 days and plenty of quota', async ({ page }) => {
    const person = await personWithWorkspace('calm');
    // The first check runs right after the billing status and the available conversations are read.
    const features = page.waitForResponse((r) => r.url().endsWith('/availabe-features'));
    await signIn(page, person);
    await features;
    await expect(page.getByRole('button', { name: /^Profile menu of / })).toBeVisible();
    await expect(warning(page)).toBeHidden();
  });

  test('an expired package asks for a new one', async ({ page }) => {
    const person = await personWithWorkspace('expired', ['--expires', dayFromToday(-1)]);
    await signIn(page, person);
    await expect(warning(page).locator('p')).toHaveText(['Please buy new package so you can still enjoy our services.']);
  });

  test('50 conversations left', async ({ page }) => {
    const person = await personWithWorkspace('talkative', ['--conversations', '50']);
    await signIn(page, person);
    await expect(warning(page).locator('p')).toHaveText(['You have 50 conversation left']);
    await warning(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(warning(page)).toBeHidden();
  });

  test('100 MAU left', async ({ page }) => {
    const person = await personWithWorkspace('popular', ['--mau', '100']);
    await signIn(page, person);
    await expect(warning(page).locator('p')).toHaveText(['You have 100 Monthly Active Users (MAU) left']);
  });
});

test.describe('limited member', () => {
  test('an expired agent is told to ask for more agent slots; Dismiss closes it', async ({ page }) => {
    const owner = await personWithWorkspace('slots');
    const agent = { email: `expired-agent-${Date.now().toString(36)}@example.test`, password: 'e2e-Expired-Passw0rd!' };
    await admin('user', 'create', '--email', agent.email, '--password', agent.password, '--name', 'expiredagent');
    await admin('member', 'add', '--workspace', owner.workspaceId, '--email', agent.email, '--role', 'Agent', '--expired');

    await signIn(page, agent);

    const dialog = page.getByRole('dialog', { name: 'This Member is limited!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Please contact your administrator for more agent slots');
    await expect(page).toHaveURL(/\/v2\/home$/);
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
    await expect(dialog).toBeHidden();
  });
});
