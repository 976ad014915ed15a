import { expect, test, type BrowserContext } from '@playwright/test';
import { admin } from './support/admin';
import { submitLogin } from './support/login';
import { api, closeDialogs, controlSockets, expectAccessible, notes, permissionAsked, signIn, sounds, watchNotifications } from './support/realtime';

// Tickets "created elsewhere" come from a colleague: a user's own changes never notify them (actorId).
const MATE = { email: 'colleague.notify@example.test', password: 'e2e-Mate-Passw0rd!', name: 'colleague' };
let mate: BrowserContext;

test.beforeAll(async ({ browser }) => {
  const own = await browser.newContext();
  await signIn(await own.newPage());
  const auth = (await (await own.request.get('/v2/api/auth')).json()) as { workspace: { id: string } };
  await own.close();
  await admin('user', 'create', '--email', MATE.email, '--password', MATE.password, '--name', MATE.name);
  await admin('member', 'add', '--workspace', auth.workspace.id, '--email', MATE.email, '--role', 'Administrator');
  mate = await browser.newContext();
  const page = await mate.newPage();
  await page.goto('/v2/home');
  await submitLogin(page, MATE.email, MATE.password);
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.close();
});
test.afterAll(() => mate.close());

interface Ticket {
  id: string;
  number: number;
}

const createTicket = async (context: Parameters<typeof api>[0], subject: string) =>
  (await api(context, 'POST', '/tickets', { subject, channel: 'EMAIL' })) as Ticket;

test.describe('desktop notifications', () => {
  test('permission is asked from a click on the banner, never on load', async ({ page, context }) => {
    await watchNotifications(context);
    await signIn(page);
    await closeDialogs(page);

    const banner = page.getByRole('region', { name: 'Desktop notifications' });
    await expect(banner.getByRole('button', { name: 'Enable desktop notifications' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await permissionAsked(page)).toBe(0);
    await expectAccessible(page, 'the notifications banner');

    await banner.getByRole('button', { name: 'Enable desktop notifications' }).click();
    await expect.poll(() => permissionAsked(page)).toBe(1);
  });

  test('a ticket created elsewhere reaches the page through the socket: its notification, with sound, closed after 5 s', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await watchNotifications(context);
    await page.clock.install();
    const sockets = await controlSockets(page);
    await signIn(page);
    await sockets.live(1);
    await expect(page.getByRole('button', { name: 'Enable desktop notifications' })).toHaveCount(0);

    const ticket = await createTicket(mate, 'Printer on fire');

    await expect.poll(async () => (await notes(page)).map((n) => n.title)).toEqual([`New Ticket #${ticket.number}`]);
    expect((await notes(page))[0]!.body).toBe('Email');
    expect((await sounds(page)).some((src) => src.endsWith('/v2/sounds/notification.wav'))).toBe(true);

    await page.clock.runFor(4_500);
    expect((await notes(page))[0]!.closedAt).toBeNull();
    await page.clock.runFor(600);
    await expect.poll(async () => (await notes(page))[0]!.closedAt).not.toBeNull();

    await api(mate, 'POST', `/tickets/${ticket.id}/status`, { status: 'hold' });
    await expect.poll(async () => (await notes(page)).map((n) => n.title)).toEqual([
      `New Ticket #${ticket.number}`,
      `Ticket #${ticket.number} changed it status to Hold`,
    ]);
    await page.clock.runFor(2_100);
    await api(mate, 'POST', `/tickets/${ticket.id}/status`, { status: 'solved' });
    await expect.poll(async () => (await notes(page)).at(-1)?.title).toBe(`Ticket #${ticket.number} is solved`);

    // The user's own change, past the 2 s spacing: nothing to tell them.
    await page.clock.runFor(2_100);
    const shown = (await notes(page)).length;
    await api(context, 'POST', `/tickets/${ticket.id}/status`, { status: 'hold' });
    await page.waitForTimeout(1_500);
    expect((await notes(page)).length).toBe(shown);
  });

  test('a burst of ticket events gives only the notifications the 2 s spacing allows', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await watchNotifications(context);
    await page.clock.install();
    const sockets = await controlSockets(page);
    await signIn(page);
    await sockets.live(1);

    const burst = [];
    for (let i = 0; i < 10; i++) burst.push(await createTicket(mate, `Burst ${i}`));
    await expect.poll(async () => (await notes(page)).length).toBe(1);
    await page.waitForTimeout(500);
    expect((await notes(page)).map((n) => n.title)).toEqual([`New Ticket #${burst[0]!.number}`]);

    await page.clock.runFor(2_000);
    const later = await createTicket(mate, 'After the gap');
    await expect.poll(async () => (await notes(page)).map((n) => n.title)).toEqual([
      `New Ticket #${burst[0]!.number}`,
      `New Ticket #${later.number}`,
    ]);
  });

  test('events published while the connection was down arrive after the reconnect', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await watchNotifications(context);
    const sockets = await controlSockets(page);
    await signIn(page);
    await sockets.live(1);

    await sockets.cut();
    await expect.poll(async () => (await notes(page)).map((n) => n.title)).toEqual(['You have been disconnected to the chat server']);
    const missed = await createTicket(mate, 'Sent while offline');
    await page.waitForTimeout(2_500);
    expect((await notes(page)).map((n) => n.title)).toEqual(['You have been disconnected to the chat server']);

    sockets.restore();
    await expect.poll(() => sockets.state.handshakes, { timeout: 15_000 }).toBe(2);
    await expect.poll(async () => (await notes(page)).map((n) => n.title)).toEqual([
      'You have been disconnected to the chat server',
      `New Ticket #${missed.number}`,
    ]);
  });

  test("says 'connected' when the connection comes back", async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await watchNotifications(context);
    const sockets = await controlSockets(page);
    await signIn(page);
    await sockets.live(1);

    await sockets.cut();
    await page.waitForTimeout(2_500);
    sockets.restore();
    await expect.poll(async () => (await notes(page)).map((n) => n.title), { timeout: 15_000 }).toEqual([
      'You have been disconnected to the chat server',
      'You have been connected to the chat server',
    ]);
  });
});
