// WhatsApp in the real stack against the local Cloud API (tests/fakes/meta, listening where the api
// expects Meta's Graph API): a customer writes through the fake (a signed webhook), the agent answers
// in Chat, the fake's statuses make the reply Delivered then Read; a customer who last wrote 25 hours
// ago cannot be sent free text (the composer says why) and gets an approved template instead. The 25
// hours pass for the api alone (a stack of this spec's own with the test-only shifted clock), while
// that customer's message comes in: no waiting.
import { expect, test } from '@playwright/test';
import { startWhatsAppFake, type WhatsAppFake } from '../fakes/meta/whatsapp';
import { ADMIN } from './support/accounts';
import { replyBox, row, XHR } from './support/chat';
import { hideProductGuides } from './support/guide';
import { expectLoginPage, submitLogin } from './support/login';
import { startStack, type Stack } from './support/stack';

const HOUR = 3_600_000;
let stack: Stack;
let fake: WhatsAppFake;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  stack = await startStack({ shiftedClock: true });
  fake = await startWhatsAppFake({ port: stack.metaPort });
});
test.afterAll(async () => {
  await fake?.close();
  await stack?.stop();
});

test('a WhatsApp customer writes, the agent answers and sees it read; after 24 hours only a template goes', async ({ page }) => {
  test.setTimeout(120_000);
  await hideProductGuides(page);
  await page.goto(`${stack.baseURL}/v2/app/chat`);
  await expectLoginPage(page);
  await submitLogin(page, ADMIN.email, ADMIN.password);
  await expect(page.getByTestId('user-name')).toBeVisible();

  // The number is connected (checked with Meta, templates synced) and Meta's handshake passes.
  const { state } = fake;
  const created = await page.request.post(`${stack.baseURL}/v2/api/channels`, {
    headers: XHR,
    data: { type: 'WHATSAPPCLOUD', name: 'Shop WhatsApp', settings: { phoneNumberId: state.phoneNumberId, wabaId: state.wabaId, accessToken: state.token, appSecret: state.appSecret } },
  });
  expect(created.status(), await created.text()).toBe(200);
  const channel = ((await created.json()) as { data: { publicId: string; secret: string } }).data;
  const handshake = await fake.customer.poster.subscribe(`${stack.baseURL}/v2/api/channels/whatsapp-official/${channel.publicId}/webhook`, channel.secret);
  expect(handshake.subscribed).toBe(true);

  // Bruno wrote 25 hours ago (for the api, and on the fake's record); Ana writes now.
  const bruno = { waId: '447700900123', name: 'Bruno Keller' };
  await stack.shiftClock!(-25 * HOUR);
  expect((await fake.customer.deliver(fake.customer.text(bruno, 'Can you call me back?', Date.now() - 25 * HOUR))).status).toBe(200);
  await expect.poll(async () => (await page.request.get(`${stack.baseURL}/v2/api/conversations`, { headers: XHR })).text()).toContain('Bruno Keller');
  await stack.shiftClock!(0);
  fake.customer.lastWrote(bruno, 25);
  const ana = { waId: '5511987654321', name: 'Ana Souza' };
  expect((await fake.customer.write(ana, 'Olá! Where is my order?')).status).toBe(200);

  await page.goto(`${stack.baseURL}/v2/app/chat`);
  await row(page, 'Ana Souza').click();
  await expect(page.getByTestId('message').filter({ hasText: 'Olá! Where is my order?' })).toBeVisible();
  await replyBox(page).fill('It ships today.');
  await replyBox(page).press('Enter');
  const answer = page.getByTestId('message').filter({ hasText: 'It ships today.' });
  // Sent when Meta accepted it, then the fake's statuses: delivered, read.
  await expect(answer.getByTestId('delivery-state')).toHaveText('Read', { timeout: 20_000 });
  expect(fake.sentTo(ana.waId).map((m) => m.body.text)).toEqual([{ body: 'It ships today.', preview_url: false }]);

  // Bruno's window is closed: the composer says why and offers the approved templates.
  await row(page, 'Bruno Keller').click();
  await expect(page.getByTestId('message').filter({ hasText: 'Can you call me back?' })).toBeVisible();
  await expect(page.getByText(/More than 24 hours have passed since the customer’s last message/)).toBeVisible();
  await replyBox(page).fill('Sure, calling now');
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  const refused = await page.request.post(`${stack.baseURL}/v2/api/conversations/${new URL(page.url()).searchParams.get('conversation')}/messages`, { headers: XHR, data: { text: 'Sure' } });
  expect(refused.status()).toBe(409);
  const picker = page.getByRole('group', { name: 'Send a template' });
  await picker.getByLabel('Template').selectOption({ label: 'order_update (en_US)' });
  await picker.getByLabel('Value {{1}}').fill('Bruno');
  await picker.getByLabel('Value {{2}}').fill('#42');
  await picker.getByRole('button', { name: 'Send template' }).click();
  const template = page.getByTestId('message').filter({ hasText: 'Hello Bruno, your order #42 has news: please reply to this message.' });
  await expect(template.getByTestId('delivery-state')).toHaveText(/Sent|Delivered|Read/, { timeout: 20_000 });
  expect(fake.sentTo(bruno.waId).map((m) => m.type)).toEqual(['template']);
});
