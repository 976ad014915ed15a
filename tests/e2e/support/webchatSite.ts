// A website of the test's own that embeds the web chat (another origin and site than the stack's), the
// console calls the web chat specs make as the agent, and a visitor's browser context.
import { createServer, type Server } from 'node:http';
import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type FrameLocator, type Page } from '@playwright/test';
import { expectLoginPage, submitLogin } from './login';
import { personWithWorkspace, type Person } from './people';

export const WEBCHAT_TYPE = 'CHATOMNIWEBCHAT';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

export interface WebchatChannel {
  id: string;
  publicId: string;
}

/**
 * One page with the embed snippet, served on http://localhost (the stack is on 127.0.0.1). `extraBody`
 * is more of the website's own page, after the snippet.
 */
export async function website(stackOrigin: string, publicId: string, extraBody = '') {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Acme shop</title></head>
<body><main><h1>Acme shop</h1><p>Our products.</p></main>
<script src="${stackOrigin}/v2/webchat.js" data-channel="${publicId}" async></script>${extraBody}</body></html>`;
  const server: Server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://localhost:${port}/`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export async function signIn(page: Page, who: Person, path = '/v2/home') {
  await page.goto(path);
  await expectLoginPage(page);
  await submitLogin(page, who.email, who.password);
  await expect(page.getByTestId('user-name')).toBeVisible();
}

export async function api<T>(request: APIRequestContext, method: 'get' | 'post' | 'put', url: string, data?: unknown): Promise<T> {
  const res = await request[method](url, { headers: XHR, ...(data === undefined ? {} : { data }) });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

export async function webchatConversations(request: APIRequestContext) {
  const page = await api<{ items: { id: string; contact: { name: string } }[] }>(request, 'get', `/v2/api/conversations?channel=${WEBCHAT_TYPE}`);
  return page.items;
}

/** A visitor: a browser context of their own (no console cookies) on the website. */
export async function visitor(browser: Browser, siteUrl: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(siteUrl);
  return { context, page, chat: page.frameLocator('iframe[title="Chat window"]') };
}

export const chatLog = (chat: FrameLocator) => chat.getByRole('log', { name: 'Conversation' });

/**
 * A fresh workspace whose Administrator is signed in (`agent`), with a web chat channel and a website
 * embedding it. `close` ends them.
 */
export async function webchatDesk(browser: Browser, baseURL: string, prefix: string, settings: Record<string, unknown>) {
  const person = await personWithWorkspace(prefix);
  const agent = await (await browser.newContext({ baseURL })).newPage();
  await signIn(agent, person);
  const channel = await api<WebchatChannel>(agent.request, 'post', '/v2/api/channels', { type: WEBCHAT_TYPE, name: 'Acme website', settings });
  const site = await website(baseURL, channel.publicId);
  return {
    person,
    agent,
    channel,
    site,
    close: async () => {
      await site.close();
      await agent.context().close();
    },
  };
}
