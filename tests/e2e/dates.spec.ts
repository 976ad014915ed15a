// One date and time format across the console, in the browser's locale and zone: relative while recent,
// the date and time beyond a day, the full time on hover; the same on the chat, ticket and contact pages.
import { expect, test, type Page } from '@playwright/test';
import { formatWhen } from '../../src/components/time/formatWhen';
import { workspaceWithWork } from './support/inboxWork';
import { sendSigned } from './support/webhook';

const BROWSER = { locale: 'de-DE', timeZone: 'Europe/Berlin' };
test.use({ viewport: { width: 1280, height: 800 }, permissions: ['notifications'], locale: BROWSER.locale, timezoneId: BROWSER.timeZone });

/** Every <time> on the page: what it shows, its moment and its hover text. */
const times = (page: Page) =>
  page.locator('main time').evaluateAll((nodes) => nodes.map((n) => ({ text: n.textContent ?? '', at: n.getAttribute('datetime') ?? '', title: n.getAttribute('title') ?? '' })));

async function expectOneFormat(page: Page, what: string, atLeast: number) {
  await expect.poll(async () => (await times(page)).length, `${what}: times shown`).toBeGreaterThanOrEqual(atLeast);
  const now = await page.evaluate(() => Date.now());
  for (const shown of await times(page)) {
    const expected = formatWhen(shown.at, now, BROWSER);
    // The page's clock ticks every 15 s: a minute's boundary may lie between it and ours.
    const earlier = formatWhen(shown.at, now - 15_000, BROWSER);
    expect([expected.text, earlier.text], `${what}: ${shown.at}`).toContain(shown.text);
    expect(shown.title, `${what}: hover text of ${shown.at}`).toBe(expected.full);
  }
}

test('dates: relative when recent, date and time beyond a day, the full time on hover, on every page', async ({ page }) => {
  test.setTimeout(90_000);
  const work = await workspaceWithWork(page, 'dates', '/v2/app/chat');
  const channels = await page.request.get('/v2/api/channels?type=WEBHOOK', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  const hook = ((await channels.json()) as { data: { publicId: string; secret: string }[] }).data[0]!;
  const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
  threeDaysAgo.setUTCHours(13, 5, 0, 0);
  await sendSigned(page.request, hook, { id: 'old-1', from: { id: 'old-customer', name: 'Olga Alt' }, text: 'Hallo?', timestamp: threeDaysAgo.toISOString() });

  await page.goto('/v2/app/chat');
  const old = page.getByTestId('conversation-row').filter({ hasText: 'Olga Alt' });
  await expect(old.locator('time')).toHaveText(formatWhen(threeDaysAgo, Date.now(), BROWSER).text);
  // German order and clock: '21. Nov., 14:05', never an English 'PM'.
  await expect(old.locator('time')).toHaveText(/^\d{1,2}\. \S+, \d{2}:\d{2}$/);
  await expect(page.getByTestId('conversation-row').filter({ hasText: 'Rosa Diaz' }).locator('time')).toHaveText(/^(just now|\d+ min ago)$/);
  await expectOneFormat(page, 'the conversation list', 2);

  await page.goto(`/v2/app/chat?conversation=${work.conversationId}`);
  await expect(page.getByTestId('message')).toHaveCount(1);
  await expectOneFormat(page, 'a conversation', 2);

  await page.goto(`/v2/app/ticket?ticket=${work.ticketId}`);
  await expect(page.getByRole('button', { name: 'Close ticket' })).toBeVisible();
  await expect(page.getByTestId('ticket-history')).toBeVisible();
  await expectOneFormat(page, 'the ticket list and a ticket', 3);

  await page.goto(`/v2/app/contact?contact=${work.contactId}`);
  await expect(page.getByRole('heading', { name: 'Rosa Diaz' }).first()).toBeVisible();
  await expectOneFormat(page, 'a contact', 1);
});
