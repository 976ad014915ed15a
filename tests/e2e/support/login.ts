import { expect, type Page } from '@playwright/test';

/** Fills the SSO login form the api serves at /v2/api/sso/login. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function expectLoginPage(page: Page) {
  await expect(page).toHaveURL(/\/v2\/api\/sso\/login(\?|$)/);
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
}
