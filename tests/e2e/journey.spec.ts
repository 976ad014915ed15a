// The whole journey against the real stack: a visitor writes in the web chat widget on a website of the
// test's own; the agent sees it live in /app/chat and answers; the visitor sees the answer; the ticket
// the message opened is assigned and solved in /app/ticket; the contact page shows the history.
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { expectLoginPage, submitLogin } from './support/login';
import { personWithWorkspace } from './support/people';

test.use({ viewport: { width: 1280, height: 800 }, permissions: ['notifications'] });

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** The web chat's channel type: the product code of the test stack's configuration. */
const WEBCHAT = 'CHATOMNIWEBCHAT';

/** A shop's page with the one-line embed snippet, on another origin (localhost) than the stack (127.0.0.1). */
async function website(stackOrigin: string, publicId: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Corner bakery</title></head>
<body><main><h1>Corner bakery</h1><p>Fresh bread every morning.</p></main>
<script src="${stackOrigin}/v2/webchat.js" data-channel="${publicId}" async></script></body></html>`;
  const server: Server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://localhost:${port}/`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const conversations = (page: Page) => page.getByRole('listbox', { name: 'Conversations' });

test('a visitor writes on a website, the agent answers live, the ticket is solved, and the contact shows it all', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const person = await personWithWorkspace('journey');
  await page.goto('/v2/app/chat');
  await expectLoginPage(page);
  await submitLogin(page, person.email, person.password);
  await expect(page.getByTestId('user-name')).toBeVisible();
  if (!page.url().endsWith('/v2/app/chat')) await page.goto('/v2/app/chat');
  await expect(page.getByText('No result.')).toBeVisible();

  const created = await page.request.post('/v2/api/channels', { data: { type: WEBCHAT, name: 'Bakery website', settings: {} }, headers: XHR });
  expect(created.status(), await created.text()).toBe(200);
  const channel = ((await created.json()) as { data: { publicId: string } }).data;
  const site = await website(baseURL!, channel.publicId);
  const visitorContext = await browser.newContext();
  try {
    const shop = await visitorContext.newPage();
    await shop.goto(site.url);
    // The caption is the default one: 'Chat Us'.
    await shop.getByRole('button', { name: 'Chat Us' }).click();
    const chat = shop.frameLocator('iframe[title="Chat window"]');
    const visitorLog = chat.getByRole('log', { name: 'Conversation' });
    const box = chat.getByRole('textbox', { name: 'Message' });
    await box.fill('Do you have rye bread today?');
    await box.press('Enter');
    await expect(visitorLog.getByText('Do you have rye bread today?')).toBeVisible();

    await test.step('the agent sees it arrive live in the open chat list, and answers', async () => {
      const row = conversations(page).getByRole('option', { name: /Web visitor/ });
      await expect(row).toContainText('Do you have rye bread today?');
      await expect(row).toContainText('Webchat');
      await row.click();
      await expect(page.getByTestId('message').filter({ hasText: 'Do you have rye bread today?' })).toHaveClass(/msg--inbound/);
      const reply = page.getByRole('textbox', { name: /^Reply to Web visitor/ });
      await reply.fill('Yes, fresh from the oven at 10.');
      await reply.press('Enter');
      await expect(reply).toHaveValue('');
    });

    await test.step('the visitor sees the answer, and the agent sees it read', async () => {
      await expect(visitorLog.getByText('Yes, fresh from the oven at 10.')).toBeVisible();
      const answer = page.getByTestId('message').filter({ hasText: 'Yes, fresh from the oven at 10.' });
      await expect(answer.getByTestId('delivery-state')).toHaveText('Read');
    });

    const contactName = (await page.getByRole('heading', { level: 2, name: /^Web visitor/ }).textContent())!;
    const ticketLink = page.getByTestId('ticket-link');
    const ticketText = (await ticketLink.textContent())!;
    const ticketNumber = ticketText.replace('Ticket #', '');

    await test.step('the ticket the message opened is assigned and solved in /app/ticket', async () => {
      await ticketLink.click();
      await expect(page).toHaveURL(/\/v2\/app\/ticket\?ticket=[0-9a-f-]{36}$/);
      const detail = page.getByRole('complementary', { name: new RegExp(`^#${ticketNumber} `) });
      await expect(detail).toBeVisible();
      await detail.getByLabel('Assignee').selectOption({ label: person.name });
      await expect(detail.getByText(`assigned the ticket to ${person.name}`).or(detail.getByText('reassigned the ticket'))).toBeVisible();
      await detail.getByLabel('Status').selectOption({ label: 'Solved' });
      await expect(detail.getByText(/changed the status from .+ to Solved/)).toBeVisible();
    });

    await test.step('the contact page shows the conversation and the solved ticket', async () => {
      await page.goto('/v2/app/contact');
      await page.getByLabel('Search').fill(contactName);
      const link = page.getByRole('list', { name: 'Contact list' }).getByRole('link', { name: new RegExp(contactName) });
      await link.click();
      const contact = page.getByRole('article', { name: contactName });
      await expect(contact.locator('.contact-identities')).toContainText('Webchat');
      const history = contact.getByRole('region', { name: /^Conversations/ });
      await expect(history.getByRole('link', { name: /Yes, fresh from the oven at 10\./ })).toHaveAttribute('href', /^\/v2\/app\/chat\?conversation=[0-9a-f-]{36}$/);
      const tickets = contact.getByRole('region', { name: /^Tickets/ });
      await expect(tickets.getByRole('link', { name: new RegExp(`#${ticketNumber}`) })).toContainText('Solved');
      await expect(tickets.getByRole('link', { name: new RegExp(`#${ticketNumber}`) })).toContainText(person.name);
    });
  } finally {
    await visitorContext.close();
    await site.close();
  }
});
