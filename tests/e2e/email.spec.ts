// The e-mail channel in the real stack, against a real IMAP server (a throwaway Dovecot) and a real SMTP
// server (the sink): a customer's mail delivered to the mailbox shows live in Chat (its quoted history
// folded, its inline image loaded), the agent answers with a file, the reply reaches the SMTP server
// threaded under the customer's mail, and the customer's answer continues the same conversation.
import { expect, test } from '@playwright/test';
import { createChannel, list, replyBox, row, signIn } from './support/chat';
import { customerMail, startMailServers, type MailServers } from './support/email';
import { personWithWorkspace } from './support/people';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const rosa = 'Rosa Diaz <rosa@customer.test>';
let mail: MailServers;

test.beforeAll(async () => {
  mail = await startMailServers('support@shop.test');
});
test.afterAll(async () => {
  await mail?.stop();
});

test('a mail arrives live, the agent answers with a file threaded under it, and the customer’s answer continues the conversation', async ({ page }) => {
  test.setTimeout(90_000);
  const admin = await personWithWorkspace('email');
  await signIn(page, admin);
  await createChannel(page.request, 'EMAIL', 'Support mail', mail.settings);

  // Its settings page: the passwords set but never shown, and 'Test the connection' logs in to both servers.
  await page.goto('/v2/settings/channel/EMAIL');
  const card = page.getByRole('article', { name: 'Support mail' });
  await expect(card.getByText('IMAP password: Set')).toBeVisible();
  await expect(card.getByText('SMTP password: Set')).toBeVisible();
  expect(await page.content()).not.toContain(String(mail.settings.imapPassword));
  await card.getByRole('button', { name: 'Test the connection' }).click();
  await expect(card.getByRole('status')).toHaveText(`It works: Logged in to ${mail.dovecot.host} (IMAP) and ${mail.sink.host} (SMTP).`, { timeout: 15_000 });
  await page.goto('/v2/app/chat');

  // Rosa's mail: HTML with an inline logo and the history her mail program quoted.
  const first = await customerMail({
    from: rosa,
    to: mail.address,
    subject: 'Order 1042',
    messageId: '<c1.1042@customer.test>',
    references: ['<c0.1042@customer.test>'],
    text: 'My parcel never came.\n\nOn Mon, Shop Support wrote:\n> It left today.',
    html: '<p>My parcel never came.</p><img src="cid:logo@rosa" alt="Rosa’s logo"><p>On Mon, Shop Support wrote:</p><blockquote>It left today.</blockquote>',
    inline: [{ cid: 'logo@rosa', filename: 'logo.png', content: PNG, contentType: 'image/png' }],
  });
  await mail.dovecot.append(mail.address, first);
  await row(page, 'Rosa Diaz').click();
  const received = page.getByTestId('message').filter({ hasText: 'Order 1042' });
  await expect(received).toBeVisible();

  // Shown in its sandboxed frame: the logo (an upload behind the session) loads, the quote is folded.
  const frame = page.frameLocator('iframe[title="Mail: Order 1042"]');
  await expect(frame.getByText('My parcel never came.')).toBeVisible();
  await expect.poll(() => frame.getByRole('img', { name: 'Rosa’s logo' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await expect(frame.getByText('It left today.')).toBeHidden();
  const toggle = received.getByRole('button', { name: 'Show quoted text' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(frame.getByText('It left today.')).toBeVisible();
  await expect(received.getByRole('button', { name: 'Hide quoted text' })).toHaveAttribute('aria-expanded', 'true');

  // The agent answers with a file: the reply turns Sent once the SMTP server took it.
  await page.getByTestId('composer-files').setInputFiles([{ name: 'label.png', mimeType: 'image/png', buffer: PNG }]);
  await replyBox(page).fill('Here is the new label.');
  await replyBox(page).press('Enter');
  const answer = page.getByTestId('message').filter({ hasText: 'Here is the new label.' });
  await expect(answer.getByTestId('delivery-state')).toHaveText('Sent', { timeout: 20_000 });
  await expect(answer.getByText('Re: Order 1042')).toBeVisible();

  const [reply] = await mail.sink.waitFor(1);
  const sent = reply!.parsed;
  expect(reply!.envelope).toEqual({ from: mail.address, to: ['rosa@customer.test'] });
  expect(sent.subject).toBe('Re: Order 1042');
  expect(sent.inReplyTo).toBe('<c1.1042@customer.test>');
  expect(sent.references).toEqual(['<c0.1042@customer.test>', '<c1.1042@customer.test>']);
  expect(sent.messageId).toMatch(/^<m-[0-9a-f-]{36}@shop\.test>$/);
  expect(sent.text?.trim()).toBe('Here is the new label.');
  expect(sent.attachments.map((a) => ({ name: a.filename, bytes: a.content }))).toEqual([{ name: 'label.png', bytes: PNG }]);

  // Rosa answers our reply: the same conversation continues, live.
  const second = await customerMail({
    from: rosa,
    to: mail.address,
    subject: 'Re: Order 1042',
    messageId: '<c2.1042@customer.test>',
    inReplyTo: sent.messageId!,
    references: [...(sent.references as string[]), sent.messageId!],
    text: 'Thanks, it arrived!',
  });
  await mail.dovecot.append(mail.address, second);
  await expect(page.getByTestId('message').filter({ hasText: 'Thanks, it arrived!' })).toBeVisible();
  await expect(list(page).getByRole('option', { name: /Rosa Diaz/ })).toHaveCount(1);
});
