// Every page of the shell, and its menus and dialogs, pass axe-core with no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './support/accounts';
import { submitLogin } from './support/login';

async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `${what} has accessibility violations`).toEqual([]);
}

test.describe('accessibility of the public pages', () => {
  for (const path of ['/v2/', '/v2/pricing', '/v2/contact-us', '/v2/satisfaction-form', '/v2/wallboard', '/v2/api/sso/login', '/v2/account-recovery', '/v2/maintenance']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, path);
    });
  }
});

test.describe('accessibility of the console', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/v2/app/chat');
    await submitLogin(page, ADMIN.email, ADMIN.password);
    await expect(page.getByTestId('user-name').first()).toBeVisible();
  });

  for (const path of ['/v2/home', '/v2/app/chat', '/v2/overview', '/v2/onboarding/getting-started', '/v2/no-such-page/here', '/v2/app/unknown']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, path);
    });
  }
});
