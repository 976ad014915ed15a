import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN } from './support/accounts';
import { submitLogin } from './support/login';

const DIST = process.env.BUILD_DIST || 'dist';
const source = (pathname: string) => readFileSync(join(DIST, pathname.replace(/^\/v2\//, ''))).toString();
// The tickets page's bulk-action slice: its name is in the code of the module that brings it, and only there.
const TICKETS_STATE = '"ticketBulk"';

test("a page's code and state arrive with its first visit, not with the console's first load", async ({ page }) => {
  await page.goto('/v2/home');
  await submitLogin(page, ADMIN.email, ADMIN.password);
  await expect(page.getByTestId('user-name')).toBeVisible();

  // A fresh load of Home, signed in: what the console's first load and the home page fetch.
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/v2/home');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const atHome = [...scripts];
  expect(atHome.length).toBeGreaterThan(0);
  expect(atHome.filter((script) => source(script).includes(TICKETS_STATE))).toEqual([]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tickets' }).click();
  await expect(page).toHaveURL(/\/v2\/app\/ticket/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  const added = scripts.filter((script) => !atHome.includes(script));
  expect(added.filter((script) => source(script).includes(TICKETS_STATE))).toHaveLength(1);
});
