// `npm start` keeps serving when the api dies: the real supervisor, api and edge; the api killed with
// SIGKILL. The edge answers pages and /healthz throughout, answers for the api with 503 and Retry-After
// until the supervisor has started it again, and a console in Chromium catches up by itself, without a
// reload: events published after the restart but before its socket reconnected, and after, all show.
import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { npmStart, pollEdge, upgradeAnswer, type NpmStart } from './support/npmStart';
import { api, controlSockets, signIn } from './support/realtime';

let stack: NpmStart;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await npmStart();
});

test.afterAll(async () => {
  // SIGTERM still stops everything gracefully, and the supervisor says it went well.
  if (stack) expect(await stack.stop()).toBe(0);
});

const list = (page: Page) => page.getByRole('listbox', { name: 'Tickets' });
const row = (page: Page, subject: string) => list(page).getByRole('option', { name: new RegExp(subject) });
const createTicket = (context: BrowserContext, subject: string) => api(context, 'POST', '/tickets', { subject, channel: 'EMAIL' });

test('the api killed with SIGKILL: the edge keeps answering, the api is back within 10 s, the console loses no event', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: stack.baseURL, viewport: { width: 1280, height: 800 }, permissions: ['notifications'] });
  const page = await context.newPage();
  const sockets = await controlSockets(page);
  await signIn(page);
  await sockets.live(1);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tickets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await createTicket(context, 'Before the crash');
  await expect(row(page, 'Before the crash')).toBeVisible();
  // Gone if the page is ever reloaded or navigated away.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const started = stack.supervisor('child started').filter((line) => line.child === 'api');
  const pid = started.at(-1)?.pid as number;
  expect(started).toHaveLength(1);
  expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8')).toContain('server/api/main.ts');
  const watch = pollEdge(stack.baseURL, ['/healthz', '/v2/app/ticket']);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  // The console's reconnection attempts are held from now on, so that events can be published on the
  // new api before its socket is back (the edge would refuse them while the api is down anyway).
  sockets.state.refusing = true;

  await test.step('while the api is down: 503 with Retry-After for the api and its websockets, /readyz 503', async () => {
    await expect.poll(async () => (await fetch(`${stack.baseURL}/v2/api/tickets`)).status).toBe(503);
    const down = await fetch(`${stack.baseURL}/v2/api/tickets`);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(down.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await down.json()).toMatchObject({ code: 'upstream_unreachable' });
    expect((await fetch(`${stack.baseURL}/readyz`)).status).toBe(503);
    const upgrade = await upgradeAnswer(stack.baseURL, '/v2/api/socket.io/?EIO=4&transport=websocket');
    expect(upgrade.status).toBe(503);
    expect(upgrade.headers['retry-after']).toBe('5');
  });

  await test.step('the supervisor logs the exit and starts the api again; ready within 10 s', async () => {
    await expect.poll(async () => (await fetch(`${stack.baseURL}/readyz`)).status, { timeout: 30_000, intervals: [100] }).toBe(200);
    const backAfterMs = Date.now() - killedAt;
    test.info().annotations.push({ type: 'api back after', description: `${backAfterMs} ms` });
    const lines = stack.lines().filter((line) => line.msg !== 'request').map((line) => JSON.stringify(line));
    expect(backAfterMs, lines.slice(-30).join('\n')).toBeLessThan(10_000);
    const exits = stack.supervisor('child exited');
    expect(exits).toEqual([expect.objectContaining({ level: 'error', child: 'api', pid, code: null, signal: 'SIGKILL', restartInMs: 1000 })]);
    const restarted = stack.supervisor('child started').filter((line) => line.child === 'api');
    expect(restarted).toHaveLength(2);
    expect(restarted[1]).toMatchObject({ restarts: 1 });
    expect(restarted[1]!.pid).not.toBe(pid);
  });

  const samples = await watch.stop();
  await test.step('the edge answered /healthz and a page, 200 every time, throughout the outage', async () => {
    const during = samples.filter((sample) => sample.at >= killedAt);
    expect(during.filter((sample) => sample.path === '/healthz').length).toBeGreaterThan(15);
    expect(during.filter((sample) => sample.path === '/v2/app/ticket').length).toBeGreaterThan(15);
    expect(samples.filter((sample) => sample.status !== 200)).toEqual([]);
  });

  await test.step('events published before the console reconnected, and after, all reach it', async () => {
    await createTicket(context, 'After the restart one');
    await createTicket(context, 'After the restart two');
    // Not there without the socket: what brings them is the reconnection's catch-up.
    await page.waitForTimeout(1_000);
    expect(sockets.state.handshakes).toBe(1);
    await expect(row(page, 'After the restart one')).toHaveCount(0);
    sockets.restore();
    // socket.io reconnects by itself, to the new api process, with the jwt the console already had.
    await expect.poll(() => sockets.state.handshakes, { timeout: 15_000 }).toBe(2);
    await expect(row(page, 'After the restart one')).toBeVisible();
    await expect(row(page, 'After the restart two')).toBeVisible();
    await createTicket(context, 'After the reconnect');
    await expect(row(page, 'After the reconnect')).toBeVisible();
    await expect(row(page, 'Before the crash')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  await context.close();
});
