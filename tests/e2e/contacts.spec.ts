// /app/contact against the real stack: contacts arrive as a real webhook channel's inbound messages,
// then the agent searches, opens, edits and merges them, with live updates, at 1280×800, by keyboard,
// and axe-core finds no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectLoginPage, submitLogin } from './support/login';
import { personWithWorkspace, type Person } from './support/people';
import { sendSigned } from './support/webhook';

// Notifications already allowed: the banner asking for them would cover the detail's corner.
test.use({ viewport: { width: 1280, height: 800 }, permissions: ['notifications'] });

interface WebhookChannel {
  publicId: string;
  secret: string;
}

interface Sender {
  id: string;
  name?: string;
  email?: string;
  phone?: string;
}

let messageSeq = 0;

/** A customer's message as the webhook channel receives it: JSON signed with the channel's secret. */
async function inbound(request: APIRequestContext, channel: WebhookChannel, from: Sender, text: string) {
  await sendSigned(request, channel, { id: `m-${Date.now()}-${++messageSeq}`, from, text });
}

async function signIn(page: Page, person: Person) {
  await page.goto('/v2/app/contact');
  await expectLoginPage(page);
  await submitLogin(page, person.email, person.password);
  // Spec §5: the login continues to the chat app.
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/v2/app/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
}

/** The agent's own session creates the channel (an Administrator sees its secret). */
async function webhookChannel(page: Page): Promise<WebhookChannel> {
  const res = await page.request.post('/v2/api/channels', {
    data: { type: 'WEBHOOK', name: 'Shop backend', settings: { url: 'http://127.0.0.1:9/replies' } },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { data } = (await res.json()) as { data: WebhookChannel };
  return data;
}

async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `${what} has accessibility violations`).toEqual([]);
}

const list = (page: Page) => page.getByRole('list', { name: 'Contact list' });
const count = (page: Page) => page.getByTestId('contact-count');
const detail = (page: Page, name: string) => page.getByRole('article', { name });

test('contacts: search, open, edit, merge, live updates, keyboard and axe at 1280×800', async ({ page, request }) => {
  test.setTimeout(120_000);
  const person = await personWithWorkspace('contacts');
  await signIn(page, person);
  const channel = await webhookChannel(page);
  await inbound(request, channel, { id: 'ada-1', name: 'Ada Lovelace', email: 'ada@example.com' }, 'My order never arrived.');
  await inbound(request, channel, { id: 'ada-2', name: 'Ada L.', phone: '+44 20 7946 0958' }, 'Hello again, about that order');
  await inbound(request, channel, { id: 'grace', name: 'Grace <b>Hopper</b>', email: 'grace@example.com' }, '<script>alert(1)</script>');

  await page.reload();
  await expect(count(page)).toHaveText('3 contacts');
  await expect(list(page).getByText('No more data.')).toBeVisible();
  // Customer text is text: the markup shows as typed and is never interpreted.
  await expect(list(page).getByText('Grace <b>Hopper</b>')).toBeVisible();
  await expectAccessible(page, 'the contact list');

  await test.step('search by name prefix, by exact phone, and find nothing', async () => {
    await page.getByLabel('Search').fill('gra');
    await expect(count(page)).toHaveText('1 contact');
    await expect(list(page).getByRole('link')).toHaveCount(1);
    await page.getByLabel('Search').fill('+44 20 7946 0958');
    await expect(list(page).getByRole('link')).toHaveText([/Ada L\./]);
    await page.getByLabel('Search').fill('nobody-here');
    await expect(list(page).getByText('No result.')).toBeVisible();
    await expect(count(page)).toHaveText('0 contacts');
    await page.getByLabel('Search').fill('');
    await expect(count(page)).toHaveText('3 contacts');
  });

  await test.step('open a contact with the keyboard and see its channel, conversation and ticket', async () => {
    await page.getByRole('combobox', { name: 'Tag' }).focus();
    await page.keyboard.press('Tab');
    await expect(list(page).getByRole('link').first()).toBeFocused();
    const ada = list(page).getByRole('link', { name: /Ada Lovelace/ });
    await ada.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/v2\/app\/contact\?contact=[0-9a-f-]{36}$/);
    const pane = detail(page, 'Ada Lovelace');
    await expect(pane.getByText('ada@example.com')).toBeVisible();
    await expect(pane.getByRole('heading', { name: 'Channels' })).toBeVisible();
    await expect(pane.locator('.contact-identities .channel-badge img')).toHaveAttribute('src', '/v2/channels/webhook.svg');
    await expect(pane.locator('.contact-identities')).toContainText('Webhook');
    await expect(pane.locator('.contact-identities')).toContainText('ada-1');
    const conversations = pane.getByRole('region', { name: /^Conversations/ });
    await expect(conversations.getByRole('link', { name: /My order never arrived\./ })).toHaveAttribute('href', /^\/v2\/app\/chat\?conversation=[0-9a-f-]{36}$/);
    const tickets = pane.getByRole('region', { name: /^Tickets/ });
    await expect(tickets.getByRole('link', { name: /My order never arrived\./ })).toHaveAttribute('href', /^\/v2\/app\/ticket\?ticket=[0-9a-f-]{36}$/);
    // The detail fits beside the list in the window: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    const box = await pane.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(1280);
    await expectAccessible(page, 'the contact detail');
  });

  await test.step('edit: the form refuses bad input, then saves and the list and detail follow', async () => {
    await detail(page, 'Ada Lovelace').getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit contact' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'the edit dialog');
    await dialog.getByLabel('Name').fill('');
    await dialog.getByLabel(/^Phone/).fill('call me');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Required')).toBeVisible();
    await expect(dialog.getByText('Use digits, spaces, +, - and parentheses')).toBeVisible();
    await dialog.getByLabel('Name').fill('Ada King');
    await dialog.getByLabel(/^Phone/).fill('+44 1234');
    await dialog.getByLabel(/^Tags/).fill('vip, press, VIP');
    await dialog.getByLabel(/^Notes/).fill('Prefers e-mail.\nCountess of Lovelace.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const pane = detail(page, 'Ada King');
    await expect(pane.getByText('+44 1234')).toBeVisible();
    await expect(pane.getByRole('button', { name: 'Show contacts tagged vip' })).toBeVisible();
    await expect(pane.getByRole('button', { name: 'Show contacts tagged press' })).toBeVisible();
    await expect(pane.getByText('Countess of Lovelace.')).toBeVisible();
    await expect(list(page).getByRole('link').first()).toContainText('Ada King');

    await pane.getByRole('button', { name: 'Show contacts tagged vip' }).click();
    await expect(page.getByRole('combobox', { name: 'Tag' })).toHaveValue('vip');
    await expect(count(page)).toHaveText('1 contact');
    await page.getByRole('combobox', { name: 'Tag' }).fill('');
    await expect(count(page)).toHaveText('3 contacts');
  });

  await test.step('live: a new customer joins the list and a change made elsewhere shows at once', async () => {
    await inbound(request, channel, { id: 'linus', name: 'Linus Live' }, 'Hi there');
    await expect(list(page).getByRole('link', { name: /Linus Live/ })).toBeVisible();
    await expect(count(page)).toHaveText('4 contacts');
    const id = new URL(page.url()).searchParams.get('contact')!;
    // The same session, but not through this page: the page learns of it from the socket only.
    const res = await page.request.put(`/v2/api/contacts/${id}`, {
      data: { name: 'Ada King-Noel', email: 'ada@example.com', phone: '+44 1234', notes: 'Changed in another tab.', tags: ['vip'] },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(res.status(), await res.text()).toBe(200);
    await expect(detail(page, 'Ada King-Noel').getByText('Changed in another tab.')).toBeVisible();
    await expect(list(page).getByRole('link').first()).toContainText('Ada King-Noel');
    await inbound(request, channel, { id: 'ada-1' }, 'Any news?');
    await expect(detail(page, 'Ada King-Noel').getByRole('region', { name: /^Conversations/ }).getByRole('link', { name: /Any news\?/ })).toBeVisible();
  });

  await test.step('merge the duplicate into the contact shown, after a confirmation', async () => {
    const pane = detail(page, 'Ada King-Noel');
    await pane.getByRole('button', { name: 'Merge…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge contacts' });
    await expect(dialog.getByLabel('Search contacts')).toBeFocused();
    await page.keyboard.type('Ada');
    const candidates = dialog.getByRole('list', { name: 'Contacts to merge with' });
    await expect(candidates.getByRole('button')).toHaveText([/Ada L\./]);
    await expectAccessible(page, 'the merge dialog');
    await candidates.getByRole('button', { name: /Ada L\./ }).click();
    await expect(dialog).toContainText('Merge Ada L. into Ada King-Noel?');
    await expect(dialog).toContainText('Ada L. leaves the contact list. This cannot be undone.');
    await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(count(page)).toHaveText('3 contacts');
    await expect(list(page).getByRole('link', { name: /Ada L\./ })).toHaveCount(0);
    const kept = detail(page, 'Ada King-Noel');
    await expect(kept.locator('.contact-identities li')).toHaveCount(2);
    await expect(kept.getByText('+44 1234')).toBeVisible();
    await expect(kept.getByRole('region', { name: /^Conversations/ }).getByRole('link', { name: /Hello again, about that order/ })).toBeVisible();

    await page.reload();
    await expect(detail(page, 'Ada King-Noel').locator('.contact-identities li')).toHaveCount(2);
    await expect(count(page)).toHaveText('3 contacts');
  });
});

test('contacts: merging two contacts of the same name shows what tells them apart', async ({ page, request }) => {
  const person = await personWithWorkspace('twins');
  await signIn(page, person);
  const channel = await webhookChannel(page);
  await inbound(request, channel, { id: 'ada-shop', name: 'Ada Lovelace', email: 'ada@shop.example' }, 'Where is my order?');
  await inbound(request, channel, { id: 'ada-phone', name: 'Ada Lovelace', phone: '+44 20 7946 0958' }, 'Calling about my order');
  await page.reload();
  await expect(count(page)).toHaveText('2 contacts');
  await list(page).getByRole('link', { name: /Ada Lovelace/ }).filter({ hasText: 'ada@shop.example' }).click();
  const pane = detail(page, 'Ada Lovelace');
  await expect(pane.getByText('ada@shop.example')).toBeVisible();
  await pane.getByRole('button', { name: 'Merge…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge contacts' });
  await expect(dialog.locator('.contact-merge__shown')).toContainText('E-mail: ada@shop.example');
  await page.keyboard.type('Ada');
  const candidates = dialog.getByRole('list', { name: 'Contacts to merge with' });
  const twin = candidates.getByRole('button', { name: /Ada Lovelace/ });
  await expect(twin).toHaveCount(1);
  await expect(twin).toContainText('E-mail: None');
  await expect(twin).toContainText('Phone: +44 20 7946 0958');
  await expect(twin).toContainText('Channels: Webhook');
  await expect(twin.locator('time')).toHaveText(/just now|min ago/);
  await expectAccessible(page, 'the merge dialog with two of the same name');
  await twin.click();
  const table = dialog.getByRole('table', { name: 'What tells them apart' });
  await expect(table.getByRole('row', { name: /^E-mail/ })).toContainText('ada@shop.example');
  await expect(table.getByRole('row', { name: /^E-mail/ })).toContainText('None');
  await expect(table.getByRole('row', { name: /^Phone/ })).toContainText('+44 20 7946 0958');
  await expect(table.getByRole('row', { name: /^Channels/ })).toContainText('Webhook');
  await expect(table.getByRole('row', { name: /^Last wrote/ }).locator('time')).toHaveCount(2);
  await expectAccessible(page, 'the merge confirmation');
});

test('contacts: the list loads the next page as its end scrolls into view, then says there is no more', async ({ page, request }) => {
  test.setTimeout(120_000);
  const person = await personWithWorkspace('scroll');
  await signIn(page, person);
  const channel = await webhookChannel(page);
  for (let i = 1; i <= 35; i++) {
    await inbound(request, channel, { id: `c${i}`, name: `Customer ${String(i).padStart(2, '0')}` }, `Message ${i}`);
  }
  await page.reload();
  await expect(count(page)).toHaveText('35 contacts');
  await expect(list(page).getByRole('link')).toHaveCount(30);
  await expect(list(page).getByText('No more data.')).toHaveCount(0);
  await list(page).getByRole('link').last().scrollIntoViewIfNeeded();
  await list(page).getByRole('listitem').last().scrollIntoViewIfNeeded();
  await expect(list(page).getByRole('link')).toHaveCount(35);
  await expect(list(page).getByText('No more data.')).toBeVisible();
  await expect(list(page).getByRole('link').last()).toContainText('Customer 01');
});
