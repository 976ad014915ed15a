// A workspace with an Administrator and an Agent, each signed in in a browser of their own, and a webhook
// channel its customers write on: the cast of the alert specs (notifications.spec.ts).

import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { admin } from './admin';
import { expectLoginPage, submitLogin } from './login';
import { personWithWorkspace } from './people';
import { watchNotifications } from './realtime';
import { sendSigned } from './webhook';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

export interface Member {
  email: string;
  password: string;
  context: BrowserContext;
  page: Page;
}

export interface Team {
  workspaceId: string;
  owner: Member;
  agent: Member;
  channel: { id: string; publicId: string; secret: string };
}

type ContextOptions = Parameters<Browser['newContext']>[0];

/** Signs `who` in at `path` in a new browser context that records its notifications and sounds. */
export async function signedIn(browser: Browser, who: { email: string; password: string }, path: string, options: ContextOptions = {}): Promise<Member> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  await watchNotifications(context);
  const page = await context.newPage();
  const live = untilLive(page);
  await page.goto(path);
  await expectLoginPage(page);
  await submitLogin(page, who.email, who.password);
  // The name beside the avatar is hidden on a phone; the avatar's button is always there.
  await expect(page.getByRole('button', { name: /^Profile menu of/ })).toBeVisible();
  await live;
  if (!page.url().includes(path)) {
    const again = untilLive(page);
    await page.goto(path);
    await again;
  }
  return { ...who, context, page };
}

/**
 * Resolves once the console's socket is connected and has fetched what it missed: from then on every
 * event reaches it live (what is published before that is part of the state it loaded instead).
 */
function untilLive(page: Page): Promise<void> {
  return new Promise((resolve) => {
    let connected = false;
    let replays = 0;
    const check = () => {
      if (!connected || replays < 2) return;
      page.off('requestfinished', onRequest);
      setTimeout(resolve, 200);
    };
    const onRequest = (request: { url(): string }) => {
      if (request.url().includes('/v2/api/realtime/events')) replays++;
      check();
    };
    page.on('requestfinished', onRequest);
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.startsWith('40')) connected = true;
        check();
      }),
    );
  });
}

/** A new workspace (its owner an Administrator), an Agent in it, both signed in, and a webhook channel. */
export async function teamWithAgent(browser: Browser, prefix: string, agentOptions: ContextOptions = {}, path = '/v2/home'): Promise<Team> {
  const person = await personWithWorkspace(prefix);
  const tag = `${prefix}agent${Date.now().toString(36)}`;
  const agent = { email: `${tag}@example.test`, password: `e2e-${tag}-Passw0rd!` };
  await admin('user', 'create', '--email', agent.email, '--password', agent.password, '--name', `Agent ${tag}`);
  await admin('member', 'add', '--workspace', person.workspaceId, '--email', agent.email, '--role', 'Agent');
  const owner = await signedIn(browser, person, '/v2/home', { permissions: ['notifications'] });
  const res = await owner.context.request.post('/v2/api/channels', { data: { type: 'WEBHOOK', name: 'Shop', settings: { url: 'http://127.0.0.1:9/hook' } }, headers: XHR });
  expect(res.status(), await res.text()).toBe(200);
  const channel = ((await res.json()) as { data: Team['channel'] }).data;
  return { workspaceId: person.workspaceId, owner, agent: await signedIn(browser, agent, path, agentOptions), channel };
}

let messages = 0;

/** A customer writes on the team's webhook channel; answers the conversation's id. */
export function customerWrites(request: APIRequestContext, team: Team, from: string, text: string): Promise<string> {
  messages += 1;
  return sendSigned(request, team.channel, { id: `alert-${Date.now().toString(36)}-${messages}`, from: { id: from, name: from }, text });
}

/** The count beside a drawer entry ('' while there is none). */
export const drawerCount = (page: Page, kind: 'chat' | 'ticket') => page.getByTestId(`drawer-unread-${kind}`);

export async function closeTeam(team: Team): Promise<void> {
  await team.owner.context.close();
  await team.agent.context.close();
}
