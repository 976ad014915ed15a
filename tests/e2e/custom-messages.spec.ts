// The custom-message page against the real stack: an Administrator makes a canned reply and a channel's
// greeting; the customer gets the greeting through the channel; an Agent in Chat inserts the reply with
// '/' + its shortcut, and a reply added meanwhile reaches the Agent's composer without a reload. axe-core
// on the page.
import { expect, test } from '@playwright/test';
import { colleague, createChannel, customerWrites, receiver, replyBox, row, XHR } from './support/chat';
import { signInAt } from './support/inboxWork';
import { personWithWorkspace } from './support/people';
import { expectAccessible } from './support/realtime';

test.use({ viewport: { width: 1280, height: 800 } });

test('a canned reply made in settings is inserted with / in the composer, live; the greeting reaches the customer', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const customerSystem = await receiver();
  try {
    const owner = await personWithWorkspace('canned');
    await signInAt(page, owner, '/v2/home');
    const hook = await createChannel(page.request, 'WEBHOOK', 'Shop', { url: customerSystem.url });

    await page.goto('/v2/settings/workspace/custom-message');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom messages');
    const form = page.getByRole('form', { name: 'New canned reply' });
    await form.getByLabel('Shortcut').fill('thanks');
    await form.getByLabel('Text').fill('Thank you for waiting, I am on it.');
    await form.getByRole('button', { name: 'Add canned reply' }).click();
    await expect(page.getByRole('row', { name: /\/thanks\s*Thank you for waiting, I am on it\.\s*—\s*Everyone/ })).toBeVisible();
    // The api's rule, said before a round trip: the shortcut is taken whatever its case.
    await form.getByLabel('Shortcut').fill('THANKS');
    await form.getByLabel('Text').fill('Again');
    await form.getByRole('button', { name: 'Add canned reply' }).click();
    await expect(form.getByText('This shortcut is already used.')).toBeVisible();
    await form.getByLabel('Shortcut').fill('');
    await form.getByLabel('Text').fill('');

    const shop = page.getByRole('form', { name: /^Shop/ });
    await shop.getByRole('switch', { name: 'Send the greeting message on Shop' }).click();
    await shop.getByRole('textbox', { name: 'Greeting' }).fill('Hi! An agent will be with you shortly.');
    await shop.getByRole('button', { name: 'Save Shop' }).click();
    await expect(page.getByText('Automatic messages saved.')).toBeVisible();
    await expectAccessible(page, 'the custom-message page');

    const agent = await colleague(browser, owner, 'Agent');
    try {
      await customerWrites(page.request, hook, { id: 'canned-1', from: { id: 'cust-canned', name: 'Rosa Diaz' }, text: 'Is my order late?' });
      // The greeting leaves through the channel's outbox, authored by the product.
      await expect.poll(() => customerSystem.bodies.map((body) => body.text), { timeout: 15_000 }).toEqual(['Hi! An agent will be with you shortly.']);

      await row(agent.page, 'Rosa Diaz').click();
      await expect(agent.page.getByTestId('message').filter({ hasText: 'Hi! An agent will be with you shortly.' })).toBeVisible();
      const box = replyBox(agent.page);
      await box.pressSequentially('/than');
      const suggestions = agent.page.getByRole('listbox', { name: 'Custom messages' });
      await expect(suggestions.getByRole('option')).toHaveText([/\/thanks\s*Thank you for waiting/]);
      await box.press('Enter');
      await expect(box).toHaveValue('Thank you for waiting, I am on it.');
      await box.fill('');

      // A reply added in settings now reaches the open composer without a reload.
      await form.getByLabel('Shortcut').fill('bye');
      await form.getByLabel('Text').fill('Have a good day!');
      await form.getByRole('button', { name: 'Add canned reply' }).click();
      await expect(page.getByRole('row', { name: /\/bye/ })).toBeVisible();
      await box.pressSequentially('All done. /by');
      await expect(suggestions.getByRole('option')).toHaveText([/\/bye\s*Have a good day!/]);
      await box.press('Tab');
      await expect(box).toHaveValue('All done. Have a good day!');
    } finally {
      await agent.context.close();
    }
  } finally {
    await customerSystem.close();
  }
});

test('an Agent keeps a personal canned reply from the composer and inserts it with /', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const customerSystem = await receiver();
  const owner = await personWithWorkspace('mine');
  await signInAt(page, owner, '/v2/home');
  const hook = await createChannel(page.request, 'WEBHOOK', 'Shop', { url: customerSystem.url });
  await customerWrites(page.request, hook, { id: 'mine-1', from: { id: 'cust-mine', name: 'Omar Lee' }, text: 'Hello?' });
  const agent = await colleague(browser, owner, 'Agent');
  try {
    await row(agent.page, 'Omar Lee').click();
    await agent.page.getByRole('button', { name: 'My replies' }).click();
    const dialog = agent.page.getByRole('dialog', { name: 'My canned replies' });
    await expect(dialog.getByText('No personal replies yet.')).toBeVisible();
    const form = dialog.getByRole('form', { name: 'New personal reply' });
    await form.getByLabel('Shortcut').fill('soon');
    await form.getByLabel('Text').fill('I will be back with you in a minute.');
    await form.getByRole('button', { name: 'Add canned reply' }).click();
    await expect(dialog.getByRole('row', { name: /\/soon\s*I will be back with you in a minute\./ })).toBeVisible();
    await expectAccessible(agent.page, 'the My canned replies dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const box = replyBox(agent.page);
    await box.pressSequentially('/so');
    await expect(agent.page.getByRole('listbox', { name: 'Custom messages' }).getByRole('option')).toHaveText([/\/soon\s*I will be back/]);
    await box.press('Enter');
    await expect(box).toHaveValue('I will be back with you in a minute.');
    // Personal: the Administrator who shares the workspace never sees it.
    const seen = await page.request.post('/v2/api/setting/message/custom/get', { data: { workspace: owner.workspaceId }, headers: XHR });
    expect(((await seen.json()) as { data: { shortcut: string }[] }).data.map((reply) => reply.shortcut)).not.toContain('soon');
  } finally {
    await agent.context.close();
    await customerSystem.close();
  }
});
