// The grant-access page: an Administrator takes /app/ticket from an Agent whose console is open in another
// browser; the Agent's Tickets entry goes away without a reload, the page they were on sends them home,
// and the api refuses their ticket list.
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
const agent = { email: '', password: 'e2e-Grant-Agent-Passw0rd!', name: '' };

test.beforeAll(async () => {
  owner = await personWithWorkspace('grant');
  agent.name = `agent${owner.name}`;
  agent.email = `${agent.name}@example.test`;
  await admin('user', 'create', '--email', agent.email, '--password', agent.password, '--name', agent.name);
  await admin('member', 'add', '--workspace', owner.workspaceId, '--email', agent.email, '--role', 'Agent');
});

test("an Administrator takes Tickets from an Agent: the Agent's open console follows live and the api refuses", async ({ browser, page }) => {
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  try {
    await signIn(agentPage, agent, '/v2/app/ticket');
    const agentNav = agentPage.getByRole('navigation', { name: 'Main' });
    await agentNav.getByRole('link', { name: 'Tickets' }).click();
    await expect(agentPage).toHaveURL(/\/v2\/app\/ticket$/);
    expect((await agentPage.request.get('/v2/api/tickets')).status()).toBe(200);
    // Survives only as long as the page is not reloaded.
    await agentPage.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    await signIn(page, owner, '/v2/settings/workspace/grant-access');
    await page.goto('/v2/settings/workspace/grant-access');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grant access');
    const tickets = page.getByRole('checkbox', { name: `Tickets for ${agent.name}` });
    await expect(tickets).toBeChecked();
    await expect(page.getByRole('checkbox', { name: `Workspace settings for ${owner.name}` })).toBeDisabled();
    await expectAccessible(page, 'the grant-access page');

    await tickets.uncheck();
    await page.getByRole('button', { name: `Save access of ${agent.name}` }).click();
    await expect(page.getByText(`Access of ${agent.name} saved.`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Save access of ${agent.name}` })).toBeDisabled();

    await expect(agentNav.getByRole('link', { name: 'Tickets' })).toHaveCount(0);
    await expect(agentNav.getByRole('link', { name: 'Chat' })).toBeVisible();
    await expect(agentPage).toHaveURL(/\/v2\/home$/);
    expect(await agentPage.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    const refused = await agentPage.request.get('/v2/api/tickets');
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ result: 'error', code: 'ACCESS_DENIED' });

    // A preset gives it back, live as well.
    await page.getByRole('combobox', { name: `Apply a preset to ${agent.name}` }).selectOption({ label: 'Agent: inbox only' });
    await expect(tickets).toBeChecked();
    await page.getByRole('button', { name: `Save access of ${agent.name}` }).click();
    await expect(agentNav.getByRole('link', { name: 'Tickets' })).toBeVisible();
    expect((await agentPage.request.get('/v2/api/tickets')).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: `Tickets for ${agent.name}` })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: `Reports for ${agent.name}` })).not.toBeChecked();
  } finally {
    await agentContext.close();
  }
});

test('at 1280 px every column fits, the Preset menu and Save too, without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, owner, '/v2/settings/workspace/grant-access');
  await page.goto('/v2/settings/workspace/grant-access');
  const preset = page.getByRole('combobox', { name: `Apply a preset to ${agent.name}` });
  await expect(preset).toBeVisible();
  const scroller = page.locator('.grant-access__scroll');
  const overflow = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Inside the visible width of its scroller and of the window, not behind a scroll.
  const box = (await preset.boundingBox())!;
  const frame = (await scroller.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(Math.min(frame.x + frame.width, 1280));
  await expect(page.getByRole('columnheader', { name: 'Preset' })).toBeInViewport();
  await expect(page.getByRole('button', { name: `Save access of ${agent.name}` })).toBeInViewport();
});
