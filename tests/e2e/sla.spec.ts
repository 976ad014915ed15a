// SLA end to end (issue 15): an Administrator sets business hours (/settings/workspace/timework) and an SLA
// policy (/settings/workspace/sla), a customer's webhook message becomes a ticket whose row shows its due
// time, and as the api's clock moves on the row turns 'At risk', then 'Breached', live (no reload), and the
// assignee gets the desktop notifications. The api's clock moves through the test-only preload of a stack
// this spec starts for itself (support/shiftedClock.ts), as invitation-expiry.spec.ts does.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './support/accounts';
import { expectLoginPage, submitLogin } from './support/login';
import { expectAccessible, notes, watchNotifications } from './support/realtime';
import { startStack, type Stack } from './support/stack';
import { row } from './support/tickets';
import { sendSigned } from './support/webhook';

const MINUTE = 60_000;
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** How long the api may take to notice a state change after its clock moved (its SLA check runs in the background). */
const LIVE = { timeout: 20_000 };
let stack: Stack;

test.beforeAll(async () => {
  // A second api and edge start here: startStack waits up to 60 s for them and stops them if they fail.
  test.setTimeout(90_000);
  stack = await startStack({ shiftedClock: true });
});
test.afterAll(async () => {
  await stack?.stop();
});

async function post<T>(page: Page, path: string, data: object): Promise<T> {
  const res = await page.request.post(`/v2/api${path}`, { data, headers: XHR });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** A calendar open every day around the clock, made the default: the SLA counts business hours, whatever the hour the test runs. */
async function setBusinessHours(page: Page) {
  await page.goto('/v2/settings/workspace/timework');
  await page.getByRole('button', { name: 'New calendar' }).click();
  await page.getByLabel('Calendar name').fill('Support hours');
  await page.getByLabel('Time zone').fill('UTC');
  for (const day of DAYS) {
    const group = page.getByRole('group', { name: day, exact: true });
    if ((await group.getByLabel(`${day} opens`).count()) === 0) await group.getByRole('button', { name: 'Add hours' }).click();
    await group.getByLabel(`${day} opens`).fill('00:00');
    await group.getByLabel(`${day} closes`).fill('24:00');
  }
  await page.getByRole('button', { name: 'Save calendar' }).click();
  await expect(page.getByRole('button', { name: 'Edit Support hours' })).toBeVisible();
  const makeDefault = page.getByRole('button', { name: 'Make Support hours the default' });
  if (await makeDefault.isVisible()) await makeDefault.click();
  await expect(makeDefault).toHaveCount(0);
}

async function addPolicy(page: Page) {
  await page.goto('/v2/settings/workspace/sla');
  await page.getByRole('button', { name: 'Add policy' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Policy name').fill('Webhook first response');
  await dialog.getByLabel('Priority').selectOption('medium');
  await dialog.getByLabel('Channel').selectOption('WEBHOOK');
  await dialog.getByLabel('First response (minutes)').fill('30');
  await expect(dialog.getByLabel('Count business hours only')).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Webhook first response/ })).toContainText('30 min');
  await expectAccessible(page, 'the SLA page');
}

/** hh:mm in UTC, the browser's zone here, as the notification tells a due time. */
const hhmm = (iso: string) => new Date(iso).toISOString().slice(11, 16);

test('a webhook ticket shows its due time and turns at risk, then breached, live, with the assignee notified', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL: stack.baseURL, viewport: { width: 1280, height: 800 }, permissions: ['notifications'], timezoneId: 'UTC' });
  await watchNotifications(context);
  const page = await context.newPage();
  // The browser's clock flows as usual; the test only skips the 2 s that part two notifications.
  await page.clock.install();
  await page.goto('/v2/settings/workspace/timework');
  await expectLoginPage(page);
  await submitLogin(page, ADMIN.email, ADMIN.password);
  await expect(page.getByTestId('user-name')).toBeVisible();

  await setBusinessHours(page);
  await addPolicy(page);

  const channel = await post<{ publicId: string; secret: string }>(page, '/channels', { type: 'WEBHOOK', name: 'Shop', settings: { url: 'http://127.0.0.1:9/hook' } });
  const me = (await (await page.request.get('/v2/api/auth', { headers: XHR })).json()) as { user: { id: string } };
  await page.goto('/v2/app/ticket');
  await expect(page.getByTestId('ticket-count')).toBeVisible();

  await sendSigned(page.request, channel, { id: 'sla-1', from: { id: 'sla-customer', name: 'Rosa Diaz' }, text: 'My parcel is lost' });
  const ticketRow = row(page, 'My parcel is lost');
  await expect(ticketRow.getByTestId('ticket-sla')).toHaveText(/On track ?due in (30|29) min/);
  await expectAccessible(page, 'the ticket list with its SLA tags');

  const listed = (await (await page.request.get('/v2/api/tickets', { headers: XHR })).json()) as { data: { items: { id: string; number: number; sla: { dueAt: string } | null }[] } };
  const ticket = listed.data.items[0]!;
  expect(ticket.sla?.dueAt).toBeTruthy();
  await post(page, `/tickets/${ticket.id}/assign`, { assigneeId: me.user.id });
  await ticketRow.click();
  const panel = page.getByRole('region', { name: 'SLA: Webhook first response' });
  await expect(panel.getByTestId('sla-firstResponse')).toHaveText(/First responseOn track(30|29) min of business time left/);

  // 24 of its 30 minutes gone: less than 25 % is left.
  await stack.shiftClock!(24 * MINUTE);
  await expect(ticketRow.getByTestId('ticket-sla')).toContainText('At risk', LIVE);
  await expect.poll(async () => (await notes(page)).map((n) => n.title), LIVE).toContain(`Ticket #${ticket.number} is at risk: first response due ${hhmm(ticket.sla!.dueAt)}`);

  await page.clock.runFor(2_100);
  await stack.shiftClock!(31 * MINUTE);
  await expect(ticketRow.getByTestId('ticket-sla')).toContainText('Breached', LIVE);
  // The open ticket read its clocks again when its SLA changed.
  await expect(panel.getByTestId('sla-firstResponse')).toContainText('Breached');
  await expect.poll(async () => (await notes(page)).map((n) => n.title), LIVE).toContain(`Ticket #${ticket.number} breached its first response target`);
  await context.close();
});
