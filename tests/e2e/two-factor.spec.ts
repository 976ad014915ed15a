// Two-factor login in Chromium against the real stack: set up from the profile menu with the key the
// page shows (codes computed here with otpauth, as an authenticator app would), then log in with a code,
// with a recovery code, and be refused a wrong code. One fresh user of its own, so no other spec is touched.
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { calmBilling } from './support/billing';
import { expectLoginPage, submitLogin } from './support/login';
import { mailsTo } from './support/mail';
import { personWithWorkspace, type Person } from './support/people';
import { expectAccessible } from './support/realtime';

const menuButton = (page: Page) => page.getByRole('button', { name: /^Profile menu of / });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Profile' });

/** The app's code for the key at `offsetSteps` 30-second steps from now. */
function appCode(key: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

async function logOut(page: Page) {
  await page.goto('/v2/logout');
  await expectLoginPage(page);
}

async function passwordStep(page: Page, person: Person) {
  await page.goto('/v2/home');
  await expectLoginPage(page);
  await submitLogin(page, person.email, person.password);
  await expect(page).toHaveURL(/\/v2\/api\/sso\/two-factor$/);
  await expect(page.getByRole('heading', { name: 'Two-factor login' })).toBeVisible();
}

test('two-factor login: set up from the profile menu, then log in with a code, a recovery code, and not with a wrong code', async ({ page }) => {
  const person = await personWithWorkspace('twofactor');
  await calmBilling(page.context());
  await page.goto('/v2/home');
  await submitLogin(page, person.email, person.password);
  await expect(menuButton(page)).toBeVisible();
  // The desktop-notification offer sits over the bottom of the menu; this spec is not about it.
  await page.getByRole('region', { name: 'Desktop notifications' }).getByRole('button', { name: 'Not now' }).click();

  // Set up.
  await menuButton(page).click();
  await menu(page).getByRole('button', { name: 'Two-factor login' }).click();
  await expect(menu(page).getByRole('heading', { name: 'Two-factor login' })).toBeVisible();
  expect(await menu(page).evaluate((el) => getComputedStyle(el).width)).toBe('428px');
  await menu(page).getByRole('button', { name: 'Set up' }).click();
  const qr = menu(page).getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const key = ((await menu(page).getByTestId('two-factor-key').textContent()) ?? '').replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page, 'the set-up step');

  await menu(page).getByLabel('Code from the app').fill(appCode(key));
  await menu(page).getByRole('button', { name: 'Turn on' }).click();
  const list = menu(page).getByTestId('recovery-codes');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expectAccessible(page, 'the recovery codes');
  const download = page.waitForEvent('download');
  await menu(page).getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('omnichannel-inbox-recovery-codes.txt');
  await menu(page).getByRole('button', { name: 'I have saved them' }).click();
  await expect(menu(page).getByText('On', { exact: true })).toBeVisible();
  await expect(menu(page).getByTestId('recovery-codes-left')).toHaveText('10 of 10 recovery codes left.');
  await expect.poll(() => mailsTo(person.email).map((m) => m.subject)).toContain('Two-factor login is on');

  // A code: the next step's, since the set-up already took this step's code.
  await logOut(page);
  await passwordStep(page, person);
  await expectAccessible(page, 'the code page');
  const code = page.getByLabel('Code', { exact: true });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await code.fill(appCode(key, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(menuButton(page)).toBeVisible();
  // The workspace's member page shows it on.
  await page.goto('/v2/settings/workspace/member');
  const twoFactorTable = page.getByRole('table', { name: /uses? two-factor login/ });
  await expect(twoFactorTable.getByRole('row', { name: new RegExp(person.email) }).getByRole('cell', { name: 'On', exact: true })).toBeVisible();
  await expectAccessible(page, 'the member page');

  // A recovery code.
  await logOut(page);
  await passwordStep(page, person);
  await page.getByRole('link', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(menuButton(page)).toBeVisible();
  await expect.poll(() => mailsTo(person.email).map((m) => m.subject)).toContain('A recovery code was used to log in');

  // A wrong code, and the used recovery code again.
  await logOut(page);
  await passwordStep(page, person);
  const wrong = ['000000', '111111', '222222'].find((c) => ![-1, 0, 1, 2].some((d) => appCode(key, d) === c))!;
  await page.getByLabel('Code', { exact: true }).fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Please try again.');
  await page.getByRole('link', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Please try again.');
  await expect(page).toHaveURL(/\/v2\/api\/sso\/two-factor/);
  await expect(menuButton(page)).toBeHidden();
});
