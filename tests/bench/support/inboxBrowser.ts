// Chromium for the inbox benchmark: Debian's build with the flags of playwright.config.ts, a user signed
// in through the real login page, the product guide kept out of the way.

import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { hideProductGuides } from '../../e2e/support/guide';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface SignedIn {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export async function signedIn(baseURL: string, user: { email: string; password: string }, urlPath: string, initScript?: string): Promise<SignedIn> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS });
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await hideProductGuides(context);
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  await page.goto(urlPath);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByTestId('user-name').first().waitFor({ timeout: 60_000 });
  if (!new URL(page.url()).pathname.startsWith(urlPath)) await page.goto(urlPath);
  return { browser, context, page, close: () => browser.close() };
}

/** Wall-clock ms, on the same footing as the page's performance.timeOrigin + performance.now(). */
export const nodeNow = () => performance.timeOrigin + performance.now();

/**
 * The page clock minus this process's clock, from the round trip with the smallest delay (both read the
 * system clock at their start; this checks rather than assumes it). Returns the offset and its error bound.
 */
export async function clockOffset(page: Page): Promise<{ offset: number; error: number }> {
  let best = { offset: 0, error: Infinity };
  for (let i = 0; i < 30; i += 1) {
    const before = nodeNow();
    const inPage = await page.evaluate(() => performance.timeOrigin + performance.now());
    const after = nodeNow();
    if ((after - before) / 2 < best.error) best = { offset: inPage - (before + after) / 2, error: (after - before) / 2 };
  }
  return best;
}
