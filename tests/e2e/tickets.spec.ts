// /app/ticket against the real stack: tickets created through the api by an Administrator, listed with
// their count, filtered by status and text, opened, assigned, solved (history) and noted; a colleague's
// change in another browser shows at once; keyboard navigation; axe-core finds no serious violation.
import { expect, test } from '@playwright/test';
import { personWithWorkspace } from './support/people';
import { expectAccessible } from './support/realtime';
import { colleague, count, createTicket, list, pane, row, signIn } from './support/tickets';

// Notifications already allowed: the banner asking for them would cover the detail's corner.
test.use({ viewport: { width: 1280, height: 800 }, permissions: ['notifications'] });

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
