import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './support/accounts';
import { submitLogin } from './support/login';

// gzip KB of the JavaScript each page loads on a first visit, as the budget was set.
const BUDGETS_KB: Record<string, number> = {
  '/v2/': 90,
  '/v2/satisfaction-form': 90,
  '/v2/wallboard': 150,
  '/v2/app/chat': 250,
};

const DIST = process.env.BUILD_DIST || 'dist';

/** The scripts a first visit loads, read from the built files (a response body is gone once the page navigates). */
async function loadScripts(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const urls = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.add(response.url());
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return [...urls].map((url) => {
    const file = new URL(url).pathname.replace(/^\/v2\//, '');
    return { url, body: readFileSync(join(DIST, file)) };
  });
}

test.describe('satisfaction form and wallboard', () => {
  test('the satisfaction form page stands on its own', async ({ page }) => {
    await page.goto('/v2/satisfaction-form');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How did we do?');
    await expect(page.getByText('This satisfaction form opens from the link in your conversation.')).toBeVisible();
  });

  test('the wallboard fills the screen', async ({ page }) => {
    await page.goto('/v2/wallboard');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wallboard');
    await expect(page.getByText("Sign in to the console to show your team's live figures here.")).toBeVisible();
    const main = await page.getByRole('main').boundingBox();
    expect(main?.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1);
  });
});

test.describe('what each page loads', () => {
  for (const [path, budget] of Object.entries(BUDGETS_KB)) {
    test(`${path} stays within ${budget} KB of gzip JavaScript`, async ({ page }) => {
      if (path.startsWith('/v2/app/')) {
        // The console's pages render only for a signed-in user.
        await page.goto(path);
        await submitLogin(page, ADMIN.email, ADMIN.password);
        await expect(page.getByTestId('user-name')).toBeVisible();
      }
      const scripts = await loadScripts(page, path);
      const kb = scripts.reduce((sum, script) => sum + gzipSync(script.body).length, 0) / 1024;
      console.log(`${path}: ${scripts.length} scripts, ${kb.toFixed(1)} KB gzip`);
      expect(kb).toBeLessThanOrEqual(budget);
    });
  }

  for (const path of ['/v2/', '/v2/pricing', '/v2/contact-us', '/v2/satisfaction-form']) {
    test(`${path} loads no console, socket or PrimeReact code`, async ({ page }) => {
      const scripts = await loadScripts(page, path);
      expect(scripts.length).toBeGreaterThan(0);
      for (const { url, body } of scripts) {
        const text = body.toString();
        expect(new URL(url).pathname, url).not.toMatch(/\/console\./);
        expect(text, url).not.toContain('engine.io');
        expect(text, url).not.toContain('p-datatable');
        expect(text, url).not.toContain('p-button');
      }
    });
  }
});
