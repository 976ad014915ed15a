// Several console tabs for one person within the one-tab rule (issue 11), two pages of one browser
// context as two tabs: a ticket or conversation opened in a second tab is opened in the console tab
// instead, the tabs talking over their BroadcastChannel; a second tab a console page opened closes itself,
// one opened from elsewhere stays blocked and says where its page went; Ctrl+click and a middle click on
// such a link in the console tab open it there and no second tab at all.
import { expect, test, type Page } from '@playwright/test';
import { workspaceWithWork } from './support/inboxWork';

test.use({ viewport: { width: 1280, height: 800 }, permissions: ['notifications'] });

const ONE_TAB_TEXT = 'You can only use omnichannel in one tab.';
const ticketHeading = (page: Page) => page.getByRole('complementary').getByRole('heading', { level: 2 });

test('a ticket opened in a second tab opens in the console tab; the second tab, opened from elsewhere, stays and says so', async ({ page, context }) => {
  const work = await workspaceWithWork(page, 'tabs', '/v2/home');

  const second = await context.newPage();
  await second.goto(`/v2/app/ticket?ticket=${work.ticketId}`);

  await expect(page).toHaveURL(new RegExp(`/v2/app/ticket\\?ticket=${work.ticketId}$`));
  await expect(ticketHeading(page)).toContainText('Printer on fire');
  const dialog = second.getByRole('dialog', { name: 'Already open in another tab' });
  await expect(dialog).toContainText(ONE_TAB_TEXT);
  await expect(dialog.getByRole('status')).toHaveText('The ticket is open in your console tab: switch to that tab to work on it.');
  expect(second.isClosed()).toBe(false);
  // The console tab is still the one running the console.
  await expect(page.getByText(ONE_TAB_TEXT)).toHaveCount(0);
});

test('a conversation opened in a new tab from a console page is handed over and that tab closes', async ({ page, context }) => {
  const work = await workspaceWithWork(page, 'tabsfrom', '/v2/app/ticket');

  // A new tab the console page opened, its referrer that page (as 'Open link in new tab' gives one).
  const [second] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate((url) => void window.open(url, '_blank', 'noopener'), `/v2/app/chat?conversation=${work.conversationId}`),
  ]);
  if (!second.isClosed()) await second.waitForEvent('close');

  await expect(page).toHaveURL(new RegExp(`/v2/app/chat\\?conversation=${work.conversationId}$`));
  await expect(page.getByRole('heading', { name: 'Rosa Diaz' })).toBeVisible();
  expect(context.pages()).toEqual([page]);
});

test('a second tab on any other page stays blocked as before', async ({ page, context }) => {
  await workspaceWithWork(page, 'tabsother', '/v2/app/ticket');
  const second = await context.newPage();
  await second.goto('/v2/home');
  const dialog = second.getByRole('dialog', { name: 'Already open in another tab' });
  await expect(dialog).toContainText(ONE_TAB_TEXT);
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await expect(page).toHaveURL(/\/v2\/app\/ticket$/);
});

test('Ctrl+click and a middle click on a conversation or ticket link open it in the console tab, with no second tab', async ({ page, context }) => {
  const work = await workspaceWithWork(page, 'tabsclick', '/v2/app/ticket');
  await page.goto(`/v2/app/contact?contact=${work.contactId}`);
  let opened = 0;
  context.on('page', () => opened++);

  const conversationLink = page.locator(`a[href="/v2/app/chat?conversation=${work.conversationId}"]`);
  await conversationLink.click({ button: 'middle' });
  await expect(page).toHaveURL(new RegExp(`/v2/app/chat\\?conversation=${work.conversationId}$`));
  await expect(page.getByRole('heading', { name: 'Rosa Diaz' })).toBeVisible();

  const ticketLink = page.getByTestId('ticket-link');
  await ticketLink.click({ modifiers: ['ControlOrMeta'] });
  await expect(page).toHaveURL(/\/v2\/app\/ticket\?ticket=[0-9a-f-]+$/);
  await expect(ticketHeading(page)).toContainText('Where is my order?');

  // A plain click on a drawer link is untouched: no hand-off, no second tab either.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/v2\/home$/);
  await page.waitForTimeout(500);
  expect(opened).toBe(0);
  expect(context.pages()).toEqual([page]);
});
