// The ticket-management page: an Administrator turns Take off and on while an Agent, in a browser of their
// own, has a ticket open: its Take button goes away and comes back without a reload (the 'ticket' event).
// The page's own check refuses a bad number of days as the api would; the page passes axe. A department
// required before solving: solving a ticket without one is refused and the error dialog says what to fill in.
import { expect, test } from '@playwright/test';
import { personWithWorkspace, type Person } from './support/people';
import { expectAccessible } from './support/realtime';
import { colleague, createTicket, pane, row, signIn } from './support/tickets';

let owner: Person;
test.beforeAll(async () => {
  owner = await personWithWorkspace('ticketrules');
});

test('turning Take off and on in the page removes and brings back an Agent’s Take button live', async ({ page, browser }) => {
  await signIn(page, owner);
  await createTicket(page, { subject: 'Parcel went to the wrong town' });
  await page.goto('/v2/settings/workspace/ticket-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket management' })).toBeVisible();
  const take = page.getByRole('checkbox', { name: 'Agents can take tickets' });
  const save = page.getByRole('button', { name: 'Save ticket settings' });
  if (!(await take.isChecked())) {
    await take.click();
    await save.click();
    await expect(page.getByText('Ticket settings are saved.')).toBeVisible();
  }

  const agent = await colleague(browser, owner, 'Agent');
  await row(agent.page, 'Parcel went to the wrong town').click();
  const takeButton = pane(agent.page).getByRole('button', { name: 'Take', exact: true });
  await expect(takeButton).toBeVisible();
  // The page's reload counter: a reload would start the window afresh.
  await agent.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await take.click();
  await expect(take).not.toBeChecked();
  await save.click();
  await expect(page.getByText('Ticket settings are saved.')).toBeVisible();
  await expect(takeButton).toHaveCount(0);

  await take.click();
  await save.click();
  await expect(takeButton).toBeVisible();
  expect(await agent.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await agent.context.close();

  // The same rule and message as the api, beside the field; nothing is sent.
  await page.getByRole('checkbox', { name: 'Close solved tickets automatically' }).check();
  await page.getByLabel('Days after solving').fill('400');
  await save.click();
  await expect(page.getByText('Enter a whole number of days from 1 to 365')).toBeVisible();
  await expectAccessible(page, 'the ticket-management page');
  await page.getByLabel('Days after solving').fill('30');
  await save.click();
  await expect(page.getByText('Enter a whole number of days from 1 to 365')).toHaveCount(0);
  await expect
    .poll(async () => {
      const res = await page.request.post('/v2/api/setting/ticket/get', { data: { workspace: owner.workspaceId }, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      return ((await res.json()) as { data: { closeSolvedAfterDays: number | null } }).data.closeSolvedAfterDays;
    })
    .toBe(30);
});

test('a ticket without the department the page requires is not solved, and the console says why', async ({ page }) => {
  const person = await personWithWorkspace('ticketsolve');
  await signIn(page, person);
  await createTicket(page, { subject: 'Refund for a broken kettle' });
  await page.goto('/v2/settings/workspace/ticket-management');
  await page.getByRole('checkbox', { name: 'A department' }).check();
  await page.getByRole('button', { name: 'Save ticket settings' }).click();
  await expect(page.getByText('Ticket settings are saved.')).toBeVisible();

  await page.goto('/v2/app/ticket');
  await row(page, 'Refund for a broken kettle').click();
  await pane(page).getByLabel('Status').selectOption({ label: 'Solved' });
  const dialog = page.getByRole('dialog', { name: 'Oops something went wrong!' });
  await expect(dialog).toContainText('Choose a department before solving this ticket.');
  await dialog.getByRole('button', { name: 'Dismiss' }).click();
  await expect(row(page, 'Refund for a broken kettle')).not.toContainText('Solved');
});
