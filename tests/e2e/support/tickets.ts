// The ticket page's e2e helpers: signing in on /app/ticket, tickets made through the api, a colleague in
// another browser, and the page's landmarks.
import { expect, type Browser, type Page } from '@playwright/test';
import { admin } from './admin';
import { expectLoginPage, submitLogin } from './login';
import type { Person } from './people';

export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/v2/app/ticket');
  await expectLoginPage(page);
  await submitLogin(page, who.email, who.password);
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/v2/app/ticket');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
}

export interface Created {
  id: string;
  number: number;
}

export async function createTicket(page: Page, data: { subject: string; priority?: string; channel?: string }): Promise<Created> {
  const res = await page.request.post('/v2/api/tickets', { data, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Created }).data;
}

/** A colleague in the same workspace, signed in in a browser of their own. */
export async function colleague(browser: Browser, person: Person, role: 'Administrator' | 'Agent' = 'Administrator') {
  const tag = `mate${Date.now().toString(36)}`;
  const mate = { email: `${tag}@example.test`, password: `e2e-${tag}-Passw0rd!`, name: `Mate ${tag}` };
  await admin('user', 'create', '--email', mate.email, '--password', mate.password, '--name', mate.name);
  await admin('member', 'add', '--workspace', person.workspaceId, '--email', mate.email, '--role', role);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, permissions: ['notifications'] });
  const page = await context.newPage();
  await signIn(page, mate);
  return { ...mate, page, context };
}

export const list = (page: Page) => page.getByRole('listbox', { name: 'Tickets' });
export const count = (page: Page) => page.getByTestId('ticket-count');
export const row = (page: Page, subject: string) => list(page).getByRole('option', { name: new RegExp(subject) });
export const pane = (page: Page) => page.getByRole('complementary');
