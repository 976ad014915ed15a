// The web chat widget on a website of the test's own (another origin, another site): a visitor opens it
// and writes, with a picture; the message is stored (read back through the api as the agent); the
// agent's reply appears in the visitor's window live and is marked read; a returning visitor finds the
// conversation again; with nobody available the window offers the offline form.
import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Person } from './support/people';
import { api, chatLog as log, visitor, webchatConversations, webchatDesk } from './support/webchatSite';

interface StoredMessage {
  id: string;
  direction: string;
  text: string;
  attachments: { name: string; mime: string }[];
  deliveryState: string;
}

/** A real 1×1 PNG, so the api's content check takes it. */
function pngBytes(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const messagesOf = async (request: APIRequestContext, id: string) =>
  (await api<{ messages: StoredMessage[] }>(request, 'get', `/v2/api/conversations/${id}`)).messages;

async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `${what} has accessibility violations`).toEqual([]);
}

test.describe('web chat widget', () => {
  let desk: Awaited<ReturnType<typeof webchatDesk>>;
  let person: Person;
  let agent: Page;
  let site: (typeof desk)['site'];

  test.beforeAll(async ({ browser, baseURL }) => {
    desk = await webchatDesk(browser, baseURL!, 'webchat', {
      caption: 'Talk to Acme',
      color: '#0f766e',
      greeting: 'Hi! Ask us anything.',
      position: 'right',
      offlineMessage: 'We are closed now.',
    });
    ({ person, agent, site } = desk);
  });
  test.afterAll(async () => {
    await desk?.close();
  });

  test('a visitor writes from a website, the agent answers, and the answer arrives live', async ({ browser }) => {
    const { context, page, chat } = await visitor(browser, site.url);
    const launcher = page.getByRole('button', { name: 'Talk to Acme' });
    await expect(launcher).toBeVisible();
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await launcher.click();
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await expect(chat.getByRole('heading', { name: person.workspaceName })).toBeVisible();
    await expect(log(chat)).toContainText('Hi! Ask us anything.');
    await expectAccessible(page, 'the open chat window');

    const box = chat.getByRole('textbox', { name: 'Message' });
    await expect(box).toBeFocused();
    await box.fill('Hello, where is my order <b>42</b>?');
    await box.press('Enter');
    await expect(log(chat).getByText('Hello, where is my order <b>42</b>?')).toBeVisible();
    await expect(log(chat).getByText('Sending…')).toHaveCount(0);

    await chat.locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: pngBytes() });
    await expect(chat.getByRole('list', { name: 'Files to send' })).toContainText('receipt.png');
    await expect(chat.getByRole('button', { name: 'Send' })).toBeEnabled();
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(log(chat).getByRole('img', { name: 'receipt.png' })).toBeVisible();

    // Stored: the agent reads the conversation through the api.
    let conversationId = '';
    await expect
      .poll(async () => {
        const items = await webchatConversations(agent.request);
        conversationId = items[0]?.id ?? '';
        return items.length;
      })
      .toBe(1);
    const stored = await messagesOf(agent.request, conversationId);
    expect(stored.map((m) => [m.direction, m.text])).toEqual([
      ['inbound', 'Hello, where is my order <b>42</b>?'],
      ['inbound', ''],
    ]);
    expect(stored[1]!.attachments).toMatchObject([{ name: 'receipt.png', mime: 'image/png' }]);

    // The agent answers; the open window shows it at once and reports it read.
    const reply = await api<StoredMessage>(agent.request, 'post', `/v2/api/conversations/${conversationId}/messages`, { text: 'It ships today!' });
    await expect(log(chat).getByText('It ships today!')).toBeVisible();
    await expect.poll(async () => (await messagesOf(agent.request, conversationId)).find((m) => m.id === reply.id)?.deliveryState).toBe('read');

    // Closed from inside with Escape, the focus goes back to the launcher.
    await box.press('Escape');
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(launcher).toBeFocused();

    // A reply while the window is closed is counted on the launcher.
    await api(agent.request, 'post', `/v2/api/conversations/${conversationId}/messages`, { text: 'Tracking number: 123' });
    await expect(page.getByRole('button', { name: 'Talk to Acme, 1 unread message' })).toBeVisible();

    // A returning visitor (same browser) finds the conversation again.
    await page.reload();
    await page.getByRole('button', { name: /^Talk to Acme/ }).click();
    await expect(log(chat).getByText('It ships today!')).toBeVisible();
    await expect(log(chat).getByText('Tracking number: 123')).toBeVisible();
    await expect(log(chat).getByText('Hello, where is my order <b>42</b>?')).toBeVisible();
    await context.close();
  });

  test('with nobody available, the window offers the offline form and the message reaches the inbox', async ({ browser }) => {
    await api(agent.request, 'put', '/v2/api/profile/change-status', { status: 'aux' });
    try {
      const { context, page, chat } = await visitor(browser, site.url);
      await page.getByRole('button', { name: 'Talk to Acme' }).click();
      const form = chat.getByRole('form', { name: 'Leave us a message' });
      await expect(chat.getByText('We are closed now.').first()).toBeVisible();
      await expect(chat.getByLabel('Name')).toBeFocused();

      await form.getByRole('button', { name: 'Send' }).click();
      await expect(chat.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
      await chat.getByLabel('Name').fill('Grace Hopper');
      await chat.getByLabel('E-mail').fill('grace@example.test');
      await chat.getByLabel('Message', { exact: true }).fill('Please call me back about my invoice.');
      await form.getByRole('button', { name: 'Send' }).click();
      await expect(chat.getByRole('status')).toHaveText('Thank you! We received your message and will answer by e-mail.');
      await expectAccessible(page, 'the offline form');

      await expect.poll(async () => (await webchatConversations(agent.request)).map((c) => c.contact.name)).toContain('Grace Hopper');
      const contacts = await api<{ items: { name: string; email: string | null }[] }>(agent.request, 'get', '/v2/api/contacts?q=grace%40example.test');
      expect(contacts.items).toContainEqual(expect.objectContaining({ name: 'Grace Hopper', email: 'grace@example.test' }));
      await context.close();
    } finally {
      await api(agent.request, 'put', '/v2/api/profile/change-status', { status: 'available' });
    }
  });
});
