// The department page: an Administrator creates, renames and removes a department (its ticket moves to
// the department chosen), and sends a channel's new conversations to a department, where the next one
// lands. An Agent calling the page's api directly is refused.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { admin } from './support/admin';
import { signInAt, XHR } from './support/inboxWork';
import { personWithWorkspace, type Person } from './support/people';
import { expectAccessible } from './support/realtime';
import { expectFits } from './support/screenFit';
import { sendSigned } from './support/webhook';

let owner: Person;
test.beforeAll(async () => {
  owner = await personWithWorkspace('departments');
});

async function data<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url, { headers: XHR });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** The department the conversation's ticket is filed under, as the api keeps it. */
async function departmentOf(request: APIRequestContext, conversationId: string): Promise<string | null> {
  const ticketId = (await data<{ conversation: { ticketId: string | null } }>(request, `/v2/api/conversations/${conversationId}`)).conversation.ticketId;
  expect(ticketId).toBeTruthy();
  return (await data<{ ticket: { departmentId: string | null } }>(request, `/v2/api/tickets/${ticketId}`)).ticket.departmentId;
}

const idOf = async (request: APIRequestContext, name: string) =>
  (await data<{ id: string; name: string }[]>(request, '/v2/api/departments')).find((d) => d.name === name)?.id;

async function createDepartment(page: Page, name: string) {
  await page.getByLabel('New department').fill(name);
  await page.getByRole('button', { name: 'Create department' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`^${name}`) })).toBeVisible();
}

test('an Administrator creates, renames and removes departments, and files a channel’s new conversations under one', async ({ page }) => {
  await signInAt(page, owner, '/v2/home');
  const created = await page.request.post('/v2/api/channels', { data: { type: 'WEBHOOK', name: 'Shop', settings: { url: 'http://127.0.0.1:9/hook' } }, headers: XHR });
  expect(created.status()).toBe(200);
  const channel = ((await created.json()) as { data: { publicId: string; secret: string } }).data;

  await page.goto('/v2/settings/workspace/department');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Departments');
  await expect(page.getByText('No departments yet: create the first one above.')).toBeVisible();
  await createDepartment(page, 'Sales');
  await createDepartment(page, 'Billing');
  await expect(page.getByRole('row', { name: /^Sales\s*Default/ })).toBeVisible();
  // The same rule and message as the api: a duplicate whatever its case.
  await page.getByLabel('New department').fill('sales');
  await page.getByRole('button', { name: 'Create department' }).click();
  await expect(page.getByText('A department with this name already exists.')).toBeVisible();
  await expectAccessible(page, 'the department page');

  await page.getByRole('button', { name: 'Members of Sales: 0 members' }).click();
  const members = page.getByRole('dialog', { name: 'Members of Sales' });
  await members.getByLabel('Add a member').selectOption({ label: `${owner.name} (${owner.email})` });
  await members.getByRole('button', { name: 'Add' }).click();
  await expect(members.getByRole('button', { name: `Take ${owner.name} out of Sales` })).toBeVisible();
  await expectAccessible(page, 'the members dialog');
  await members.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Members of Sales: 1 member' })).toBeVisible();
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFits(page, 'the department page on a phone');
  await page.setViewportSize(desktop);

  await page.getByRole('button', { name: 'Rename Billing' }).click();
  await page.getByLabel('New name for Billing').fill('Returns');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /^Returns/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Billing/ })).toHaveCount(0);

  const shop = page.getByRole('combobox', { name: /^Shop/ });
  await expect(shop).toHaveValue('');
  await shop.selectOption({ label: 'Returns' });
  await expect(page.getByText('Saved.')).toBeVisible();
  const returnsId = await idOf(page.request, 'Returns');
  const salesId = await idOf(page.request, 'Sales');
  const conversationId = await sendSigned(page.request, channel, { id: `dep-${Date.now()}`, from: { id: `dep-customer-${Date.now()}`, name: 'Rosa Diaz' }, text: 'I want to send this back' });
  expect(await departmentOf(page.request, conversationId)).toBe(returnsId);

  await page.getByRole('button', { name: 'Remove Returns' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Returns?' });
  await dialog.getByLabel('Move its tickets and conversations to').selectOption({ label: 'Sales' });
  await expectAccessible(page, 'the remove dialog');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed Returns and moved its ticket and their conversations to Sales.')).toBeVisible();
  await expect(page.getByRole('row', { name: /^Returns/ })).toHaveCount(0);
  expect(await departmentOf(page.request, conversationId)).toBe(salesId);
  // The channel's new conversations follow the work to Sales.
  await page.reload();
  await expect(page.getByRole('combobox', { name: /^Shop/ })).toHaveValue(salesId!);
});

test("an Agent opening the department page's api directly is refused", async ({ page }) => {
  const agent = { email: `agent-${owner.name}@example.test`, password: 'e2e-Departments-Agent-Passw0rd!' };
  await admin('user', 'create', '--email', agent.email, '--password', agent.password, '--name', `agent${owner.name}`);
  await admin('member', 'add', '--workspace', owner.workspaceId, '--email', agent.email, '--role', 'Agent');
  await signInAt(page, agent, '/v2/home');
  const before = await data<{ id: string; name: string }[]>(page.request, '/v2/api/departments');
  const someId = before[0]?.id ?? '00000000-0000-4000-8000-000000000000';
  for (const res of [
    await page.request.get('/v2/api/departments/settings', { headers: XHR }),
    await page.request.post('/v2/api/departments', { data: { name: 'Mine' }, headers: XHR }),
    await page.request.put(`/v2/api/departments/${someId}`, { data: { name: 'Mine' }, headers: XHR }),
  ]) {
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { result: string }).result).toBe('error');
  }
  expect(await data(page.request, '/v2/api/departments')).toEqual(before);
});
