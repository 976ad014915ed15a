// A phone call in the real stack: the fake telephone system (tests/fakes/pbx) posts Zammad's generic CTI
// events over HTTP to the PHONE channel's webhook URL. The caller is a customer who wrote before (by the
// webhook channel, with this number): the call rings in the agent's console with their open ticket, and
// when the caller hangs up unanswered the panel goes, and the missed call and its call-back ticket show.
// Its name puts it in the 'phone' project (playwright.config.ts): the panel is checked on a 390x844 screen.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { FakePbx } from '../fakes/pbx/pbx';
import { createChannel, customerWrites } from './support/chat';
import { expectLoginPage, submitLogin } from './support/login';
import { personWithWorkspace } from './support/people';
import { expectFits } from './support/screenFit';

/** Signed in on the chat page at the phone's size (the profile menu folds into a button). */
async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/v2/app/chat');
  await expectLoginPage(page);
  await submitLogin(page, who.email, who.password);
  await expect(page.getByRole('button', { name: /^Profile menu of / })).toBeVisible();
  if (!page.url().endsWith('/v2/app/chat')) await page.goto('/v2/app/chat');
}

test('a phone call rings in the agent’s console, and a missed one shows with its call-back ticket', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const person = await personWithWorkspace('phone');
  await signIn(page, person);
  const shop = await createChannel(page.request, 'WEBHOOK', 'Shop', { url: 'http://127.0.0.1:9/' });
  await customerWrites(page.request, shop, { id: 'p-1', from: { id: 'cust-p', name: 'Rosa Diaz', phone: '+49 30 9999 123' }, text: 'Where is my order?' });
  const phone = await createChannel(page.request, 'PHONE', 'Desk phones', {});
  // The telephone system gets the URL the channel gives an Administrator to copy (the token in it).
  const [copied] = (phone as typeof phone & { copyValues: { label: string; value: string }[] }).copyValues;
  expect(copied).toMatchObject({ label: 'Telephone system URL', value: `${baseURL}/v2/api/channels/phone/${phone.publicId}/webhook?token=${encodeURIComponent(phone.secret)}` });
  const pbx = new FakePbx(copied!.value, 'form');

  // The telephone system reports the call ringing (the number in another notation): the panel shows
  // the caller as the contact they are, with their open ticket, without taking the focus.
  const caller = { from: '0049 30 9999123' };
  const callId = pbx.newCallId();
  expect((await pbx.post(pbx.newCall(callId, caller))).status).toBe(200);
  const panel = page.getByRole('complementary', { name: 'Incoming calls' });
  await expect(panel.getByRole('alert')).toHaveText('Incoming call from Rosa Diaz (+49309999123)', { timeout: 15_000 });
  await expect(panel.getByRole('link', { name: 'Open Rosa Diaz' })).toBeVisible();
  await expect(panel.getByRole('link', { name: /^#\d+ Where is my order\?$/ })).toBeVisible();
  const audit = await new AxeBuilder({ page }).include('.incoming-calls').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(audit.violations.map((v) => `${v.id}: ${v.help}`), 'the incoming-call panel has accessibility violations').toEqual([]);
  await expectFits(page, 'the page with a call ringing');

  // The caller gives up: the panel goes by itself, the missed call is in the timeline and a ticket to
  // call back is open.
  expect((await pbx.post(pbx.hangup(callId, caller, 'cancel', 25))).status).toBe(200);
  await expect(panel).toHaveCount(0, { timeout: 15_000 });
  const missed = page.getByRole('listbox', { name: 'Conversations' }).getByRole('option', { name: /Missed call/ });
  await missed.tap();
  const call = page.getByTestId('message').filter({ hasText: 'Call from 0049 30 9999123' });
  await expect(call).toContainText('Missed');
  await page.goto('/v2/app/ticket');
  await expect(page.getByRole('listbox', { name: 'Tickets' }).getByRole('option', { name: /Call back \+49309999123/ })).toBeVisible();
});
