// The webhook channel in the real stack: an Administrator creates one on /settings/channel/WEBHOOK and
// sees its inbound URL and secret; a message signed with that secret lands in the inbox, and the
// agent's reply reaches the channel's URL (a receiver of the test's own), signed the same way.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectLoginPage, submitLogin } from './support/login';
import { personWithWorkspace } from './support/people';
import { signBody as sign } from './support/webhook';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

async function receiver() {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/replies`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function openWebhookSettings(page: Page, email: string, password: string) {
  await page.goto('/v2/home');
  await expectLoginPage(page);
  await submitLogin(page, email, password);
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/v2/settings/channel/WEBHOOK');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhook channel' })).toBeVisible();
}

test('an Administrator creates a webhook channel, sees its inbound URL and secret, and it carries messages both ways', async ({ page, baseURL }) => {
  const admin = await personWithWorkspace('hook');
  const shop = await receiver();
  try {
    await openWebhookSettings(page, admin.email, admin.password);
    await expect(page.getByText('No webhook channel yet.')).toBeVisible();
    await page.getByLabel('Channel name').fill('Shop backend');
    await page.getByLabel('Reply URL').fill(shop.url);
    await page.getByRole('button', { name: 'Create webhook channel' }).click();

    const card = page.getByRole('article', { name: 'Shop backend' });
    await expect(card).toBeVisible();
    const inbound = card.getByLabel('Inbound URL', { exact: true });
    await expect(inbound).toHaveText(new RegExp(`^${baseURL}/v2/api/channels/webhook/[A-Za-z0-9_-]{16}/messages$`));
    const inboundUrl = (await inbound.textContent())!;
    await card.getByRole('button', { name: 'Show secret' }).click();
    const secretValue = card.getByLabel('Secret', { exact: true });
    await expect(secretValue).toHaveText(/^[0-9a-f]{64}$/);
    const secret = (await secretValue.textContent())!;
    const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join(" | ")}`);
    expect(serious, 'the webhook settings page has accessibility violations').toEqual([]);

    // The shop's system sends a customer message, signed with the secret the page showed.
    const body = JSON.stringify({ id: 'order-42-msg-1', from: { id: 'cust-42', name: 'Grace Hopper' }, text: 'Where is order 42?' });
    const sent = await page.request.post(inboundUrl, { headers: { 'Content-Type': 'application/json', 'X-Signature-256': sign(secret, body) }, data: body });
    expect(sent.status()).toBe(200);
    const { conversationId } = ((await sent.json()) as { data: { conversationId: string } }).data;
    const unsigned = await page.request.post(inboundUrl, { headers: { 'Content-Type': 'application/json', 'X-Signature-256': sign('wrong', body) }, data: body });
    expect(unsigned.status()).toBe(401);

    // The agent answers; the worker POSTs the reply to the shop, signed, and the message becomes sent.
    const reply = await page.request.post(`/v2/api/conversations/${conversationId}/messages`, { headers: XHR, data: { text: 'It ships today.' } });
    expect(reply.status()).toBe(200);
    const messageId = ((await reply.json()) as { data: { id: string } }).data.id;
    await expect.poll(() => shop.received.length, { timeout: 15_000 }).toBe(1);
    const [delivery] = shop.received;
    expect(delivery!.headers['x-signature-256']).toBe(sign(secret, delivery!.body));
    expect(JSON.parse(delivery!.body)).toMatchObject({ id: messageId, conversationId, to: { id: 'cust-42' }, text: 'It ships today.' });
    await expect
      .poll(async () => {
        const detail = await page.request.get(`/v2/api/conversations/${conversationId}`);
        const messages = ((await detail.json()) as { data: { messages: { id: string; deliveryState: string }[] } }).data.messages;
        return messages.find((m) => m.id === messageId)?.deliveryState;
      })
      .toBe('sent');
  } finally {
    await shop.close();
  }
});
