// Helpers for the realtime and notification specs: sign in, count and cut websockets, watch notifications.

import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page, type WebSocketRoute } from '@playwright/test';
import { ADMIN } from './accounts';
import { submitLogin } from './login';

export async function signIn(page: Page, path = '/v2/home') {
  await page.goto(path);
  await submitLogin(page, ADMIN.email, ADMIN.password);
  await expect(page.getByTestId('user-name')).toBeVisible();
}

/** Counts the page's websockets and lets the test cut them and refuse new ones (an outage). */
export async function controlSockets(page: Page) {
  const state = { opened: 0, refusing: false, live: [] as WebSocketRoute[], handshakes: 0, replays: 0 };
  page.on('websocket', () => state.opened++);
  page.on('requestfinished', (request) => {
    if (request.url().includes('/v2/api/realtime/events')) state.replays++;
  });
  await page.routeWebSocket(/\/v2\/api\/socket\.io\//, (ws) => {
    if (state.refusing) {
      void ws.close();
      return;
    }
    const server = ws.connectToServer();
    // socket.io's CONNECT answer ("40…"): the server accepted the socket and it joined its rooms.
    server.onMessage((message) => {
      if (typeof message === 'string' && message.startsWith('40')) state.handshakes++;
      ws.send(message);
    });
    state.live.push(ws);
  });
  return {
    state,
    /**
     * Until the console has taken in its connect number `n`: it fetches what it missed first (the session's
     * start reads the newest number, then the events after it: 2 calls; each connect: 1 more).
     */
    async live(n = 1) {
      await expect.poll(() => state.handshakes).toBe(n);
      await expect.poll(() => state.replays).toBeGreaterThanOrEqual(2 + n);
      await page.waitForTimeout(200);
    },
    async cut() {
      state.refusing = true;
      await Promise.all(state.live.splice(0).map((ws) => ws.close()));
    },
    restore() {
      state.refusing = false;
    },
  };
}

/** Replaces window.Notification with a spy that records every notification and when it was closed. */
export async function watchNotifications(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __notes: { title: string; body: string; at: number; closedAt: number | null }[] };
    w.__notes = [];
    const Real = window.Notification;
    if (!Real) return;
    class Spy extends Real {
      constructor(title: string, options?: NotificationOptions) {
        const note = { title, body: options?.body ?? '', at: Date.now(), closedAt: null as number | null };
        w.__notes.push(note);
        super(title, options);
        const close = this.close.bind(this);
        this.close = () => {
          note.closedAt = Date.now();
          close();
        };
      }
    }
    Object.defineProperty(Spy, 'permission', { get: () => Real.permission });
    Spy.requestPermission = (...args) => {
      (window as unknown as { __permissionAsked: number }).__permissionAsked = ((window as unknown as { __permissionAsked?: number }).__permissionAsked ?? 0) + 1;
      return Real.requestPermission(...args);
    };
    window.Notification = Spy as typeof Notification;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      (window as unknown as { __sounds: string[] }).__sounds ??= [];
      (window as unknown as { __sounds: string[] }).__sounds.push(this.currentSrc || this.src);
      return play.call(this);
    };
  });
}

export const notes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notes: { title: string; body: string; at: number; closedAt: number | null }[] }).__notes);

/** Calls the api as the signed-in user of this context (its cookies), the way another tab or app would. */
export async function api(context: BrowserContext, method: 'GET' | 'POST', path: string, data?: unknown) {
  const response = await context.request.fetch(`/v2/api${path}`, {
    method,
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    data,
  });
  const body = (await response.json()) as { result: string; data?: unknown; message?: string };
  expect(body.result, `${method} ${path}: ${body.message ?? ''}`).toBe('success');
  return body.data;
}

export const sounds = (page: Page) => page.evaluate(() => (window as unknown as { __sounds?: string[] }).__sounds ?? []);
export const permissionAsked = (page: Page) => page.evaluate(() => (window as unknown as { __permissionAsked?: number }).__permissionAsked ?? 0);

/** Closes the dialogs that open on their own on a first visit (billing warning, product guide). */
export async function closeDialogs(page: Page) {
  // They open once their data is in: wait for the first calls to settle.
  await page.waitForTimeout(1_500);
  const dialogs = page.getByRole('dialog');
  for (let i = 0; i < 5 && (await dialogs.count()) > 0; i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
  }
  await expect(dialogs).toHaveCount(0);
}

/** No serious or critical axe-core violation (WCAG 2.1 A and AA) on the page as it is now. */
export async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `${what} has accessibility violations`).toEqual([]);
}
