// The chat specs' cast: signing in on the chat page, channels made through the api, the customer's
// system that receives replies (and fails on demand), and a colleague in a browser of their own.

import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { admin } from './admin';
import { expectLoginPage, submitLogin } from './login';
import type { Person } from './people';
import { sendSigned } from './webhook';

export const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

export interface Channel {
  id: string;
  publicId: string;
  secret: string;
  type: string;
}

export async function signIn(page: Page, who: { email: string; password: string }, path = '/v2/app/chat') {
  await page.goto(path);
  await expectLoginPage(page);
  await submitLogin(page, who.email, who.password);
  await expect(page.getByTestId('user-name')).toBeVisible();
  if (!page.url().includes(path)) await page.goto(path);
  await expect(page.getByRole('group', { name: 'Assigned to' })).toBeVisible();
}

export async function createChannel(request: APIRequestContext, type: string, name: string, settings: Record<string, unknown>): Promise<Channel> {
  const res = await request.post('/v2/api/channels', { data: { type, name, settings }, headers: XHR });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Channel }).data;
}

export interface Delivery {
  headers: IncomingHttpHeaders;
  raw: string;
  body: { id: string; text: string; to: { id: string } };
  /** whether its X-Signature-256 matched the channel's secret, as the receiver checked it */
  signed: boolean;
}

/**
 * The customer's system receiving the agent's replies. It checks each signature as a real receiver must
 * (when it knows the secret) and answers 503 while `failing` is on, 200 otherwise.
 */
export async function receiver() {
  const deliveries: Delivery[] = [];
  const state = { failing: false, secret: '' };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const expected = Buffer.from(`sha256=${createHmac('sha256', state.secret).update(raw).digest('hex')}`);
      const given = Buffer.from(String(req.headers['x-signature-256'] ?? ''));
      const signed = given.length === expected.length && timingSafeEqual(given, expected);
      deliveries.push({ headers: req.headers, raw, body: JSON.parse(raw) as Delivery['body'], signed });
      if (state.failing) res.writeHead(503).end('down for maintenance');
      else res.writeHead(signed || !state.secret ? 200 : 401, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    deliveries,
    /** the bodies received, as the first spec reads them */
    get bodies() {
      return deliveries.map((delivery) => delivery.body);
    },
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const list = (page: Page) => page.getByRole('listbox', { name: 'Conversations' });
export const row = (page: Page, name: string) => list(page).getByRole('option', { name: new RegExp(name) });
export const replyBox = (page: Page) => page.getByRole('textbox', { name: /^Reply to/ });

let mates = 0;

/** A colleague in the same workspace, signed in in a browser of their own (several may be made at once). */
export async function colleague(browser: Browser, person: Person, role: 'Agent' | 'Administrator', before?: (context: Awaited<ReturnType<Browser['newContext']>>) => Promise<void>) {
  const tag = `mate${Date.now().toString(36)}${++mates}`;
  const mate = { email: `${tag}@example.test`, password: `e2e-${tag}-Passw0rd!`, name: `Mate ${tag}` };
  await admin('user', 'create', '--email', mate.email, '--password', mate.password, '--name', mate.name);
  await admin('member', 'add', '--workspace', person.workspaceId, '--email', mate.email, '--role', role);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, permissions: ['notifications'] });
  await before?.(context);
  const page = await context.newPage();
  await signIn(page, mate);
  return { ...mate, page, context };
}

/** What a customer's system sends: the JSON body signed with the channel's secret (no session). */
export const customerWrites = (
  request: APIRequestContext,
  channel: Channel,
  message: { id: string; from: { id: string; name: string; email?: string; phone?: string }; text: string },
) =>
  sendSigned(request, channel, message);
