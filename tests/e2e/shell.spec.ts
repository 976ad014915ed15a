import { expect, test, type Page } from '@playwright/test';
import { admin } from './support/admin';
import { expectLoginPage, submitLogin } from './support/login';
import { personWithWorkspace, type Person } from './support/people';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function signIn(page: Page, person: Pick<Person, 'email' | 'password'>) {
  await page.goto('/v2/home');
  await expectLoginPage(page);
  await submitLogin(page, person.email, person.password);
  await expect(page).not.toHaveURL(/\/sso\/login/);
}

/** Answers GET /v2/api/config with the real answer, changed by `patch`. */
async function patchConfig(page: Page, patch: (data: Record<string, unknown>) => Record<string, unknown>) {
  await page.route('**/v2/api/config', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: patch(body.data) } });
  });
}

/** The product guide may open on a first visit (another feature); it is modal, so it goes first. */
async function closeGuideIfShown(page: Page) {
  await page.getByRole('button', { name: 'Close the guide' }).click({ timeout: 3_000 }).catch(() => undefined);
}

let seq = 0;
async function userWithAccess(access: string | null, extra: string[] = []) {
  const tag = `shell${Date.now().toString(36)}${++seq}`;
  const user = { email: `${tag}@example.test`, password: `e2e-${tag}-Passw0rd!`, name: tag };
  await admin('user', 'create', '--email', user.email, '--password', user.password, '--name', user.name);
  if (access !== null) {
    const owner = await personWithWorkspace('owner');
    await admin('member', 'add', '--workspace', owner.workspaceId, '--email', user.email, '--role', 'Agent', '--access', access, ...extra);
  }
  return user;
}

test.describe('maintenance guard', () => {
  test('the console sends every app page to /maintenance while the configuration says so, and to / once it is over', async ({ page }) => {
    await page.clock.install();
    let maintenance = true;
    await patchConfig(page, (data) => ({ ...data, maintenance }));

    // Maintenance comes before authentication: no login page on the way.
    await page.goto('/v2/app/chat');
    await expect(page).toHaveURL(/\/v2\/maintenance$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The service is unavailable');
    await expect(page.getByRole('link', { name: 'Landing' })).toHaveAttribute('href', '/v2/');

    maintenance = false;
    await page.clock.runFor(30_000);
    await expect(page).toHaveURL(/\/v2\/$/);
  });

  test("a console already open notices the api's maintenance 503, shows /maintenance, and leaves for / when it ends", async ({ page }) => {
    await page.clock.install();
    const person = await personWithWorkspace('maint');
    await signIn(page, person);
    await expect(page.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
    await closeGuideIfShown(page);
    const apiStatus = async () => (await page.request.get('/v2/api/config')).status();

    await admin('maintenance', 'on');
    try {
      await expect.poll(apiStatus, { timeout: 10_000 }).toBe(503);
      // A page change inside the app makes calls; their 503 'maintenance' answers turn the flag on.
      await nav(page).getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/v2\/maintenance$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The service is unavailable');
    } finally {
      await admin('maintenance', 'off');
    }
    await expect.poll(apiStatus, { timeout: 10_000 }).toBe(200);
    await page.clock.runFor(30_000);
    await expect(page).toHaveURL(/\/v2\/$/);
  });

  test('/maintenance with the flag off goes to /', async ({ page }) => {
    await page.goto('/v2/maintenance');
    await expect(page).toHaveURL(/\/v2\/$/);
  });

  test("the edge answers its own 503 page while maintenance is on", async ({ page }) => {
    await admin('maintenance', 'on');
    try {
      await expect.poll(async () => (await page.request.get('/v2/home')).status(), { timeout: 10_000 }).toBe(503);
      const response = await page.goto('/v2/home');
      expect(response?.status()).toBe(503);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The service is unavailable');
      await expect(page.getByRole('link', { name: 'Landing' })).toHaveAttribute('href', '/v2/');
    } finally {
      await admin('maintenance', 'off');
      await expect.poll(async () => (await page.request.get('/v2/home')).status(), { timeout: 10_000 }).toBe(200);
    }
  });
});

test.describe('workspace, access and spectator guards', () => {
  test('a user without a workspace goes to workspace creation', async ({ page }) => {
    const user = await userWithAccess(null);
    await signIn(page, user);
    await expect(page).toHaveURL(/\/v2\/onboarding\/creating-workspace$/);

    await page.goto('/v2/app/ticket');
    await expect(page).toHaveURL(/\/v2\/onboarding\/creating-workspace$/);
  });

  test('an expired Agent member is limited to /home', async ({ page }) => {
    const user = await userWithAccess('/home,/app/chat,/app/ticket', ['--expired']);
    await signIn(page, user);
    await expect(page).toHaveURL(/\/v2\/home$/);

    await page.goto('/v2/app/ticket');
    await expect(page).toHaveURL(/\/v2\/home$/);
  });

  test('/spectator refuses a user who is neither the service account nor a spectator', async ({ page }) => {
    const person = await personWithWorkspace('spec');
    await signIn(page, person);
    await page.goto('/v2/spectator');
    await expect(page).toHaveURL(/\/v2\/home$/);
  });

  test('with the billing guard off (the default configuration) billing never redirects', async ({ page }) => {
    const user = await userWithAccess('/home,/app/chat,/settings/plans-billings');
    await signIn(page, user);
    await page.goto('/v2/app/chat');
    await expect(page).toHaveURL(/\/v2\/app\/chat$/);
  });
});

test.describe('billing guard', () => {
  /** A package-less workspace that has features: the billing verdict sends an administrator to plans-billings. */
  async function packageLess(page: Page) {
    await page.route('**/v2/api/billing/status', (route) =>
      route.fulfill({ json: { result: 'success', package: null, features: [{ name: 'chat' }], signature: 's' } }),
    );
  }

  test('acts when the configuration turns it on', async ({ page }) => {
    await patchConfig(page, (data) => ({ ...data, billingGuard: true }));
    await packageLess(page);
    const person = await personWithWorkspace('billon');
    await signIn(page, person);
    await page.goto('/v2/app/chat');
    await expect(page).toHaveURL(/\/v2\/settings\/plans-billings$/);
  });

  test('does nothing while the configuration flag is off', async ({ page }) => {
    await patchConfig(page, (data) => ({ ...data, billingGuard: false }));
    await packageLess(page);
    const person = await personWithWorkspace('billoff');
    await signIn(page, person);
    await page.goto('/v2/app/chat');
    await expect(page.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/v2\/app\/chat$/);
  });
});

test.describe('tooltips', () => {
  // The 1000 ms delay itself is checked with fake timers in src/components/overlayDefaults.test.tsx.
  test('the icon-only navigation button explains itself in a tooltip', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    const person = await personWithWorkspace('tip');
    await signIn(page, person);
    await expect(page.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
    await closeGuideIfShown(page);

    await page.getByRole('button', { name: 'Open navigation' }).hover();
    await expect(page.locator('.p-tooltip')).toHaveText('Open navigation');
  });
});

test.describe('left navigation', () => {
  test('an administrator sees the eight entries with their targets; Contact is present but inactive', async ({ page }) => {
    const person = await personWithWorkspace('nav');
    await signIn(page, person);
    await page.goto('/v2/settings/workspace/sla');

    const links = nav(page).getByRole('link');
    await expect(links).toHaveText(['Home', 'Tickets', 'Chat', /Contact/, 'Reports', 'Workspace', 'Channel', 'Plans & Billings']);
    const targets = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(targets).toEqual([
      '/v2/home',
      '/v2/app/ticket',
      '/v2/app/chat',
      null,
      '/v2/report/ticket',
      '/v2/settings/workspace/timework',
      '/v2/settings/channel/CHATOMNIWEBCHAT',
      '/v2/settings/plans-billings',
    ]);
    await expect(nav(page).getByRole('link', { name: /Contact/ })).toHaveAttribute('aria-disabled', 'true');

    await expect(nav(page).getByRole('link', { name: 'Workspace' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/v2/settings/channel/LINE');
    await expect(nav(page).getByRole('link', { name: 'Channel' })).toHaveAttribute('aria-current', 'page');
    await expect(nav(page).getByRole('link', { name: 'Workspace' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('an agent sees only the entries of the access list', async ({ page }) => {
    const user = await userWithAccess('/home,/app/chat');
    await signIn(page, user);
    await expect(nav(page).getByRole('link')).toHaveText(['Home', 'Chat']);
  });
});

test.describe('themes', () => {
  test('a developer switches to dark without a reload, and it is remembered', async ({ page }) => {
    await patchConfig(page, (data) => ({
      ...data,
      me: { developer: true, spectator: false, serviceAccount: false, spectating: false },
    }));
    const person = await personWithWorkspace('theme');
    await signIn(page, person);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    // The console fetches its first page's module at start, so the sign-in's own load event can come
    // after the theme is set: count only loads after it.
    await page.waitForLoadState('load');
    let loads = 0;
    page.on('load', () => loads++);

    await expect(page.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
    await closeGuideIfShown(page);
    await page.getByRole('button', { name: /^Profile menu of / }).click();
    await page.getByRole('dialog', { name: 'Profile' }).getByRole('switch', { name: 'Dark Theme' }).click();

    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 18, 32)');
    expect(loads).toBe(0);

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(nav(page)).toBeVisible();

    // WCAG AA contrast in the dark theme, for the shell's own parts (header and navigation).
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    const results = await new AxeBuilder({ page }).include('nav').withRules(['color-contrast']).analyze();
    expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  });

  test('anyone else stays light whatever is stored', async ({ page }) => {
    const person = await personWithWorkspace('light');
    await signIn(page, person);
    await page.evaluate(() => window.localStorage.setItem('omni.theme', 'dark'));
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('progress and one tab', () => {
  test('a call slower than 200 ms shows the progress bar until it ends', async ({ page }) => {
    await page.route('**/v2/api/config', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/v2/maintenance');
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(page).toHaveURL(/\/v2\/$/);
  });

  test('a second console tab is blocked by the prevent-new-tab guard', async ({ page, context }) => {
    const person = await personWithWorkspace('tabs');
    await signIn(page, person);
    await expect(nav(page)).toBeVisible();

    const second = await context.newPage();
    await second.goto('/v2/home');
    await expect(second.getByText('The console is open in another tab.')).toBeVisible();
    await expect(second.getByText('You can only use omnichannel in one tab.')).toBeVisible();
  });
});
