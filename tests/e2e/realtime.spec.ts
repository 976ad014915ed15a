import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ADMIN } from './support/accounts';
import { submitLogin } from './support/login';
import { controlSockets, expectAccessible, signIn } from './support/realtime';

const ONE_TAB_TEXT = 'You can only use omnichannel in one tab.';
const RECONNECTING = 'Reconnecting…';
const TOO_LONG_TEXT =
  'You have been disconnected from the server for too long, please check your internet connection and reload the webpage in your web browser.';

test.describe('one tab only', () => {
  test('a second console tab shows the one-tab dialog, opens no socket, and Dismiss goes to the domain root', async ({ context, baseURL }) => {
    const first = await context.newPage();
    const firstSockets = await controlSockets(first);
    await signIn(first);
    await expect.poll(() => firstSockets.state.handshakes).toBe(1);

    const second = await context.newPage();
    let secondSockets = 0;
    second.on('websocket', () => secondSockets++);
    await second.goto('/v2/home');

    const dialog = second.getByRole('dialog', { name: 'Already open in another tab' });
    await expect(dialog).toContainText(ONE_TAB_TEXT);
    // Persistent: Escape does not close it; the only way out is Dismiss.
    await second.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expectAccessible(second, 'the one-tab dialog');
    await second.waitForTimeout(1_000);
    expect(secondSockets).toBe(0);
    await expect(first.getByText(ONE_TAB_TEXT)).toHaveCount(0);
    expect(firstSockets.state.opened).toBe(1);

    const toRoot = second.waitForRequest((request) => request.isNavigationRequest() && request.url() === `${baseURL}/`);
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
    await toRoot;
  });

  test('once the first tab is closed, a new tab runs the console', async ({ context }) => {
    const first = await context.newPage();
    await signIn(first);
    await first.close();

    const next = await context.newPage();
    const sockets = await controlSockets(next);
    await next.goto('/v2/home');
    await expect(next.getByTestId('user-name')).toBeVisible();
    await expect.poll(() => sockets.state.opened).toBe(1);
    await expect(next.getByText(ONE_TAB_TEXT)).toHaveCount(0);
  });
});

test.describe('disconnected from the server', () => {
  test('after 90 s of continuous disconnection the dialog shows, the socket is dropped, and Refresh reloads', async ({ page }) => {
    await page.clock.install();
    const sockets = await controlSockets(page);
    await signIn(page);
    await sockets.live(1);

    await sockets.cut();
    await page.clock.runFor(85_000);
    await expect(page.getByText(TOO_LONG_TEXT)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: RECONNECTING })).toBeVisible();

    await page.clock.runFor(6_000);
    const dialog = page.getByRole('dialog', { name: 'Disconnected' });
    await expect(dialog).toContainText(TOO_LONG_TEXT);
    // The dialog takes over from the quiet state.
    await expect(page.getByText(RECONNECTING)).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Refresh' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'the disconnected dialog');

    // Dropped: no more reconnection attempts, even once the server is reachable again.
    sockets.restore();
    const attempts = sockets.state.opened;
    await page.clock.runFor(60_000);
    await page.waitForTimeout(500);
    expect(sockets.state.opened).toBe(attempts);

    const reload = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await reload;
    await expect(page.getByTestId('user-name')).toBeVisible();
    await expect(page.getByText(TOO_LONG_TEXT)).toHaveCount(0);
  });

  for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    test(`a lost socket shows a quiet 'Reconnecting…' at once and the status dot stops being green, until it is back (${size.width}x${size.height})`, async ({ page }) => {
      await page.setViewportSize(size);
      const sockets = await controlSockets(page);
      await page.goto('/v2/home');
      await submitLogin(page, ADMIN.email, ADMIN.password);
      await expect(page.getByRole('button', { name: /^Profile menu of/ })).toBeVisible();
      await sockets.live(1);
      const res = await page.request.put('/v2/api/profile/change-status', { data: { status: 'available' }, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      expect(res.status()).toBe(200);
      await page.reload();
      await sockets.live(2);
      const dot = page.getByRole('banner').getByTestId('status-dot');
      await expect(dot).toHaveAttribute('data-colour', 'green');
      await expect(page.getByText(RECONNECTING)).toHaveCount(0);

      const widthBefore = await page.evaluate(() => document.documentElement.scrollWidth);
      await sockets.cut();
      const state = page.getByRole('status').filter({ hasText: RECONNECTING });
      await expect(state).toBeVisible({ timeout: 1_000 });
      await expect(dot).toHaveAttribute('data-colour', 'grey');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Quiet: the page does not grow sideways for it.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(Math.max(size.width, widthBefore));
      // The header that carries it (the rest of the page is other specs' to check).
      const header = await new AxeBuilder({ page }).include('.app-header').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(header.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

      sockets.restore();
      await expect.poll(() => sockets.state.handshakes, { timeout: 15_000 }).toBe(3);
      await expect(state).toHaveCount(0);
      await expect(dot).toHaveAttribute('data-colour', 'green');
    });
  }

  test('a reconnect inside the 90 s keeps the console usable', async ({ page }) => {
    await page.clock.install();
    const sockets = await controlSockets(page);
    await signIn(page);
    await sockets.live(1);

    await sockets.cut();
    await page.clock.runFor(30_000);
    sockets.restore();
    // Small steps with real pauses: socket.io's 3 s connect timeout runs on the fake clock, the handshake
    // on the real network, so one big jump would time the new connection out before it could answer.
    for (let step = 0; step < 40 && sockets.state.handshakes < 2; step++) {
      await page.clock.runFor(500);
      await page.waitForTimeout(100);
    }
    await sockets.live(2);

    await page.clock.runFor(90_000);
    await expect(page.getByText(TOO_LONG_TEXT)).toHaveCount(0);
  });
});
