// The console's first paint with the user's data: from navigation start to the app layout showing the
// workspace name and the user's name, in Chromium with a 4x CPU slowdown, over loopback against the real
// edge and api. Prints each figure beside its budget; exits 1 when one is missed.
import { chromium } from 'playwright';
import { ADMIN } from '../e2e/support/accounts';
import { hideProductGuides } from '../e2e/support/guide';
import { startStack } from '../e2e/support/stack';

const BUDGET_MS = 1500;
const RUNS = 7;
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// Runs in the page: the time (ms after navigation start) of the first frame painted after both names are
// in the layout.
const WATCH = `
  window.__layoutPainted = new Promise((resolve) => {
    const done = () => {
      const ws = document.querySelector('[data-testid="workspace-name"]');
      const user = document.querySelector('[data-testid="user-name"]');
      if (!ws || !user || !ws.textContent || !user.textContent) return false;
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
      return true;
    };
    const observer = new MutationObserver(() => { if (done()) observer.disconnect(); });
    document.addEventListener('DOMContentLoaded', () => {
      if (!done()) observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  });`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const stack = await startStack();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS });
  try {
    const context = await browser.newContext({ baseURL: stack.baseURL });
    await hideProductGuides(context);
    const login = await context.newPage();
    await login.goto('/v2/app/chat');
    await login.getByLabel('E-mail').fill(ADMIN.email);
    await login.getByLabel('Password').fill(ADMIN.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await login.getByTestId('user-name').first().waitFor();
    await login.close();
    await context.addInitScript(WATCH);

    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto('/v2/home', { waitUntil: 'commit' });
      times.push(await page.evaluate(() => (window as unknown as { __layoutPainted: Promise<number> }).__layoutPainted));
      await page.close();
    }
    const figure = median(times);
    const ok = figure <= BUDGET_MS;
    console.log(
      `console layout painted with the user's data, 4x CPU slowdown, cold cache: ${Math.round(figure)} ms (budget ≤ ${BUDGET_MS} ms) ${ok ? 'OK' : 'MISSED'} (median of ${RUNS}; all: ${times.map((t) => Math.round(t)).join(', ')} ms)`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
