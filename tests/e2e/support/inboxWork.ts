// A fresh workspace with a little of each kind of work the console shows (a webhook channel, a customer's
// conversation, a ticket, the contact they make), made through the real api, for specs that look at the
// pages rather than at one flow.

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectLoginPage, submitLogin } from './login';
import { personWithWorkspace, type Person } from './people';
import { sendSigned } from './webhook';

export const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

export interface Work {
  person: Person;
  conversationId: string;
  ticketId: string;
  contactId: string;
}

/** Signs in on the SSO page and lands on `path`; the product guides stay hidden unless asked for. */
export async function signInAt(page: Page, who: { email: string; password: string }, path: string, productGuides = false): Promise<void> {
  await page.goto(path);
  await expectLoginPage(page);
  await submitLogin(page, who.email, who.password, { productGuides });
  await expect(page.getByTestId('user-name')).toBeVisible();
  if (!page.url().endsWith(path)) await page.goto(path);
}

async function post<T>(request: APIRequestContext, url: string, data: object): Promise<T> {
  const res = await request.post(url, { data, headers: XHR });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/**
 * Signs `page` in as the owner of a new workspace and gives it work: a webhook channel (its replies go to a
 * closed local port, so they stay undelivered), a customer's conversation on it, and a tagged ticket.
 */
export async function workspaceWithWork(page: Page, prefix: string, path = '/v2/home', productGuides = false): Promise<Work> {
  const person = await personWithWorkspace(prefix);
  await signInAt(page, person, path, productGuides);
  const channel = await post<{ publicId: string; secret: string }>(page.request, '/v2/api/channels', {
    type: 'WEBHOOK',
    name: 'Shop',
    settings: { url: 'http://127.0.0.1:9/hook' },
  });
  const conversationId = await sendSigned(page.request, channel, { id: `${prefix}-1`, from: { id: `${prefix}-customer`, name: 'Rosa Diaz' }, text: 'Where is my order?' });
  const ticket = await post<{ id: string }>(page.request, '/v2/api/tickets', { subject: 'Printer on fire', priority: 'high' });
  await post(page.request, `/v2/api/tickets/${ticket.id}/tags`, { tags: ['billing'] });
  const conversation = await page.request.get(`/v2/api/conversations/${conversationId}`, { headers: XHR });
  expect(conversation.status(), await conversation.text()).toBe(200);
  const contactId = ((await conversation.json()) as { data: { contact: { id: string } } }).data.contact.id;
  return { person, conversationId, ticketId: ticket.id, contactId };
}
