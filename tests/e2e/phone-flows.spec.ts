// The main flows on a 390x844 phone (the 'phone' project), by touch: answer a chat with a file, change a
// ticket, open a contact. Each list gives way to what it opens, with a back control, as chat does.
import { createServer, type Server } from 'node:http';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectLoginPage, submitLogin } from './support/login';
import { personWithWorkspace } from './support/people';
import { expectFits } from './support/screenFit';
import { sendSigned } from './support/webhook';

test.use({ permissions: ['notifications'] });

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function signIn(page: Page, who: { email: string; password: string }, path: string) {
  await page.goto(path);
  await expectLoginPage(page);
  await submitLogin(page, who.email, who.password);
  await expect(page.getByRole('button', { name: /^Profile menu of / })).toBeVisible();
  if (!page.url().endsWith(path)) await page.goto(path);
}

async function webhookChannel(request: APIRequestContext, url: string) {
  const res = await request.post('/v2/api/channels', { data: { type: 'WEBHOOK', name: 'Shop', settings: { url } }, headers: XHR });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { publicId: string; secret: string } }).data;
}

/** The customer's system: takes the agent's replies. */
async function receiver() {
  const bodies: { attachments?: { name: string }[] }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      bodies.push(JSON.parse(raw) as { attachments?: { name: string }[] });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/hook`, bodies, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('a chat answered with a file, by touch', async ({ page }) => {
  test.setTimeout(60_000);
  const customerSystem = await receiver();
  try {
    const person = await personWithWorkspace('phonechat');
    await signIn(page, person, '/v2/app/chat');
    const channel = await webhookChannel(page.request, customerSystem.url);
    await sendSigned(page.request, channel, { id: 'pc-1', from: { id: 'cust-pc', name: 'Ivo Petrov' }, text: 'Can you send me the label?' });

    const list = page.getByRole('listbox', { name: 'Conversations' });
    await list.getByRole('option', { name: /Ivo Petrov/ }).tap();
    await expect(page).toHaveURL(/\/v2\/app\/chat\?conversation=/);
    // The conversation replaces the list, with the way back above it.
    await expect(list).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to conversations' })).toBeVisible();
    const attach = page.getByRole('button', { name: 'Attach' });
    const send = page.getByRole('button', { name: 'Send' });
    await expect(attach).toBeInViewport({ ratio: 1 });
    await expect(send).toBeInViewport({ ratio: 1 });
    await expectFits(page, 'the open conversation');

    await page.getByTestId('composer-files').setInputFiles([{ name: 'label.png', mimeType: 'image/png', buffer: PNG }]);
    await expect(page.getByRole('list', { name: 'Attached files' }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('textbox', { name: /^Reply to/ }).fill('Here it is');
    await expect(send).toBeInViewport({ ratio: 1 });
    await send.tap();

    const answer = page.getByTestId('message').filter({ hasText: 'Here it is' });
    await expect(answer.getByTestId('delivery-state')).toHaveText('Sent', { timeout: 15_000 });
    expect(customerSystem.bodies[0]?.attachments?.map((file) => file.name)).toEqual(['label.png']);
    await expect(answer.getByRole('button', { name: 'Open image label.png' })).toBeVisible();
    await expectFits(page, 'the conversation with the answer and its image');

    await page.getByRole('link', { name: 'Back to conversations' }).tap();
    await expect(list.getByRole('option', { name: /Ivo Petrov/ })).toBeVisible();
    await expect(page).toHaveURL(/\/v2\/app\/chat$/);
  } finally {
    await customerSystem.close();
  }
});

test('a ticket changed and a contact opened, by touch', async ({ page }) => {
  test.setTimeout(60_000);
  const person = await personWithWorkspace('phoneticket');
  await signIn(page, person, '/v2/app/ticket');
  const channel = await webhookChannel(page.request, 'http://127.0.0.1:9/replies');
  await sendSigned(page.request, channel, { id: 'pt-1', from: { id: 'cust-pt', name: 'Rosa Diaz', email: 'rosa@example.com' }, text: 'My parcel arrived broken' });
  await page.reload();

  await test.step('the filters fold behind a button that counts them', async () => {
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Status/ })).toBeHidden();
    await filters.tap();
    const status = page.getByRole('button', { name: /^Status/ });
    await status.tap();
    await page.getByRole('group', { name: 'Status' }).getByRole('checkbox', { name: 'Unassigned' }).check();
    await expect(page).toHaveURL(/status=unassigned/);
    await expectFits(page, 'the ticket filters with a choice open');
    await page.getByRole('button', { name: 'Fewer filters' }).tap();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(status).toBeHidden();
  });

  await test.step('the ticket replaces the list; its priority changes; back to the list', async () => {
    const list = page.getByRole('listbox', { name: 'Tickets' });
    await list.getByRole('option', { name: /My parcel arrived broken/ }).tap();
    await expect(list).toBeHidden();
    const detail = page.getByRole('complementary');
    await expect(detail.getByRole('heading', { level: 2 })).toHaveText('#1 My parcel arrived broken');
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeHidden();
    await expectFits(page, 'the open ticket');

    await detail.getByLabel('Priority').selectOption({ label: 'High Priority' });
    await expect(detail.getByLabel('Priority')).toHaveValue('high');
    await expect(detail.getByLabel('Priority')).toBeEnabled();
    await page.getByRole('button', { name: 'Back to tickets' }).tap();
    await expect(detail).toBeHidden();
    await expect(list.getByRole('option', { name: /My parcel arrived broken/ })).toContainText('High Priority');
    await expect(page).toHaveURL(/\/v2\/app\/ticket\?status=unassigned$/);
  });

  await test.step('the contact opens from the list, its dialog fits, and the list comes back', async () => {
    await page.getByRole('button', { name: 'Open navigation' }).tap();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).tap();
    await page.getByRole('main').getByRole('link', { name: 'Contact', exact: true }).tap();
    const contacts = page.getByRole('list', { name: 'Contact list' });
    await contacts.getByRole('link', { name: /Rosa Diaz/ }).tap();
    const contact = page.getByRole('article', { name: 'Rosa Diaz' });
    await expect(contact).toBeVisible();
    await expect(contact).toContainText('rosa@example.com');
    await expect(contacts).toBeHidden();
    await expect(contact.getByRole('link', { name: /My parcel arrived broken/ }).first()).toBeVisible();
    await expectFits(page, 'the open contact');

    await contact.getByRole('button', { name: 'Edit' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Edit contact' });
    await expect(dialog).toBeVisible();
    await expectFits(page, 'the contact edit dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'Back to contacts' }).tap();
    await expect(contacts.getByRole('link', { name: /Rosa Diaz/ })).toBeVisible();
    await expect(contact).toBeHidden();
  });
});
