// The console's keyboard against the real stack (issue 11): '?' lists every shortcut of the registry and
// each one does what the list says; no single key fires while typing; j/k move in the tickets, chat and
// contacts lists and Enter opens without an arrow key first; Ctrl+K's palette goes to pages, a ticket by
// number and a contact by name, and assigns and resolves what is open, all from the keyboard, checked
// against what the api then holds; axe finds no serious violation in the sheet or the palette.
import { expect, test, type Page } from '@playwright/test';
import { SHORTCUTS } from '../../src/features/keyboard/shortcuts';
import { workspaceWithWork, XHR } from './support/inboxWork';
import { expectAccessible } from './support/realtime';

// Notifications already allowed: the banner asking for them stays away.
test.use({ viewport: { width: 1280, height: 800 }, permissions: ['notifications'] });

const tickets = (page: Page) => page.getByRole('listbox', { name: 'Tickets' });
const detail = (page: Page) => page.getByRole('complementary');
const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const combobox = (page: Page) => palette(page).getByRole('combobox');

async function apiData<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url, { headers: XHR });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

async function newTicket(page: Page, subject: string): Promise<{ id: string; number: number }> {
  const res = await page.request.post('/v2/api/tickets', { data: { subject }, headers: XHR });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { id: string; number: number } }).data;
}

/** Leaves whatever field has the focus, so the next key is read by the page. */
const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

test('? lists every shortcut; each one does what the list says; none fires while typing', async ({ page }) => {
  // Several pages and steps in one session: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await workspaceWithWork(page, 'kbsheet', '/v2/app/ticket');
  await expect(tickets(page).getByRole('option')).not.toHaveCount(0);

  await test.step('the cheat sheet is the registry, keys and all', async () => {
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet).toBeVisible();
    await expect(sheet.locator('[data-shortcut]')).toHaveCount(Object.keys(SHORTCUTS).length);
    for (const [id, shortcut] of Object.entries(SHORTCUTS)) {
      await expect(sheet.locator(`[data-shortcut="${id}"]`), id).toContainText(shortcut.description);
    }
    await expect(sheet.locator('[data-shortcut="openPalette"] kbd')).toHaveText(['Ctrl', 'K']);
    await expect(sheet.locator('[data-shortcut="goTickets"]')).toContainText('G then T');
    await expectAccessible(page, 'the shortcut cheat sheet');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });

  await test.step("the Help menu's 'Keyboard shortcuts' opens it too, for those who do not know '?'", async () => {
    const help = page.getByRole('button', { name: 'Help' });
    await help.click();
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(help).toBeFocused();
  });

  await test.step('no single key fires while typing; Ctrl+K does', async () => {
    const search = page.locator('main input[type="search"]');
    await search.click();
    await page.keyboard.type('?jkgt/');
    await expect(search).toHaveValue('?jkgt/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/v2\/app\/ticket\?q=/);
    await page.keyboard.press('Control+k');
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await search.fill('');
  });

  await test.step('g then c, h, t go to Chat, Home and Tickets; / goes to the search field', async () => {
    await blur(page);
    await page.keyboard.press('g');
    await page.keyboard.press('c');
    await expect(page).toHaveURL(/\/v2\/app\/chat$/);
    await page.keyboard.press('g');
    await page.keyboard.press('h');
    await expect(page).toHaveURL(/\/v2\/home$/);
    await page.keyboard.press('g');
    await page.keyboard.press('t');
    await expect(page).toHaveURL(/\/v2\/app\/ticket$/);
    await expect(tickets(page).getByRole('option')).not.toHaveCount(0);
    await page.keyboard.press('/');
    await expect(page.locator('main input[type="search"]')).toBeFocused();
    await expect(page.locator('main input[type="search"]')).toHaveValue('');
  });

  await test.step('j and k move in the list, Enter opens the current row', async () => {
    await blur(page);
    const options = tickets(page).getByRole('option');
    await page.keyboard.press('j');
    await expect(tickets(page)).toBeFocused();
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('j');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('k');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    const first = (await options.nth(0).getAttribute('id'))!.replace(/^ticket-row-/, '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`ticket=${first}$`));
    await expect(detail(page).getByRole('heading', { level: 2 })).toBeVisible();
  });
});

test('Enter opens without an arrow key first, and j/k work in the chat and contacts lists too', async ({ page }) => {
  // Several pages and steps in one session: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const work = await workspaceWithWork(page, 'kblists', '/v2/app/ticket');
  const options = tickets(page).getByRole('option');
  await expect(options).not.toHaveCount(0);

  await test.step('tickets: focus the list, Enter opens the first row', async () => {
    await tickets(page).focus();
    const first = (await options.nth(0).getAttribute('id'))!.replace(/^ticket-row-/, '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`ticket=${first}$`));
  });

  await test.step('chat: j then Enter opens the conversation', async () => {
    await page.goto('/v2/app/chat');
    const conversations = page.getByRole('listbox', { name: 'Conversations' });
    await expect(conversations.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('j');
    await expect(conversations).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`conversation=${work.conversationId}$`));
    await expect(page.getByRole('heading', { name: 'Rosa Diaz' })).toBeVisible();
  });

  await test.step('contacts: j focuses the first contact, Enter opens it', async () => {
    await page.goto('/v2/app/contact');
    const first = page.getByRole('list', { name: 'Contact list' }).getByRole('link').first();
    await expect(first).toContainText('Rosa Diaz');
    await page.keyboard.press('j');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`contact=${work.contactId}$`));
  });
});

test('Ctrl+K: a ticket by number, a contact by name, a page, and resolve the open ticket, keyboard only', async ({ page }) => {
  // Several pages and steps in one session: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const work = await workspaceWithWork(page, 'kbpalette', '/v2/app/ticket');
  const other = await newTicket(page, 'Scanner jammed');
  const printer = await apiData<{ ticket: { number: number; subject: string } }>(page, `/v2/api/tickets/${work.ticketId}`);

  await test.step('a ticket by its number, typed at once: nothing typed while the palette loads is lost', async () => {
    await page.goto('/v2/app/ticket');
    await expect(tickets(page).getByRole('option')).toHaveCount(3);
    await page.keyboard.press('Control+k');
    await page.keyboard.type(`#${other.number}`);
    await expect(combobox(page)).toBeFocused();
    await expect(combobox(page)).toHaveValue(`#${other.number}`);
    const option = palette(page).getByRole('option', { name: `#${other.number} Scanner jammed` });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(palette(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`ticket=${other.id}$`));
  });

  await test.step("resolve the open ticket: the api holds it as solved", async () => {
    await page.goto(`/v2/app/ticket?ticket=${work.ticketId}`);
    await expect(detail(page).getByRole('heading', { name: `#${printer.ticket.number} Printer on fire` })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('resolve');
    await expect(palette(page).getByRole('option', { name: `Resolve ticket #${printer.ticket.number}` })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, 'the command palette');
    await page.keyboard.press('Enter');
    await expect(detail(page).getByLabel('Status')).toHaveValue('solved');
    expect((await apiData<{ ticket: { status: string } }>(page, `/v2/api/tickets/${work.ticketId}`)).ticket.status).toBe('solved');
  });

  await test.step('a contact by name, then a page, moving with the arrows', async () => {
    await page.keyboard.press('Control+k');
    await page.keyboard.type('rosa');
    await expect(palette(page).getByRole('group', { name: 'Contacts' }).getByRole('option', { name: /Rosa Diaz/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/v2/app/contact\\?contact=${work.contactId}$`));

    await page.keyboard.press('Control+k');
    await page.keyboard.type('h');
    const options = palette(page).getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await combobox(page).fill('chat');
    await expect(options).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/v2\/app\/chat$/);
  });

});

test('Ctrl+K on an open conversation: assign it to me and resolve it; Escape gives the focus back', async ({ page }) => {
  const work = await workspaceWithWork(page, 'kbchat', `/v2/app/chat`);

  await test.step('assign the open conversation to me and resolve it: the api holds both', async () => {
    await page.goto(`/v2/app/chat?conversation=${work.conversationId}`);
    await expect(page.getByRole('heading', { name: 'Rosa Diaz' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('assign me');
    await expect(palette(page).getByRole('option').first()).toHaveText('Assign conversation with Rosa Diaz to me');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Assignee')).toHaveValue(/.+/);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('resolve');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
    const conversation = await apiData<{ conversation: { status: string; assigneeId: string | null } }>(page, `/v2/api/conversations/${work.conversationId}`);
    const auth = (await (await page.request.get('/v2/api/auth', { headers: XHR })).json()) as { user: { id: string } };
    expect(conversation.conversation.status).toBe('resolved');
    expect(conversation.conversation.assigneeId).toBe(auth.user.id);
  });

  await test.step('Escape closes the palette and gives the focus back', async () => {
    const reopen = page.getByRole('button', { name: 'Reopen' });
    await reopen.focus();
    await page.keyboard.press('Control+k');
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await expect(reopen).toBeFocused();
  });
});
