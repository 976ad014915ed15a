// /app/chat against the real stack: a signed webhook message arrives live in the open list, the agent
// answers and the answer's delivery state follows the receiver; the Line limit (499 characters, then
// 'too much character'); two agents see each other viewing and typing; axe-core on the page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { colleague, createChannel, customerWrites, receiver, replyBox, row, signIn } from './support/chat';
import { personWithWorkspace } from './support/people';

test.use({ viewport: { width: 1280, height: 800 }, permissions: ['notifications'] });

async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `${what} has accessibility violations`).toEqual([]);
}

test('a webhook message arrives live, the agent answers, and the answer shows its delivery state', async ({ page }) => {
  test.setTimeout(60_000);
  const customerSystem = await receiver();
  try {
    const person = await personWithWorkspace('chat');
    await signIn(page, person);
    await expect(page.getByText('No result.')).toBeVisible();
    const hook = await createChannel(page.request, 'WEBHOOK', 'Shop', { url: customerSystem.url });

    const conversationId = await customerWrites(page.request, hook, { id: 'order-1', from: { id: 'cust-1', name: 'Rosa Diaz' }, text: 'Where is my order? https://shop.example/orders/1' });

    // Live: the list was open before the message existed.
    const incoming = row(page, 'Rosa Diaz');
    await expect(incoming).toContainText('Where is my order?');
    await expect(incoming).toContainText('Webhook');
    await expect(incoming).toContainText('1 unread');
    await expect(page.getByText('1 conversation')).toBeVisible();

    await incoming.click();
    await expect(page).toHaveURL(new RegExp(`/v2/app/chat\\?conversation=${conversationId}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Rosa Diaz' })).toBeVisible();
    const first = page.getByTestId('message').first();
    await expect(first).toHaveClass(/msg--inbound/);
    const link = first.getByRole('link', { name: 'https://shop.example/orders/1' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    // Opening read it: the unread badge goes.
    await expect(incoming).not.toContainText('unread');

    // A second message while the conversation is open appears in place.
    await customerWrites(page.request, hook, { id: 'order-2', from: { id: 'cust-1', name: 'Rosa Diaz' }, text: 'Hello?' });
    await expect(page.getByTestId('message').filter({ hasText: 'Hello?' })).toBeVisible();

    await replyBox(page).fill('It ships today.');
    await replyBox(page).press('Enter');
    await expect(replyBox(page)).toHaveValue('');
    const answer = page.getByTestId('message').filter({ hasText: 'It ships today.' });
    await expect(answer).toHaveClass(/msg--outbound/);
    // The delivery worker posts it to the receiver, which accepts it: pending becomes sent, live.
    await expect(answer.getByTestId('delivery-state')).toHaveText('Sent', { timeout: 15_000 });
    expect(customerSystem.bodies.map((body) => [body.text, body.to.id])).toEqual([['It ships today.', 'cust-1']]);

    // A note stays inside the team; the conversation becomes a ticket and is resolved.
    await page.getByRole('button', { name: 'Note', exact: true }).click();
    await page.getByRole('textbox', { name: /Internal note/ }).fill('Customer is waiting for order 1');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByTestId('note').filter({ hasText: 'Customer is waiting for order 1' })).toContainText('Internal note');
    const ticketLink = page.getByTestId('ticket-link');
    await expect(ticketLink).toHaveText(/^Ticket #\d+$/);
    await expect(ticketLink).toHaveAttribute('href', /\/v2\/app\/ticket\?ticket=[0-9a-f-]{36}$/);

    await expectAccessible(page, 'the chat page with an open conversation');

    await page.getByRole('button', { name: 'Resolve', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
    await expect(row(page, 'Rosa Diaz')).toHaveCount(0);
    await page.getByRole('button', { name: 'Resolved' }).click();
    await expect(row(page, 'Rosa Diaz')).toBeVisible();
  } finally {
    await customerSystem.close();
  }
});

/** A 1x1 PNG and one second of silent 8 kHz WAV: real files, so the api's content check accepts them. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
function silentWav(seconds = 1, rate = 8000): Buffer {
  const samples = seconds * rate;
  const wav = Buffer.alloc(44 + samples, 128);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples, 40);
  return wav;
}

test('files: uploaded with the reply, the image opens in the viewer and the audio plays in the player', async ({ page }) => {
  test.setTimeout(60_000);
  const customerSystem = await receiver();
  try {
    const person = await personWithWorkspace('files');
    await signIn(page, person);
    const hook = await createChannel(page.request, 'WEBHOOK', 'Shop', { url: customerSystem.url });
    const conversationId = await customerWrites(page.request, hook, { id: 'f-1', from: { id: 'cust-f', name: 'Ivo Petrov' }, text: 'Send me the label' });
    await page.goto(`/v2/app/chat?conversation=${conversationId}`);

    await page.getByTestId('composer-files').setInputFiles([
      { name: 'label.png', mimeType: 'image/png', buffer: PNG },
      { name: 'note.wav', mimeType: 'audio/wav', buffer: silentWav() },
    ]);
    await expect(page.getByRole('list', { name: 'Attached files' }).getByRole('listitem')).toHaveCount(2);
    await replyBox(page).fill('Here it is');
    await page.getByRole('button', { name: 'Send' }).click();

    const answer = page.getByTestId('message').filter({ hasText: 'Here it is' });
    await expect(answer.getByTestId('delivery-state')).toHaveText('Sent', { timeout: 15_000 });
    expect((customerSystem.bodies[0] as unknown as { attachments: { name: string }[] }).attachments.map((file) => file.name)).toEqual(['label.png', 'note.wav']);

    await answer.getByRole('button', { name: 'Open image label.png' }).click();
    const viewer = page.getByRole('dialog', { name: 'label.png' });
    await expect(viewer.getByRole('img', { name: 'label.png' })).toBeVisible();
    await expect(viewer.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'label.png');
    await viewer.getByRole('button', { name: 'Actual size' }).click();
    await expect(viewer.getByRole('button', { name: 'Fit to window' })).toBeVisible();
    await expectAccessible(page, 'the media viewer');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    const player = answer.getByRole('group', { name: 'Audio player: note.wav' });
    const box = await player.boundingBox();
    expect([box?.width, box?.height]).toEqual([450, 250]);
    await expect(player).toContainText('0:00 / 0:01');
    await player.getByRole('button', { name: 'Play', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible({ timeout: 5_000 });
    await player.getByRole('button', { name: 'Mute' }).click();
    await expect(player.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
    await expect(player.getByRole('link', { name: 'Download note.wav' })).toHaveAttribute('href', /\/v2\/api\/files\//);
  } finally {
    await customerSystem.close();
  }
});

test("Line's composer: 499 characters can be sent, 500 say 'too much character' and cannot", async ({ page }) => {
  test.setTimeout(60_000);
  const person = await personWithWorkspace('line');
  await signIn(page, person);
  // The e2e stack runs no LINE fake, so no Line channel can be connected here: the
  // conversation comes in through a webhook channel and the console is shown it as a Line conversation,
  // in its api answers and its live events alike. The composer's rule is what this test is about; the
  // api's own Line check has its test in server/api/modules/conversations/replyRules.test.ts.
  const hook = await createChannel(page.request, 'WEBHOOK', 'Bridge', { url: 'http://127.0.0.1:9/' });
  const conversationId = await customerWrites(page.request, hook, { id: 'line-1', from: { id: 'line-user', name: 'Kenji' }, text: 'Hi from Line' });
  const asLine = (text: string) => text.replaceAll('"channelType":"WEBHOOK"', '"channelType":"LINE"');
  // The list, the conversation, and the events replayed after each connect.
  await page.route(/\/v2\/api\/(conversations(\/[^/?]+)?|realtime\/events)(\?.*)?$/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, body: asLine(await response.text()) });
  });
  await page.routeWebSocket(/\/v2\/api\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => ws.send(typeof message === 'string' ? asLine(message) : message));
  });

  await page.goto(`/v2/app/chat?conversation=${conversationId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Kenji' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Conversation with Kenji' })).toContainText('Line');
  await expect(row(page, 'Kenji')).toContainText('Line');

  const send = page.getByRole('button', { name: 'Send' });
  await replyBox(page).fill('a'.repeat(499));
  await expect(page.getByText('499 / 499')).toBeVisible();
  await expect(page.getByText('too much character')).toHaveCount(0);
  await expect(send).toBeEnabled();

  await replyBox(page).press('End');
  await replyBox(page).pressSequentially('b');
  await expect(page.getByText('500 / 499')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('too much character');
  await expect(replyBox(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(send).toBeDisabled();
  // Enter does not send either.
  await replyBox(page).press('Enter');
  await expect(page.getByTestId('message')).toHaveCount(1);

  await replyBox(page).press('Backspace');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByTestId('message')).toHaveCount(2);
  await expect(page.getByTestId('message').nth(1)).toContainText('a'.repeat(499));
});

test('two agents on one conversation see each other viewing and typing', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const person = await personWithWorkspace('presence');
  await signIn(page, person);
  const hook = await createChannel(page.request, 'WEBHOOK', 'Shop', { url: 'http://127.0.0.1:9/' });
  const conversationId = await customerWrites(page.request, hook, { id: 'p-1', from: { id: 'cust-p', name: 'Mia Wong' }, text: 'Anyone there?' });

  const mate = await colleague(browser, person, 'Agent');
  try {
    // Unassigned work is the Agent's too: it arrived before they signed in, and is in their list.
    await expect(row(mate.page, 'Mia Wong')).toBeVisible();
    await mate.page.goto(`/v2/app/chat?conversation=${conversationId}`);
    await page.goto(`/v2/app/chat?conversation=${conversationId}`);

    await expect(page.getByTestId('presence')).toHaveText(`${mate.name} is viewing`);
    await expect(mate.page.getByTestId('presence')).toHaveText(`${person.name} is viewing`);

    await replyBox(mate.page).pressSequentially('Let me check that for you', { delay: 30 });
    await expect(page.getByTestId('presence')).toHaveText(`${mate.name} is typing…`);
    // Stopped typing: back to viewing, without any further signal needed from the page.
    await expect(page.getByTestId('presence')).toHaveText(`${mate.name} is viewing`, { timeout: 10_000 });

    // Leaving the conversation says so at once.
    await mate.page.getByRole('link', { name: 'Chat', exact: true }).click();
    await expect(mate.page).toHaveURL(/\/v2\/app\/chat$/);
    await expect(page.getByTestId('presence')).toHaveText('');
  } finally {
    await mate.context.close();
  }
});
