import { expect, test, type Page } from '@playwright/test';
import { admin } from './support/admin';
import { expectLoginPage, submitLogin } from './support/login';
import { codeMailedTo } from './support/mail';
import { personWithWorkspace } from './support/people';

let seq = 0;
const tag = (prefix: string) => `${prefix}${Date.now().toString(36)}${++seq}`;

async function signIn(page: Page, email: string, password: string, path = '/v2/home') {
  await page.goto(path);
  await expectLoginPage(page);
  await submitLogin(page, email, password);
}

/** The signed-in user's id, from the same session the page uses. */
async function myId(page: Page): Promise<string> {
  const answer = await (await page.request.get('/v2/api/auth')).json();
  return answer.user.id as string;
}

test.describe('home', () => {
  test('greets by local time, shows the status and counts today’s tickets assigned to the user', async ({ page }) => {
    const person = await personWithWorkspace('home');
    const nine = new Date();
    nine.setHours(9, 0, 0, 0);
    await page.clock.setFixedTime(nine);
    await signIn(page, person.email, person.password);
    await page.goto('/v2/home');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Good morning, ${person.name}`);
    await expect(page.getByTestId('home-status')).toContainText('Your status: Available');
    const dot = page.getByTestId('home-status').locator('.status-dot');
    await expect(dot).toHaveCSS('background-color', 'rgb(22, 163, 74)');
    for (const [key, label] of [['unassigned', 'Unassigned'], ['new', 'New'], ['unsolved', 'Open'], ['hold', 'Hold'], ['solved', 'Solved']]) {
      await expect(page.getByTestId(`count-${key}`)).toHaveText(`${label}0`);
    }
    // An Administrator's access: every area, each a link.
    for (const area of ['Tickets', 'Chat', 'Reports', 'Workspace', 'Channel', 'Plans & Billings']) {
      await expect(page.getByRole('main').getByRole('link', { name: area, exact: true })).toBeVisible();
    }

    const created = await page.request.post('/v2/api/tickets', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { subject: 'Printer on fire', assigneeId: await myId(page) },
    });
    expect((await created.json()).result).toBe('success');
    await page.reload();
    await expect(page.getByTestId('count-new')).toHaveText('New1');
    await expect(page.getByTestId('count-unassigned')).toHaveText('Unassigned0');

    const evening = new Date(nine);
    evening.setHours(19);
    await page.clock.setFixedTime(evening);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Good evening, ${person.name}`);
  });

  test('shows an error with Try again when the figures cannot be read', async ({ page }) => {
    const person = await personWithWorkspace('homefail');
    await signIn(page, person.email, person.password);
    let fail = true;
    await page.route('**/v2/api/home/summary', (route) =>
      fail ? route.fulfill({ status: 500, json: { result: 'error', message: 'Database unavailable' } }) : route.continue(),
    );
    await page.goto('/v2/home');

    await expect(page.getByRole('alert').filter({ hasText: "Today's figures could not be loaded" })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('count-new')).toHaveText('New0');
  });
});

test.describe('onboarding', () => {
  test('a user without a workspace creates one and gets the checklist', async ({ page }) => {
    const user = { email: `${tag('onb')}@example.test`, password: 'e2e-Onboard-Passw0rd!' };
    await admin('user', 'create', '--email', user.email, '--password', user.password);
    await signIn(page, user.email, user.password, '/v2/app/chat');

    await expect(page).toHaveURL(/\/v2\/onboarding\/creating-workspace$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your workspace');
    await page.getByRole('button', { name: 'Create workspace' }).click();
    await expect(page.getByText('Required')).toBeVisible();
    await page.getByLabel('Workspace name').fill('x'.repeat(101));
    await page.getByLabel('Workspace name').blur();
    await expect(page.getByText('Max 100 characters')).toBeVisible();

    await page.getByLabel('Workspace name').fill('  Harbour Support ');
    await page.getByRole('button', { name: 'Create workspace' }).click();

    await expect(page).toHaveURL(/\/v2\/onboarding\/getting-started$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting started');
    await expect(page.getByText('Harbour Support is ready.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Connect a channel' })).toHaveAttribute('href', '/v2/settings/channel/CHATOMNIWEBCHAT');
    await expect(page.getByRole('link', { name: 'Invite a member' })).toHaveAttribute('href', '/v2/settings/workspace/member');
    // Business hours are not a step until their page is built (issue 15): no link to a placeholder.
    await expect(page.getByRole('link', { name: 'Set business hours' })).toHaveCount(0);
  });

  test("'Failed to creating workspace' shows the full-page error with Logout", async ({ page }) => {
    const person = await personWithWorkspace('owner');
    // The api allows 10 owned workspaces; the person owns one already.
    for (let i = 0; i < 9; i++) await admin('workspace', 'create', '--name', `Extra ${i}`, '--owner', person.email);
    await signIn(page, person.email, person.password);
    await page.goto('/v2/onboarding/creating-workspace');
    await page.getByLabel('Workspace name').fill('One too many');
    await page.getByRole('button', { name: 'Create workspace' }).click();

    await expect(page.getByRole('alert')).toHaveText('Failed to creating workspace: you already own 10 workspaces.');
    await expect(page.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/v2/logout');
  });
});

test.describe('account recovery', () => {
  test('a code by e-mail, then a new password that logs in', async ({ page }) => {
    const user = { email: `${tag('lost')}@example.test`, password: 'e2e-Old-Passw0rd!' };
    await admin('user', 'create', '--email', user.email, '--password', user.password);
    await page.goto('/v2/account-recovery');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account recovery');
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Invalid format')).toBeVisible();
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('If an account exists for this address, we sent it a code.')).toBeVisible();

    const code = await codeMailedTo(user.email);
    await expect(page.getByLabel('Confirm new password')).toBeDisabled();
    await page.getByLabel('Code').fill(code);
    await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
    await expect(page.getByLabel('Confirm new password')).toBeEnabled();
    await page.getByLabel('Confirm new password').fill('a brand new passphrasE');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText("password doesn't match")).toBeVisible();
    await page.getByLabel('Confirm new password').fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(page.getByText('Your password is changed. You can log in now.')).toBeVisible();
    const login = page.getByRole('link', { name: 'Log in' });
    await expect(login).toHaveAttribute('href', '/v2/app/chat');
    await login.click();
    await expectLoginPage(page);
    await submitLogin(page, user.email, 'a brand new passphrase');
    await expect(page).toHaveURL(/\/v2\/onboarding\/creating-workspace$/);
  });

  test('a wrong code is refused with the server’s message', async ({ page }) => {
    const user = { email: `${tag('wrong')}@example.test`, password: 'e2e-Old-Passw0rd!' };
    await admin('user', 'create', '--email', user.email, '--password', user.password);
    await page.goto('/v2/account-recovery');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await codeMailedTo(user.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    await page.getByLabel('Code').fill(wrong);
    await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
    await page.getByLabel('Confirm new password').fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'The code is not right. Please check it and try again.' })).toBeVisible();
  });
});

test.describe('spectator', () => {
  test('a spectator looks a user up and views the console as them, read-only', async ({ page }) => {
    const spectator = { email: 'spectator@example.test', password: 'e2e-Spectator-Passw0rd!' };
    await admin('user', 'create', '--email', spectator.email, '--password', spectator.password, '--name', 'spectator');
    const name = tag('target');
    const target = { name, email: `${name}@example.test`, workspaceName: 'Target desk' };
    const made = await admin('user', 'create', '--email', target.email, '--password', 'e2e-Target-Passw0rd!', '--name', name);
    const targetId = (made.user as { id: string }).id;
    await admin('workspace', 'create', '--name', target.workspaceName, '--owner', target.email);
    await signIn(page, spectator.email, spectator.password, '/v2/spectator');
    await page.goto('/v2/spectator');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spectator');
    await page.getByLabel('User id').fill('00000000-0000-4000-8000-000000000000');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByTestId('spectator-target')).toHaveText('No user has the id 00000000-0000-4000-8000-000000000000.');

    await page.getByLabel('User id').fill(targetId);
    await page.getByRole('button', { name: 'Look up' }).click();
    const found = page.getByTestId('spectator-target');
    await expect(found).toContainText(target.name);
    await expect(found).toContainText(target.email);
    await expect(found).toContainText(`${target.workspaceName} (Administrator)`);

    await found.getByRole('button', { name: 'View as this user' }).click();
    await expect(page).toHaveURL(/\/v2\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`, ${target.name}$`));
    await expect(page.getByTestId('workspace-name')).toHaveText(target.workspaceName);
    // Read-only: a change is refused by the server.
    const change = await page.request.put('/v2/api/profile/change-status', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { status: 'aux' },
    });
    expect(change.status()).toBeGreaterThanOrEqual(400);
  });

  test('everyone else is refused', async ({ page }) => {
    const person = await personWithWorkspace('notspy');
    await signIn(page, person.email, person.password);
    await page.goto('/v2/spectator');
    await expect(page).toHaveURL(/\/v2\/home$/);
  });
});
