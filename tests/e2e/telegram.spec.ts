// The Telegram channel in the real stack, against the local Telegram (tests/fakes/telegram, listening
// where the stack's api expects the Bot API): an Administrator connects a bot through the generic
// channel page, a Telegram user writes, the agent answers in Chat, and Telegram's 429 with retry_after
// is honoured before the reply turns sent.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { startTelegramFake, type TelegramFake } from '../fakes/telegram/server';
import { replyBox, row } from './support/chat';
import { expectLoginPage, submitLogin } from './support/login';
import { personWithWorkspace } from './support/people';

let fake: TelegramFake;

test.beforeAll(async () => {
  fake = await startTelegramFake({ port: Number(process.env.E2E_TELEGRAM_PORT) });
});
test.afterAll(async () => {
  await fake?.close();
});

test('an Administrator connects Telegram, a Telegram user writes, the agent answers, and a 429 is waited out', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const admin = await personWithWorkspace('telegram');
  await page.goto('/v2/home');
  await expectLoginPage(page);
  await submitLogin(page, admin.email, admin.password);
  await expect(page.getByTestId('user-name')).toBeVisible();

  // Connect the bot on the generic channel page: the token is checked and the webhook set at Telegram.
  await page.goto('/v2/settings/channel/TELEGRAM');
  await expect(page.getByRole('heading', { level: 1, name: 'Telegram channel' })).toBeVisible();
  await expect(page.getByText('No Telegram channel yet.')).toBeVisible();
  await page.getByLabel('Channel name').fill('Support bot');
  await page.getByLabel('Bot token').fill(fake.token);
  await page.getByRole('button', { name: 'Create Telegram channel' }).click();
  const card = page.getByRole('article', { name: 'Support bot' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Bot token: Set')).toBeVisible();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  expect(fake.bot.webhook?.url).toMatch(new RegExp(`^${baseURL}/v2/api/channels/telegram/[A-Za-z0-9_-]{16}/webhook$`));
  expect(await page.content()).not.toContain(fake.token);
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  expect(serious, 'the Telegram channel page has accessibility violations').toEqual([]);

  // A Telegram user writes to the bot: Telegram posts the Update to the webhook, with the secret header.
  const rosa = { id: 5_123_456_789, firstName: 'Rosa', lastName: 'Diaz' };
  expect((await fake.customer.write(rosa, 'Where is my order?')).status).toBe(200);

  // The agent answers in Chat; Telegram limits the first try with a 429 and retry_after 3.
  await page.goto('/v2/app/chat');
  await row(page, 'Rosa Diaz').click();
  await expect(page.getByTestId('message').filter({ hasText: 'Where is my order?' })).toBeVisible();
  fake.faults.next({ kind: 'flood', retryAfter: 3 });
  await replyBox(page).fill('It ships today.');
  await replyBox(page).press('Enter');
  const answer = page.getByTestId('message').filter({ hasText: 'It ships today.' });
  const state = answer.getByTestId('delivery-state');
  await expect(state).toHaveText('Retrying: Telegram asked to slow down (too many requests)', { timeout: 15_000 });
  await expect(state).toHaveText('Sent', { timeout: 15_000 });

  // Telegram got the reply once, and not before the 3 seconds it asked for.
  expect(fake.sentTo(rosa.id).map((m) => m.text)).toEqual(['It ships today.']);
  const tries = fake.callsOf('sendMessage');
  expect(tries.map((c) => c.status)).toEqual([429, 200]);
  expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(3_000);
});
