import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { admin } from './support/admin';
import { closeTeam, customerWrites, drawerCount, teamWithAgent } from './support/alerts';
import { submitLogin } from './support/login';
import { api, closeDialogs, controlSockets, expectAccessible, notes, permissionAsked, signIn, sounds, watchNotifications } from './support/realtime';

// Tickets "created elsewhere" come from a colleague: a user's own changes never notify them (actorId).
// Named per run: a worker restarted after a failure runs beforeAll again on the same stack.
const MATE = { email: `colleague.notify.${Date.now().toString(36)}@example.test`, password: 'e2e-Mate-Passw0rd!', name: 'colleague' };
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

test.describe('new work reaches every agent who may take it', () => {
  test("an Agent gets 'New Ticket #n', the drawer counts and the title's; reading clears them, a reload keeps them", async ({ browser, request }) => {
    test.setTimeout(60_000);
    const team = await teamWithAgent(browser, 'alerts', { permissions: ['notifications'] });
    try {
      const { page } = team.agent;
      await expect(page).toHaveTitle('Home – Omnichannel Inbox');
      await expect(drawerCount(page, 'chat')).toBeHidden();

      const conversationId = await customerWrites(request, team, 'Rosa Diaz', 'Where is my parcel?');

      await expect.poll(async () => (await notes(page)).map((n) => n.title)).toEqual([expect.stringMatching(/^New Ticket #\d+$/)]);
      await expect(drawerCount(page, 'chat')).toHaveText('1 unread');
      await expect(drawerCount(page, 'ticket')).toHaveText('1 unread');
      // The count describes the entry; its name stays 'Chat'.
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Chat', exact: true })).toHaveAccessibleDescription('1 unread');
      await expect(page).toHaveTitle('(2) Home – Omnichannel Inbox');
      // The Administrator, as before.
      await expect.poll(async () => (await notes(team.owner.page)).map((n) => n.title)).toEqual([expect.stringMatching(/^New Ticket #\d+$/)]);

      await customerWrites(request, team, 'Sam Okafor', 'My invoice is wrong');
      await expect(drawerCount(page, 'chat')).toHaveText('2 unread');
      await expect(page).toHaveTitle('(4) Home – Omnichannel Inbox');

      // Opening Rosa's conversation reads it, and her ticket with it.
      await nav.getByRole('link', { name: 'Chat', exact: true }).click();
      await page.getByRole('listbox', { name: 'Conversations' }).getByRole('option', { name: /Rosa Diaz/ }).click();
      await expect(page).toHaveURL(new RegExp(`conversation=${conversationId}`));
      await expect(drawerCount(page, 'chat')).toHaveText('1 unread');
      await expect(drawerCount(page, 'ticket')).toHaveText('1 unread');
      await expect(page).toHaveTitle('(2) Chat – Omnichannel Inbox');

      await page.goto('/v2/home');
      await expect(drawerCount(page, 'chat')).toHaveText('1 unread');
      await expect(drawerCount(page, 'ticket')).toHaveText('1 unread');
      await expect(page).toHaveTitle('(2) Home – Omnichannel Inbox');
    } finally {
      await closeTeam(team);
    }
  });

  test('a customer message plays the message sound even without desktop notifications; the sound setting is kept on the server', async ({ browser, request }) => {
    test.setTimeout(60_000);
    const team = await teamWithAgent(browser, 'sound');
    try {
      const { page } = team.agent;
      const messageSounds = async () => (await sounds(page)).filter((src) => src.endsWith('/v2/sounds/message.wav')).length;
      await customerWrites(request, team, 'Ann Lee', 'Hello there');
      await expect.poll(messageSounds).toBe(1);
      expect(await notes(page)).toEqual([]);

      await page.getByRole('button', { name: /^Profile menu of/ }).click();
      const setting = page.getByRole('combobox', { name: 'Sound for new messages' });
      await expect(setting).toHaveValue('all');
      await setting.selectOption('none');
      await expect.poll(async () => ((await api(team.agent.context, 'GET', '/alerts')) as { sound: string }).sound).toBe('none');

      await page.reload();
      await expect(drawerCount(page, 'chat')).toHaveText('1 unread');
      await page.getByRole('button', { name: /^Profile menu of/ }).click();
      await expect(page.getByRole('combobox', { name: 'Sound for new messages' })).toHaveValue('none');
      await customerWrites(request, team, 'Bo Chen', 'Anyone there?');
      await expect(drawerCount(page, 'chat')).toHaveText('2 unread');
      await page.waitForTimeout(500);
      expect(await messageSounds()).toBe(0);
    } finally {
      await closeTeam(team);
    }
  });
});

test.describe('the desktop-notification banner', () => {
  /** Whether the button is the element a tap on its centre reaches (nothing lies over it). */
  const reachable = (page: Page, name: string) =>
    page.getByRole('button', { name, exact: true }).evaluate((button) => {
      button.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const box = button.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && (top === button || button.contains(top));
    });

  test("covers neither Attach nor Send, on a desktop and on a 390x844 phone, and 'Not now' keeps it away for 30 days", async ({ browser, request }) => {
    test.setTimeout(60_000);
    const team = await teamWithAgent(browser, 'banner');
    try {
      const conversationId = await customerWrites(request, team, 'Cleo Park', 'Can you help?');
      const { page } = team.agent;
      const banner = page.getByRole('region', { name: 'Desktop notifications' });
      for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
        await page.setViewportSize(size);
        await page.goto(`/v2/app/chat?conversation=${conversationId}`);
        await expect(page.getByRole('textbox', { name: /^Reply to/ })).toBeVisible();
        if (size.width > 800) await expect(banner.getByRole('button', { name: 'Enable desktop notifications' })).toBeVisible();
        expect(await reachable(page, 'Attach'), `Attach at ${size.width}x${size.height}`).toBe(true);
        expect(await reachable(page, 'Send'), `Send at ${size.width}x${size.height}`).toBe(true);
      }

      await page.setViewportSize({ width: 1280, height: 800 });
      await page.clock.install();
      await page.goto('/v2/home');
      await banner.getByRole('button', { name: 'Not now' }).click();
      await expect(banner).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('user-name')).toBeVisible();
      await expect(banner).toHaveCount(0);
      await page.clock.setSystemTime(Date.now() + 29 * 24 * 3600_000);
      await page.reload();
      await expect(page.getByTestId('user-name')).toBeVisible();
      await expect(banner).toHaveCount(0);
      await page.clock.setSystemTime(Date.now() + 31 * 24 * 3600_000);
      await page.reload();
      await expect(banner.getByRole('button', { name: 'Enable desktop notifications' })).toBeVisible();
    } finally {
      await closeTeam(team);
    }
  });
});
