// /app/ticket's actions on several tickets against the real stack: merging two tickets of one contact
// through the dialog (focus, axe), and bulk actions on picked rows and on everything matching.
import { expect, test, type Page } from '@playwright/test';
import { personWithWorkspace } from './support/people';
import { expectAccessible } from './support/realtime';
import { colleague, count, createTicket, list, pane, row, signIn, type Created } from './support/tickets';
import { sendSigned } from './support/webhook';

// Notifications already allowed: the banner asking for them would cover the detail's corner.
test.use({ viewport: { width: 1280, height: 800 }, permissions: ['notifications'] });

interface WebhookChannel {
  publicId: string;
  secret: string;
}

let messageSeq = 0;

/** A customer's message through a real webhook channel: it creates or continues the contact's ticket. */
async function inbound(page: Page, channel: WebhookChannel, from: { id: string; name: string }, text: string) {
  await sendSigned(page.request, channel, { id: `t-${Date.now()}-${++messageSeq}`, from, text });
}

test('tickets: merge two tickets of one contact through the dialog, with focus and axe', async ({ page }) => {
  const person = await personWithWorkspace('merge');
  await signIn(page, person);
  const res = await page.request.post('/v2/api/channels', {
    data: { type: 'WEBHOOK', name: 'Shop backend', settings: { url: 'http://127.0.0.1:9/replies' } },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const channel = ((await res.json()) as { data: WebhookChannel }).data;
  const ada = { id: 'ada-1', name: 'Ada Lovelace' };

  await inbound(page, channel, ada, 'My order never arrived.');
  await expect(count(page)).toHaveText('1 ticket');
  const first = row(page, 'My order never arrived');
  await expect(first).toContainText('Ada Lovelace');
  await expect(first).toContainText('Webhook');
  await first.click();
  await expect(pane(page).locator('.ticket-message')).toContainText('My order never arrived.');
  await pane(page).getByLabel('Status').selectOption({ label: 'Solved' });
  await expect(first).toContainText('Solved');

  // A solved ticket does not take the next message: it opens a new ticket for the same contact.
  await inbound(page, channel, ada, 'Still waiting for that order!');
  await expect(count(page)).toHaveText('2 tickets');
  await row(page, 'Still waiting').click();
  const detail = pane(page);
  await expect(detail.locator('.ticket-message').last()).toContainText('Still waiting for that order!');

  const mergeButton = detail.getByRole('button', { name: 'Merge…' });
  await mergeButton.click();
  const dialog = page.getByRole('dialog', { name: /^Merge ticket #\d+$/ });
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await expectAccessible(page, 'the merge dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(mergeButton).toBeFocused();

  await mergeButton.click();
  await dialog.getByRole('radio', { name: /My order never arrived/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText('This cannot be undone.');
  const confirm = dialog.getByRole('button', { name: /^Merge into #\d+$/ });
  await expect(confirm).toBeFocused();
  await expectAccessible(page, 'the merge confirmation');
  await confirm.click();

  await expect(dialog).toBeHidden();
  // The merged ticket left the list; the one it went into is open, with the merge in its history.
  await expect(count(page)).toHaveText('1 ticket');
  await expect(row(page, 'Still waiting')).toHaveCount(0);
  await expect(pane(page).getByRole('heading', { name: /My order never arrived/ })).toBeVisible();
  await expect(pane(page).getByText(/merged #\d+ into this ticket/)).toBeVisible();
});

test('tickets: bulk actions on picked rows, on all matching with progress, and what could not be changed', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const person = await personWithWorkspace('bulk');
  await signIn(page, person);
  const created: Created[] = [];
  // 105: more than a page of the list (50) and more than one batch of the api (100). One after the
  // other, so 'Bulk n' is ticket #n and the newest is first.
  for (let i = 1; i <= 105; i++) created.push(await createTicket(page, { subject: `Bulk ${i}`, priority: 'low' }));
  const byNumber = (n: number) => created.find((t) => t.number === n)!;
  const pick = (p: Page, n: number) => list(p).getByRole('checkbox', { name: `Select ticket #${n}` });
  const bar = (p: Page) => p.getByRole('region', { name: 'Bulk actions' });
  await page.reload();
  await expect(count(page)).toHaveText('105 tickets');

  await test.step('tick a row, shift-click a range, set the priority in one request', async () => {
    await pick(page, 105).click();
    await pick(page, 103).click({ modifiers: ['Shift'] });
    await expect(page.getByTestId('bulk-count')).toHaveText('3 tickets selected');
    await expect(pane(page)).toHaveCount(0);
    await expectAccessible(page, 'the bulk bar');
    const request = page.waitForRequest((r) => r.url().endsWith('/v2/api/tickets/bulk'));
    await bar(page).getByLabel('Priority').selectOption({ label: 'High Priority' });
    expect((await request).postDataJSON()).toEqual({
      selection: { ids: [byNumber(105).id, byNumber(104).id, byNumber(103).id] },
      operation: { kind: 'priority', priority: 'high' },
    });
    await expect(page.getByTestId('bulk-summary')).toHaveText(/3 tickets changed\./);
    await expect(row(page, 'Bulk 104')).toContainText('High Priority');
    await expect(row(page, 'Bulk 102')).toContainText('Low Priority');
    await bar(page).getByRole('button', { name: 'Dismiss' }).click();
  });

  await test.step("'x' ticks the current row from the keyboard", async () => {
    await list(page).focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('x');
    await expect(pick(page, 105)).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('bulk-count')).toHaveText('1 ticket selected');
    await bar(page).getByRole('button', { name: 'Clear selection' }).click();
  });

  await test.step('select all 105 matching (55 not even loaded), confirm, follow the progress', async () => {
    await page.getByLabel('Select all').check();
    await expect(page.getByTestId('bulk-count')).toHaveText('50 tickets selected');
    await bar(page).getByRole('button', { name: 'Select all 105 matching' }).click();
    await pick(page, 105).click();
    await expect(page.getByTestId('bulk-count')).toHaveText('All 104 tickets matching selected');
    await bar(page).getByLabel('Tag', { exact: true }).fill('sweep');
    await bar(page).getByRole('button', { name: 'Add tag' }).click();
    await expect(bar(page).getByRole('alertdialog')).toContainText('Add the tag “sweep” for 104 tickets?');
    await bar(page).getByRole('button', { name: 'Apply' }).click();
    await expect(bar(page).getByRole('progressbar', { name: 'Bulk action progress' })).toBeVisible();
    await expect(page.getByTestId('bulk-summary')).toHaveText(/104 tickets changed\./, { timeout: 60_000 });
    const tagged = await page.request.get('/v2/api/tickets?tag=sweep&limit=1');
    expect(((await tagged.json()) as { data: { total: number } }).data.total).toBe(104);
    await bar(page).getByRole('button', { name: 'Dismiss' }).click();
  });

  await test.step("an Agent's selection: a ticket given to someone else meanwhile is listed as not changed", async () => {
    const agent = await colleague(browser, person, 'Agent');
    await expect(count(agent.page)).toHaveText('105 tickets');
    await pick(agent.page, 101).click();
    await pick(agent.page, 100).click();
    const given = await page.request.post(`/v2/api/tickets/${byNumber(100).id}/assign`, {
      data: { assigneeId: (await (await page.request.get('/v2/api/auth')).json()).user.id },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(given.status()).toBe(200);
    await bar(agent.page).getByLabel('Status').selectOption({ label: 'Hold' });
    const summary = agent.page.getByTestId('bulk-summary');
    await expect(summary).toContainText('1 ticket changed, 1 could not be changed.');
    await expect(summary).toContainText('A ticket: This ticket is assigned to someone else.');
    await expect(row(agent.page, 'Bulk 101')).toContainText('Hold');
    await agent.context.close();
  });
});
