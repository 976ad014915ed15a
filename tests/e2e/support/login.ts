import { expect, type Page } from '@playwright/test';
import { hideProductGuides } from './guide';

/**
 * Fills the SSO login form the api serves at /v2/api/sso/login. The product guide opens as a modal on
 * the first visit of most console pages, so it is hidden for this browser context unless a spec about
 * the guide asks for it.
 */
export async function submitLogin(page: Page, email: string, password: string, { productGuides = false } = {}) {
  if (!productGuides) await hideProductGuides(page.context());
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function expectLoginPage(page: Page) {
  await expect(page).toHaveURL(/\/v2\/api\/sso\/login(\?|$)/);
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
}
