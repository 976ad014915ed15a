// The web chat as customers use it every day: on a phone and a desktop nothing covers the composer (the
// window's own launcher, or the website's banners), the conversation opens at its newest message and
// follows new ones, an Administrator's pre-chat form names the visitor, and both sides see the other
// typing through the real sockets.
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import type { Person } from './support/people';
import { api, chatLog, visitor, WEBCHAT_TYPE, webchatConversations, webchatDesk, type WebchatChannel } from './support/webchatSite';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** A website banner added late (as consent banners are), at the highest z-index, over the bottom. */
async function addCookieBanner(page: Page) {
  await page.evaluate(() => {
    const banner = document.createElement('div');
    banner.id = 'cookie-banner';
    banner.textContent = 'We use cookies.';
    banner.style.cssText = 'position:fixed;left:0;right:0;bottom:0;height:160px;z-index:2147483647;background:#222;color:#fff';
    document.body.append(banner);
  });
}

/** At the middle of each control of the composer, the page finds the chat frame, and the frame the control. */
async function expectComposerUncovered(page: Page, chat: FrameLocator, frameId: string) {
  const frame = await page.locator(`#${frameId}`).boundingBox();
  for (const control of [chat.getByRole('textbox', { name: 'Message' }), chat.getByRole('button', { name: 'Send' }), chat.getByRole('button', { name: 'Attach a file' })]) {
    const box = (await control.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const onPage = await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.id ?? document.elementFromPoint(px!, py!)?.tagName, [x, y]);
    expect(onPage, `what the page has at the middle of ${await control.getAttribute('aria-label') ?? 'a composer control'}`).toBe(frameId);
    const inFrame = await control.evaluate((el, [fx, fy]) => {
      const hit = document.elementFromPoint(fx!, fy!);
      return hit === el || el.contains(hit);
    }, [x - frame!.x, y - frame!.y]);
    expect(inFrame).toBe(true);
  }
}

const inView = (chat: FrameLocator, text: string) => chatLog(chat).getByText(text, { exact: true });

type Desk = Awaited<ReturnType<typeof webchatDesk>>;

test.describe('the web chat in daily use', () => {
  let desk: Desk;
  let agent: Page;
  let channel: WebchatChannel;
  let site: Desk['site'];

  test.beforeAll(async ({ browser, baseURL }) => {
    desk = await webchatDesk(browser, baseURL!, 'daily', { caption: 'Talk to Acme' });
    ({ agent, channel, site } = desk);
  });
  test.afterAll(async () => {
    await desk?.close();
  });

  test('on a phone the open chat is the whole screen, and Send sends without closing it', async ({ browser }) => {
    const { context, page, chat } = await visitor(browser, site.url, PHONE);
    const launcher = page.getByRole('button', { name: 'Talk to Acme' });
    await launcher.tap();
    await addCookieBanner(page);
    const frameId = `webchat-frame-${channel.publicId}`;
    await expect(chat.getByRole('textbox', { name: 'Message' })).toBeVisible();
    expect(await page.locator(`#${frameId}`).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await expect(launcher).toBeHidden();
    await expectComposerUncovered(page, chat, frameId);

    await chat.getByRole('textbox', { name: 'Message' }).fill('Hello from my phone');
    await chat.getByRole('button', { name: 'Send' }).tap();
    await expect(inView(chat, 'Hello from my phone')).toBeVisible();
    await expect(page.locator(`#${frameId}`)).toBeVisible();
    await expect(chat.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    // Its own close button brings the website and the launcher back.
    await chat.getByRole('button', { name: 'Close chat' }).tap();
    await expect(page.locator(`#${frameId}`)).toBeHidden();
    await expect(launcher).toBeVisible();
    await context.close();
  });

  test('on a desktop the chat sits above the launcher and above the website, and Send sends', async ({ browser }) => {
    // A touchscreen laptop: the same tap as on the phone.
    const { context, page, chat } = await visitor(browser, site.url, { viewport: { width: 1280, height: 720 }, hasTouch: true });
    const launcher = page.getByRole('button', { name: 'Talk to Acme' });
    await launcher.click();
    await addCookieBanner(page);
    const frameId = `webchat-frame-${channel.publicId}`;
    await expect(chat.getByRole('textbox', { name: 'Message' })).toBeVisible();
    const frame = (await page.locator(`#${frameId}`).boundingBox())!;
    const button = (await launcher.boundingBox())!;
    expect(button.y).toBeGreaterThanOrEqual(frame.y + frame.height);
    await expectComposerUncovered(page, chat, frameId);
    // The website itself stays usable beside the chat.
    expect(await page.evaluate(() => document.elementFromPoint(40, 700)?.id)).toBe('cookie-banner');

    await chat.getByRole('textbox', { name: 'Message' }).fill('Hello from my desk');
    await chat.getByRole('button', { name: 'Send' }).tap();
    await expect(inView(chat, 'Hello from my desk')).toBeVisible();
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await context.close();
  });

  test('a long conversation opens at its newest message, follows new ones, and marks them when the visitor reads back', async ({ browser, request }) => {
    // A visitor who wrote once, and 25 replies since (far more than the window shows).
    const base = `/v2/api/webchat/${channel.publicId}`;
    const session = (await (await request.post(`${base}/session`, { headers: XHR })).json()).data as { token: string };
    const auth = { ...XHR, Authorization: `Bearer ${session.token}` };
    expect((await request.post(`${base}/messages`, { headers: auth, data: { text: 'Where is my order?' } })).status()).toBe(200);
    const conversation = (await webchatConversations(agent.request)).find((c) => c.contact.name.startsWith('Web visitor'))!;
    const reply = (text: string) => api(agent.request, 'post', `/v2/api/conversations/${conversation.id}/messages`, { text });
    for (let i = 1; i <= 25; i += 1) await reply(`Reply ${i}`);

    const context = await browser.newContext();
    await context.addInitScript(([key, token]) => {
      if (location.hostname === 'localhost') localStorage.setItem(key!, token!);
    }, [`webchat:${channel.publicId}`, session.token]);
    const page = await context.newPage();
    await page.goto(site.url);
    const chat = page.frameLocator('iframe[title="Chat window"]');
    await page.getByRole('button', { name: /^Talk to Acme/ }).click();
    await expect(inView(chat, 'Reply 25')).toBeInViewport();
    await expect(inView(chat, 'Where is my order?')).not.toBeInViewport();

    await reply('Reply 26');
    await expect(inView(chat, 'Reply 26')).toBeInViewport();

    // Reading back: a new reply does not pull the visitor down; a marker says it is there.
    const scroller = chat.locator('.wc-scroll');
    await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
    await expect(inView(chat, 'Where is my order?')).toBeInViewport();
    await reply('Reply 27');
    const marker = chat.getByRole('button', { name: 'New messages ↓' });
    await expect(marker).toBeVisible();
    await expect(inView(chat, 'Reply 27')).not.toBeInViewport();
    await expect(inView(chat, 'Where is my order?')).toBeInViewport();
    await marker.click();
    await expect(inView(chat, 'Reply 27')).toBeInViewport();
    await expect(marker).toBeHidden();

    // The visitor's own message always shows.
    await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
    await expect(inView(chat, 'Where is my order?')).toBeInViewport();
    await chat.getByRole('textbox', { name: 'Message' }).fill('Thanks, found it');
    await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(inView(chat, 'Thanks, found it')).toBeInViewport();
    await context.close();
  });
});

test.describe('pre-chat form and typing', () => {
  let desk: Desk;
  let person: Person;
  let agent: Page;
  let channel: WebchatChannel;
  let site: Desk['site'];

  test.beforeAll(async ({ browser, baseURL }) => {
    desk = await webchatDesk(browser, baseURL!, 'prechat', { caption: 'Talk to Acme' });
    ({ person, agent, channel, site } = desk);
  });
  test.afterAll(async () => {
    await desk?.close();
  });

  const choose = (page: Page, field: string, mode: string) => page.getByRole('group', { name: field }).getByLabel(mode).check();

  test('an Administrator sets the form, a visitor fills it, and the agent sees who wrote; then both see the other typing', async ({ browser }) => {
    await agent.goto(`/v2/settings/channel/${WEBCHAT_TYPE}`);
    await choose(agent, 'Name', 'Required');
    await choose(agent, 'E-mail', 'Optional');
    await choose(agent, 'First message', 'Optional');
    await agent.getByLabel('Show what visitors type').check();
    await agent.getByRole('button', { name: 'Save' }).click();
    await expect(agent.getByText('The web chat is saved.')).toBeVisible();

    const { context, page, chat } = await visitor(browser, site.url);
    await page.getByRole('button', { name: 'Talk to Acme' }).click();
    const form = chat.getByRole('form', { name: 'Before we start' });
    await expect(form.getByLabel('E-mail (optional)')).toBeVisible();
    await form.getByRole('button', { name: 'Start the chat' }).click();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Name')).toBeFocused();
    await form.getByLabel('Name').fill('Grace Hopper');
    await form.getByLabel('E-mail (optional)').fill('grace@example.test');
    await form.getByLabel('Message (optional)').fill('Where is order 42?');
    await form.getByRole('button', { name: 'Start the chat' }).click();
    await expect(inView(chat, 'Where is order 42?')).toBeVisible();
    const box = chat.getByRole('textbox', { name: 'Message' });
    await expect(box).toBeFocused();

    // The agent sees the visitor by the name they gave.
    await agent.goto('/v2/app/chat');
    const conversations = agent.getByRole('listbox', { name: 'Conversations' });
    await conversations.getByRole('option', { name: /Grace Hopper/ }).click();
    await expect(conversations.getByRole('option', { name: /Web visitor/ })).toHaveCount(0);
    const contacts = await api<{ items: { name: string; email: string | null }[] }>(agent.request, 'get', '/v2/api/contacts?q=grace%40example.test');
    expect(contacts.items).toContainEqual(expect.objectContaining({ name: 'Grace Hopper', email: 'grace@example.test' }));

    // The visitor types: the agent sees it, with the text so far.
    const presence = agent.getByTestId('presence');
    await box.pressSequentially('Is it shipped yet', { delay: 40 });
    await expect(presence).toHaveText('Grace Hopper is typing…');
    await expect(agent.getByTestId('visitor-typing')).toHaveText('Is it shipped yet');
    await box.fill('');
    await expect(presence).toHaveText('');

    // The agent types a reply: the visitor sees it, until the reply arrives.
    const typing = chat.getByRole('status').filter({ hasText: 'is typing' });
    const replyBox = agent.getByRole('textbox', { name: /^Reply to/ });
    await replyBox.pressSequentially('Let me check', { delay: 40 });
    await expect(typing).toHaveText(`${person.name} is typing…`);
    await replyBox.press('Enter');
    await expect(inView(chat, 'Let me check')).toBeVisible();
    await expect(typing).toHaveCount(0);

    // With the setting off, the agent sees that the visitor types, not what.
    await api(agent.request, 'put', `/v2/api/channels/${channel.id}`, { settings: { showVisitorTyping: false } });
    await box.pressSequentially('Thanks', { delay: 40 });
    await expect(presence).toHaveText('Grace Hopper is typing…');
    await expect(agent.getByTestId('visitor-typing')).toHaveCount(0);
    await context.close();
  });
});
