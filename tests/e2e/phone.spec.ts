// The console on a 390x844 phone (the 'phone' project of playwright.config.ts): every page fits the
// screen (no sideways scrolling, no control off screen or cut off), the drawer folds into a menu button,
// the profile menu and the dialogs fit, and the status switch works by touch.
import { expect, test, type Page } from '@playwright/test';
import { expectLoginPage, submitLogin } from './support/login';
import { personWithWorkspace } from './support/people';
import { expectFits } from './support/screenFit';
import { sendSigned } from './support/webhook';

// Notifications already allowed: the banner asking for them is another part's concern.
test.use({ permissions: ['notifications'] });

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

const CHANNEL_PAGES = [
  'CHATOMNIWEBCHAT', 'EMAIL', 'EMAILOUTLOOK', 'FBCOMMENT', 'FBMESSENGER', 'GOOGLEBUSINESS', 'GOOGLEPLAY', 'IGCOMMENT', 'IGDM',
  'LAZADA', 'LINE', 'SHOPEE', 'TELEGRAM', 'TOKOPEDIA', 'TWITTER', 'TWITTERCOMMENT', 'VIBER', 'WEBHOOK', 'WHATSAPP',
];
const WORKSPACE_PAGES = [
  'index', 'custom-message', 'department', 'grant-access', 'member', 'personalization', 'skill', 'sla', 'ticket-management', 'timework',
];
/** Every console route of spec §2 (the landing pages, the form and the wallboard are other bundles). */
const ROUTES = [
  '/v2/home',
  '/v2/app/chat',
  '/v2/app/ticket',
  '/v2/app/contact',
  '/v2/report/ticket',
  '/v2/settings',
  '/v2/settings/channel',
  ...CHANNEL_PAGES.map((type) => `/v2/settings/channel/${type}`),
  '/v2/settings/plans-billings',
  '/v2/settings/workspace',
  ...WORKSPACE_PAGES.map((section) => `/v2/settings/workspace/${section}`),
  '/v2/overview',
  '/v2/onboarding/getting-started',
  '/v2/onboarding/creating-workspace',
  '/v2/spectator',
  '/v2/account-recovery',
  '/v2/maintenance',
  '/v2/no-such-page',
];

const menuButton = (page: Page) => page.getByRole('button', { name: /^Profile menu of / });

async function signIn(page: Page, who: { email: string; password: string }, { productGuides = false } = {}) {
  await page.goto('/v2/home');
  await expectLoginPage(page);
  await expectFits(page, 'the login page');
  await submitLogin(page, who.email, who.password, { productGuides });
  await expect(menuButton(page)).toBeVisible();
}

const guide = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close the guide' }) });

/** Skip, then Finish: the guide is recorded as seen and stays away. */
async function finishGuide(page: Page) {
  await guide(page).getByRole('button', { name: 'Skip' }).tap();
  await guide(page).getByRole('button', { name: 'Finish' }).tap();
  await expect(guide(page)).toBeHidden();
}

/** Moves inside the open console as its links do (no reload: the page's code loads once). */
async function go(page: Page, path: string) {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
  await settled(page);
}

/** The page drew its heading and has nothing loading any more. */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeAttached();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('every console page fits a 390 px phone, with a list, an open conversation, ticket and contact', async ({ page }) => {
  test.setTimeout(90_000);
  const person = await personWithWorkspace('phonefit');
  await signIn(page, person);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  const created = await page.request.post('/v2/api/channels', {
    data: { type: 'WEBHOOK', name: 'Shop', settings: { url: 'http://127.0.0.1:9/replies' } },
    headers: XHR,
  });
  expect(created.status(), await created.text()).toBe(200);
  const channel = ((await created.json()) as { data: { publicId: string; secret: string } }).data;
  // A long unbroken address and a long subject: what pushed pages wide.
  const conversationId = await sendSigned(page.request, channel, {
    id: 'fit-1',
    from: { id: 'cust-fit', name: 'Rosa Diaz-Montgomery', email: 'rosa.diaz-montgomery@example.com' },
    text: 'Where is my order? https://shop.example/orders/1234567890123456789012345678901234567890',
  });
  const ticket = await page.request.post('/v2/api/tickets', {
    data: { subject: 'The printer on the third floor prints every page twice since Monday', priority: 'urgent', channel: 'LINE' },
    headers: XHR,
  });
  const ticketId = ((await ticket.json()) as { data: { id: string } }).data.id;
  const contacts = (await (await page.request.get('/v2/api/contacts')).json()) as { data: { items: { id: string }[] } };
  const contactId = contacts.data.items[0]!.id;

  for (const path of ROUTES) {
    await go(page, path);
    await expectFits(page, path);
  }
  for (const path of [`/v2/app/chat?conversation=${conversationId}`, `/v2/app/ticket?ticket=${ticketId}`, `/v2/app/contact?contact=${contactId}`]) {
    await go(page, path);
    await expectFits(page, path);
  }

  // A page opened directly (not from inside the console) fits as well, and so does the end of a session.
  await page.goto(`/v2/app/ticket?ticket=${ticketId}`);
  await settled(page);
  await expectFits(page, 'a ticket opened from its link');
  await page.goto('/v2/logout');
  await expectLoginPage(page);
  await expectFits(page, 'the login page after logging out');
});

test('the drawer folds into a menu button; the guide, the help and profile menus fit; the status switches by touch', async ({ page }) => {
  const person = await personWithWorkspace('phoneshell');
  await signIn(page, person, { productGuides: true });
  // The first visit of Home opens its guide.
  await expect(guide(page)).toBeVisible();
  await expectFits(page, 'the product guide');
  await finishGuide(page);
  await settled(page);

  await page.getByRole('button', { name: 'Help' }).tap();
  await expect(page.getByRole('group', { name: 'Help' })).toBeVisible();
  await expectFits(page, 'the help menu');
  await page.getByRole('button', { name: 'Help' }).tap();
  await expect(page.getByRole('group', { name: 'Help' })).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menu = page.getByRole('button', { name: 'Open navigation' });

  await expect(nav).toBeHidden();
  await menu.tap();
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
  await expectFits(page, 'the open drawer');
  // A tap beside the drawer closes it.
  await page.touchscreen.tap(370, 500);
  await expect(nav).toBeHidden();

  await menu.tap();
  await nav.getByRole('link', { name: 'Tickets' }).tap();
  await expect(page).toHaveURL(/\/v2\/app\/ticket$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await expect(nav).toBeHidden();
  // Tickets' own guide, on its first visit.
  await finishGuide(page);

  // The profile menu keeps the spec's widths where the screen allows: 320 for the overview, and the
  // screen less a margin instead of 428 for the edit steps.
  const profile = page.getByRole('dialog', { name: 'Profile' });
  await menuButton(page).tap();
  await expect(profile).toBeVisible();
  expect((await profile.boundingBox())?.width).toBe(320);
  await expectFits(page, 'the profile menu');

  const status = profile.getByRole('group', { name: 'Status' });
  await expect(status.getByRole('button', { name: 'Available' })).toBeDisabled();
  const changed = page.waitForRequest((r) => r.url().endsWith('/v2/api/profile/change-status') && r.method() === 'PUT');
  await status.getByRole('button', { name: 'Aux' }).tap();
  await expectFits(page, 'the profile menu, asking why aux');
  await profile.getByRole('group', { name: 'Why are you going aux?' }).getByRole('button', { name: 'Break' }).tap();
  expect((await changed).postDataJSON()).toEqual({ status: 'aux', reason: 'Break' });
  await expect(profile.getByTestId('profile-status')).toHaveText('Aux — Break');
  await expect(status.getByRole('button', { name: 'Available' })).toBeEnabled();

  await profile.getByRole('button', { name: 'Edit profile' }).tap();
  await expect(profile.getByRole('heading', { name: 'Edit profile' })).toBeVisible();
  const edit = await profile.boundingBox();
  expect(edit?.width).toBe(Math.min(428, 390 - 16));
  await expectFits(page, 'the profile menu, editing');
  await profile.getByRole('button', { name: 'Cancel' }).tap();
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();

  await page.reload();
  await menuButton(page).tap();
  await expect(profile.getByTestId('profile-status')).toHaveText('Aux — Break');
});
