import { expect, test, type Page } from '@playwright/test';
import { hideProductGuides } from './support/guide';
import { expectLoginPage, submitLogin } from './support/login';
import { codeMailedTo, mailsTo } from './support/mail';
import { personWithWorkspace, type Person } from './support/people';

const GREEN = 'rgb(34, 197, 94)';
const YELLOW = 'rgb(234, 179, 8)';
// 1×1 transparent PNG
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function signIn(page: Page, person: Pick<Person, 'email' | 'password'>) {
  // The product guide's modal would cover what these tests click.
  await hideProductGuides(page);
  await page.goto('/v2/home');
  await expectLoginPage(page);
  await submitLogin(page, person.email, person.password);
  await expect(page.getByRole('button', { name: /^Profile menu of / })).toBeVisible();
}

const menuButton = (page: Page) => page.getByRole('button', { name: /^Profile menu of / });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Profile' });
const width = (page: Page) => menu(page).evaluate((el) => getComputedStyle(el).width);
const dot = (page: Page) => menuButton(page).getByTestId('status-dot').evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('profile menu', () => {
  test('the overview is 320 wide, editing 428, and closing goes back to the overview', async ({ page }) => {
    const person = await personWithWorkspace('menu');
    await signIn(page, person);

    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    expect(await width(page)).toBe('320px');
    await expect(menu(page).getByTestId('profile-workspace')).toHaveText(person.workspaceName);
    await expect(menu(page).getByTestId('profile-name')).toHaveText(person.name);
    await expect(menu(page).getByTestId('profile-email')).toHaveText(person.email);
    await expect(menu(page).getByTestId('profile-role')).toHaveText('Administrator');
    await expect(menu(page).getByTestId('profile-status')).toHaveText('Available');
    // The help widget (a later issue's web chat) has not loaded: its button waits for it.
    await expect(menu(page).getByRole('button', { name: 'Need an Assistant?' })).toBeDisabled();
    await expect(menu(page).getByText('Chat Us')).toBeVisible();
    const help = menu(page).getByRole('link', { name: 'Help Center' });
    await expect(help).toHaveAttribute('href', /\/help-center$/);
    await expect(help).toHaveAttribute('target', '_blank');
    await expect(help).toHaveAttribute('rel', /noopener/);
    await expect(menu(page).getByRole('switch', { name: 'Dark Theme' })).toBeDisabled();
    await expect(menu(page).getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/v2/logout');

    await menu(page).getByRole('button', { name: 'Edit profile' }).click();
    await expect(menu(page).getByRole('heading', { name: 'Edit profile' })).toBeVisible();
    expect(await width(page)).toBe('428px');
    await menu(page).getByRole('button', { name: 'Cancel' }).click();
    expect(await width(page)).toBe('320px');

    await menu(page).getByRole('button', { name: 'Change password' }).click();
    await expect(menu(page).getByRole('heading', { name: 'Change password' })).toBeVisible();
    expect(await width(page)).toBe('428px');
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await menuButton(page).click();
    await expect(menu(page).getByTestId('profile-name')).toBeVisible();
    expect(await width(page)).toBe('320px');
  });

  test('the status switch offers the other status; the dot is green for available, yellow for aux', async ({ page }) => {
    const person = await personWithWorkspace('status');
    await signIn(page, person);
    expect(await dot(page)).toBe(GREEN);

    await menuButton(page).click();
    const status = menu(page).getByRole('group', { name: 'Status' });
    await expect(status.getByRole('button', { name: 'Available' })).toBeDisabled();
    const changed = page.waitForRequest((r) => r.url().endsWith('/v2/api/profile/change-status') && r.method() === 'PUT');
    await status.getByRole('button', { name: 'Aux' }).click();
    // Going aux asks why (the workspace's reasons, issue 15).
    await menu(page).getByRole('group', { name: 'Why are you going aux?' }).getByRole('button', { name: 'Lunch' }).click();
    expect((await changed).postDataJSON()).toEqual({ status: 'aux', reason: 'Lunch' });

    await expect(status.getByRole('button', { name: 'Aux' })).toBeDisabled();
    await expect(status.getByRole('button', { name: 'Available' })).toBeEnabled();
    await expect(menu(page).getByTestId('profile-status')).toHaveText('Aux — Lunch');
    await expect.poll(() => dot(page)).toBe(YELLOW);

    await page.reload();
    await expect.poll(() => dot(page)).toBe(YELLOW);
  });

  test('edit profile checks the fields, then saves a trimmed name and shows it', async ({ page }) => {
    const person = await personWithWorkspace('editor');
    await signIn(page, person);
    await menuButton(page).click();
    await menu(page).getByRole('button', { name: 'Edit profile' }).click();
    const name = menu(page).getByLabel('Name');
    const email = menu(page).getByLabel('E-mail');
    const save = menu(page).getByRole('button', { name: 'Save' });

    await name.fill('');
    await email.fill('');
    await save.click();
    await expect(menu(page).getByText('Required')).toHaveCount(2);

    await name.fill('x'.repeat(51));
    await email.fill('not-an-email');
    await expect(menu(page).getByText('Max 50 characters')).toBeVisible();
    await expect(menu(page).getByText('Invalid format')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await name.fill('  Grace Hopper  ');
    await email.fill(person.email);
    const saved = page.waitForRequest((r) => r.url().endsWith('/v2/api/profile/update'));
    await save.click();
    expect((await saved).postDataJSON()).toEqual({ name: 'Grace Hopper', email: person.email });

    await expect(menu(page).getByTestId('profile-name')).toHaveText('Grace Hopper');
    expect(await width(page)).toBe('320px');
    await expect(page.getByTestId('user-name')).toHaveText('Grace Hopper');
  });

  test('an uploaded photo becomes the avatar, and can be removed again', async ({ page }) => {
    const person = await personWithWorkspace('avatar');
    await signIn(page, person);
    await menuButton(page).click();
    await menu(page).getByRole('button', { name: 'Edit profile' }).click();

    await menu(page).getByLabel('Upload photo').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(menu(page).getByRole('alert')).toHaveText('Choose a png, jpg, jpeg, gif or svg image');

    const uploaded = page.waitForResponse((r) => r.url().endsWith('/v2/api/console/messages/upload'));
    await menu(page).getByLabel('Upload photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
    const url = ((await (await uploaded).json()) as { url: string }).url;
    await expect(menu(page).locator('.profile-avatar__image')).toHaveAttribute('src', url);
    await menu(page).getByRole('button', { name: 'Save' }).click();
    await expect(menu(page).getByTestId('profile-name')).toBeVisible();
    await expect(menuButton(page).locator('.profile-avatar__image')).toHaveAttribute('src', url);

    await menu(page).getByRole('button', { name: 'Edit profile' }).click();
    await menu(page).getByRole('button', { name: 'Remove photo' }).click();
    const saved = page.waitForRequest((r) => r.url().endsWith('/v2/api/profile/update'));
    await menu(page).getByRole('button', { name: 'Save' }).click();
    expect((await saved).postDataJSON()).toMatchObject({ removeprofile: true });
    await expect(menuButton(page).locator('.profile-avatar__image')).toHaveCount(0);
  });

  test('an e-mail change asks for the mailed code; Resend waits 30 s', async ({ page }) => {
    const person = await personWithWorkspace('mover');
    const target = `moved-${person.email}`;
    await page.clock.install();
    await signIn(page, person);
    await menuButton(page).click();
    await menu(page).getByRole('button', { name: 'Edit profile' }).click();
    await menu(page).getByLabel('E-mail').fill(target);
    await menu(page).getByRole('button', { name: 'Save' }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm your new e-mail' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(target);
    await expect(menu(page)).toBeHidden();
    const resend = dialog.getByRole('button', { name: /^Resend/ });
    await expect(resend).toHaveText('Resend in 30 s');
    await expect(resend).toBeDisabled();
    await page.clock.runFor(10_000);
    await expect(resend).toHaveText('Resend in 20 s');
    await page.clock.runFor(20_000);
    await expect(resend).toHaveText('Resend');
    await expect(resend).toBeEnabled();

    const code = await codeMailedTo(target);
    // The page's clock ran ahead; the api's did not, so it refuses the early resend and says why.
    await resend.click();
    await expect(dialog.getByRole('alert')).toHaveText(/^Please wait \d+ seconds before asking for a new code\.$/);

    const input = dialog.getByLabel('Verification code');
    await input.fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The code is not right. Please check it and try again.');

    await input.fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toBeHidden();
    await menuButton(page).click();
    await expect(menu(page).getByTestId('profile-email')).toHaveText(target);
    expect(mailsTo(person.email)).toHaveLength(0);
  });

  test('a password change checks the fields, then asks for the code mailed to the user', async ({ page }) => {
    const person = await personWithWorkspace('rotator');
    const newPassword = 'a brand new passphrase 42';
    await signIn(page, person);
    await menuButton(page).click();
    await menu(page).getByRole('button', { name: 'Change password' }).click();
    const old = menu(page).getByLabel('Old password');
    const next = menu(page).getByLabel('New password', { exact: true });
    const confirm = menu(page).getByLabel('Confirm new password');
    const save = menu(page).getByRole('button', { name: 'Save' });

    await expect(confirm).toBeDisabled();
    await save.click();
    await expect(menu(page).getByText('Required')).toHaveCount(3);

    await next.fill(newPassword);
    await expect(confirm).toBeEnabled();
    await confirm.fill(`${newPassword}!`);
    await expect(menu(page).getByText("password doesn't match")).toBeVisible();

    await confirm.fill(newPassword);
    await old.fill('not the password');
    await save.click();
    await expect(menu(page).getByRole('alert')).toHaveText('The old password is not right.');

    await old.fill(person.password);
    await save.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your new password' });
    await expect(dialog).toContainText(person.email);
    await dialog.getByLabel('Verification code').fill(await codeMailedTo(person.email));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/v2/logout');
    await expectLoginPage(page);
    await submitLogin(page, person.email, newPassword);
    await expect(menuButton(page)).toBeVisible();
  });
});
