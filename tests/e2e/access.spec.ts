import { expect, test } from '@playwright/test';
import { ADMIN } from './support/accounts';
import { admin } from './support/admin';
import { expectLoginPage, submitLogin } from './support/login';

const AGENT = { email: 'agent.home@example.test', password: 'e2e-Agent-Passw0rd!', name: 'homeagent' };

test.describe('access guard', () => {
  test.beforeAll(async () => {
    await admin('user', 'create', '--email', AGENT.email, '--password', AGENT.password, '--name', AGENT.name);
    const created = await admin('workspace', 'create', '--name', 'Front Desk', '--owner', ADMIN.email);
    const workspace = created.workspace as { id: string };
    await admin('member', 'add', '--workspace', workspace.id, '--email', AGENT.email, '--role', 'Agent', '--access', '/home');
  });

  test('a member whose access lacks /app/chat is sent to /v2/home', async ({ page }) => {
    await page.goto('/v2/app/chat');
    await expectLoginPage(page);

    await submitLogin(page, AGENT.email, AGENT.password);

    await expect(page).toHaveURL(/\/v2\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^Good (morning|afternoon|evening), ${AGENT.name}$`));
    await expect(page.getByTestId('workspace-name')).toHaveText('Front Desk');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Chat' })).toHaveCount(0);

    await page.goto('/v2/settings/plans-billings');
    await expect(page).toHaveURL(/\/v2\/home$/);
  });
});
