// The workspace page: an Administrator renames the workspace and changes its time zone; the header follows
// without a reload, the audit log on the same page shows both changes with before and after, searches
// and exports them; an Agent calling the same api is refused.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { admin } from './support/admin';
import { expectLoginPage, submitLogin } from './support/login';
import { personWithWorkspace, type Person } from './support/people';
import { expectAccessible } from './support/realtime';

async function signIn(page: Page, who: { email: string; password: string }, path: string) {
  await page.goto(path);
  await expectLoginPage(page);
  await submitLogin(page, who.email, who.password);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

let owner: Person;
const agent = { email: '', password: 'e2e-Workspace-Agent-Passw0rd!' };

test.beforeAll(async () => {
  owner = await personWithWorkspace('wsset');
  agent.email = `agent${owner.name}@example.test`;
  await admin('user', 'create', '--email', agent.email, '--password', agent.password);
  await admin('member', 'add', '--workspace', owner.workspaceId, '--email', agent.email, '--role', 'Agent');
});

test('an Administrator renames the workspace and changes its time zone; the audit log shows both, before and after', async ({ page }) => {
  await signIn(page, owner, '/v2/settings/workspace');
  await page.goto('/v2/settings/workspace');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Workspace');
  const name = page.getByLabel('Workspace name');
  await expect(name).toHaveValue(owner.workspaceName);
  await expect(page.getByLabel('Time zone')).toHaveValue('UTC');
  await expect(page.getByLabel('Language')).toHaveValue('en');
  await expect(page.getByText('No result.')).toBeVisible();
  await expectAccessible(page, 'the workspace page');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  await name.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required')).toBeVisible();

  const renamed = `${owner.name} support`;
  await name.fill(renamed);
  await page.getByLabel('Time zone').fill('Asia/Tokyo');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Workspace settings saved')).toBeVisible();
  await expect(page.getByTestId('workspace-name')).toHaveText(renamed);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  const log = page.getByRole('table');
  await expect(log.getByRole('caption')).toHaveText('2 changes');
  const renameRow = log.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `Workspace: renamed · ${renamed}` }) });
  await expect(renameRow.getByRole('listitem')).toHaveText(`name: ${owner.workspaceName} → ${renamed}`);
  await expect(renameRow.getByRole('cell').nth(1)).toHaveText(owner.name);
  const zoneRow = log.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `Workspace: time zone changed · ${renamed}` }) });
  await expect(zoneRow.getByRole('listitem')).toHaveText('timeZone: UTC → Asia/Tokyo');
  await expectAccessible(page, 'the workspace page with its audit log');

  await page.getByLabel('Search').fill('tokyo');
  await expect(log.getByRole('caption')).toHaveText('1 change');
  await expect(log.getByRole('rowheader')).toHaveText(`Workspace: time zone changed · ${renamed}`);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Time (UTC),Actor,Action,Target type,Target,Target id,Before,After');
  expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(['workspace.time-zone-changed']);

  // The page reads the same after a reload: what the api stored.
  await page.reload();
  await expect(page.getByLabel('Workspace name')).toHaveValue(renamed);
  await expect(page.getByLabel('Time zone')).toHaveValue('Asia/Tokyo');
});

test('an Agent calling the workspace settings or audit log api gets 403', async ({ page }) => {
  await signIn(page, agent, '/v2/home');
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  for (const response of [
    await page.request.get('/v2/api/audit-log', { headers }),
    await page.request.get('/v2/api/audit-log/export', { headers }),
    await page.request.get('/v2/api/workspace/settings', { headers }),
    await page.request.put('/v2/api/workspace/settings', { headers, data: { name: 'Taken over' } }),
  ]) {
    expect(response.status(), response.url()).toBe(403);
  }
});

test('a rename reaches the open console of another member without a reload', async ({ page, browser }) => {
  const context = await browser.newContext();
  try {
    const agentPage = await context.newPage();
    await signIn(agentPage, agent, '/v2/home');
    await agentPage.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await signIn(page, owner, '/v2/settings/workspace');
    await page.goto('/v2/settings/workspace');
    const renamed = `${owner.name} live`;
    await page.getByLabel('Workspace name').fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Workspace settings saved')).toBeVisible();
    await expect(agentPage.getByTestId('workspace-name')).toHaveText(renamed);
    expect(await agentPage.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  } finally {
    await context.close();
  }
});
