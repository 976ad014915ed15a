// /app/ticket against the real stack: tickets created through the api by an Administrator, listed with
// their count, filtered by status and text, opened, assigned, solved (history) and noted; a colleague's
// change in another browser shows at once; keyboard navigation; axe-core finds no serious violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { admin } from './support/admin';
import { expectLoginPage, submitLogin } from './support/login';
import { personWithWorkspace, type Person } from './support/people';
import { sendSigned } from './support/webhook';

// Notifications already allowed: the banner asking for them would cover the detail's corner.
test.use({ viewport: { width: 1280, height: 800 }, permissions: ['notifications'] });

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/v2/app/ticket');
  await expectLoginPage(page);
  await submitLogin(page, who.email, who.password);
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/v2/app/ticket');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
}

interface Created {
  id: string;
  number: number;
}

async function createTicket(page: Page, data: { subject: string; priority?: string; channel?: string }): Promise<Created> {
  const res = await page.request.post('/v2/api/tickets', { data, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Created }).data;
}

/** A colleague in the same workspace, signed in in a browser of their own. */
async function colleague(browser: Browser, person: Person, role: 'Administrator' | 'Agent' = 'Administrator') {
  const tag = `mate${Date.now().toString(36)}`;
  const mate = { email: `${tag}@example.test`, password: `e2e-${tag}-Passw0rd!`, name: `Mate ${tag}` };
  await admin('user', 'create', '--email', mate.email, '--password', mate.password, '--name', mate.name);
  await admin('member', 'add', '--workspace', person.workspaceId, '--email', mate.email, '--role', role);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, permissions: ['notifications'] });
  const page = await context.newPage();
  await signIn(page, mate);
  return { ...mate, page, context };
}

async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `${what} has accessibility violations`).toEqual([]);
}

const list = (page: Page) => page.getByRole('listbox', { name: 'Tickets' });
const count = (page: Page) => page.getByTestId('ticket-count');
const row = (page: Page, subject: string) => list(page).getByRole('option', { name: new RegExp(subject) });
const pane = (page: Page) => page.getByRole('complementary');

test('tickets: list, filters, detail actions, live changes from a colleague, keyboard and axe', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const person = await personWithWorkspace('tickets');
  await signIn(page, person);
  const printer = await createTicket(page, { subject: 'Printer on fire', priority: 'urgent', channel: 'LINE' });
  await createTicket(page, { subject: 'Refund for order 1001', priority: 'low' });
  await createTicket(page, { subject: 'Password <b>reset</b>' });

  await page.reload();
  await expect(count(page)).toHaveText('3 tickets');
  await expect(page.getByText('No more data.')).toBeVisible();
  // Customer text is text: the markup shows as typed.
  await expect(row(page, 'Password <b>reset</b>')).toBeVisible();
  await expect(row(page, 'Printer on fire')).toContainText('Urgent Priority');
  await expect(row(page, 'Printer on fire')).toContainText('Line');
  await expect(row(page, 'Printer on fire')).toContainText('Unassigned');
  await expectAccessible(page, 'the ticket list');

  await test.step('filter by status in the filter bar; the URL reproduces the view', async () => {
    const status = page.getByRole('button', { name: /^Status/ });
    await status.click();
    await expect(status).toHaveAttribute('aria-expanded', 'true');
    // A click on the option's text picks it, as on its box (the text once closed the choice instead).
    await page.getByRole('group', { name: 'Status' }).getByText('Solved', { exact: true }).click();
    await expect(page).toHaveURL(/[?&]status=solved(&|$)/);
    await expect(page.getByRole('group', { name: 'Status' }).getByRole('checkbox', { name: 'Solved' })).toBeChecked();
    await expect(page.getByText('No result.')).toBeVisible();
    await expect(count(page)).toHaveText('0 tickets');
    await expect(status).toHaveAccessibleName('Status Solved');
    await expectAccessible(page, 'the status filter');
    await page.keyboard.press('Escape');
    await expect(status).toBeFocused();
    await expect(status).toHaveAttribute('aria-expanded', 'false');
    await page.goto('/v2/app/ticket?status=unassigned&sort=oldest');
    await expect(count(page)).toHaveText('3 tickets');
    await expect(list(page).getByRole('option').first()).toContainText('Printer on fire');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/v2\/app\/ticket\?sort=oldest$/);
  });

  await test.step('search by text, debounced', async () => {
    await page.getByLabel('Search').fill('refund');
    await expect(count(page)).toHaveText('1 ticket');
    await expect(list(page).getByRole('option')).toHaveText([/Refund for order 1001/]);
    await page.getByLabel('Search').fill('');
    await expect(count(page)).toHaveText('3 tickets');
  });

  const mate = await colleague(browser, person);
  // The members are read once per session: this console started before the colleague joined.
  await page.reload();
  await expect(count(page)).toHaveText('3 tickets');

  await test.step('open with the keyboard, assign, solve and see the history, add a note', async () => {
    await list(page).focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`ticket=${printer.id}`));
    const detail = pane(page);
    await expect(detail.getByRole('heading', { name: `#${printer.number} Printer on fire` })).toBeFocused();
    await expect(detail.getByText(/created the ticket as Unassigned/)).toBeVisible();

    await detail.getByLabel('Assignee').selectOption({ label: mate.name });
    await expect(detail.getByText(`reassigned the ticket`).or(detail.getByText(`assigned the ticket to ${mate.name}`))).toBeVisible();
    await expect(row(page, 'Printer on fire')).toContainText(mate.name);

    await detail.getByLabel('Status').selectOption({ label: 'Solved' });
    await expect(detail.getByText(/changed the status from .+ to Solved/)).toBeVisible();
    await expect(row(page, 'Printer on fire')).toContainText('Solved');

    await detail.getByLabel('Add a note').fill('Fire brigade called, printer replaced.');
    await detail.getByRole('button', { name: 'Add note' }).click();
    await expect(detail.locator('.ticket-note')).toContainText('Fire brigade called, printer replaced.');
    await expect(detail.getByLabel('Add a note')).toHaveValue('');
    await expectAccessible(page, 'the ticket detail');
  });

  await test.step("a colleague's change shows at once, in the list and the open ticket", async () => {
    await mate.page.goto(`/v2/app/ticket?ticket=${printer.id}`);
    const theirs = pane(mate.page);
    await expect(theirs.locator('.ticket-note')).toContainText('Fire brigade called, printer replaced.');
    await theirs.getByLabel('Priority').selectOption({ label: 'High Priority' });

    await expect(row(page, 'Printer on fire')).toContainText('High Priority');
    await expect(pane(page).getByLabel('Priority')).toHaveValue('high');
    await expect(pane(page).getByText(/changed the priority from Urgent Priority to High Priority/)).toBeVisible();

    // And a new ticket of theirs joins the list, with the count.
    await createTicket(mate.page, { subject: 'Scanner jammed' });
    await expect(row(page, 'Scanner jammed')).toBeVisible();
    await expect(count(page)).toHaveText('4 tickets');
  });

  await test.step('close with Escape; focus goes back to the list', async () => {
    await pane(page).getByLabel('Add a note').focus();
    await page.keyboard.press('Escape');
    await expect(pane(page)).toHaveCount(0);
    await expect(list(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(list(page)).toHaveAttribute('aria-activedescendant', /^ticket-row-/);
  });

  await mate.context.close();
});

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

test("tickets: an Agent's change is theirs in the history at once; assigning leaves Unassigned, Unassigned gives the ticket back", async ({ page, browser }) => {
  const person = await personWithWorkspace('history');
  await signIn(page, person);
  const label = await createTicket(page, { subject: 'Label printer jammed' });
  const agent = await colleague(browser, person, 'Agent');
  await agent.page.goto(`/v2/app/ticket?ticket=${label.id}`);
  const theirs = pane(agent.page);
  await expect(theirs.getByText(/created the ticket as Unassigned/)).toBeVisible();

  // The Agent does not get the ticket event of an unassigned ticket: the history line itself names them.
  await theirs.getByLabel('Priority').selectOption({ label: 'High Priority' });
  await expect(theirs.getByText(`${agent.name} changed the priority from Medium Priority to High Priority`)).toBeVisible();
  await expect(theirs.getByText(/^System /)).toHaveCount(0);

  await theirs.getByLabel('Assignee').selectOption({ label: agent.name });
  await expect(theirs.getByLabel('Status')).toHaveValue('new');
  await expect(theirs.getByText(`${agent.name} changed the status from Unassigned to New`)).toBeVisible();

  await theirs.getByLabel('Status').selectOption({ label: 'Unassigned' });
  await expect(theirs.getByLabel('Assignee')).toHaveValue('');
  await expect(theirs.getByText(`${agent.name} unassigned the ticket from ${agent.name}`)).toBeVisible();
  await agent.context.close();
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

