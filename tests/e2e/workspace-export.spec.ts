// The workspace data export, from the workspace page: an Administrator starts it, watches it finish live
// (its progress pushed by the api, no reload), and downloads the zip through a fresh signed link: every
// part is in it as JSON lines and CSV, with the workspace's own rows. An expired link is refused.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parseCsv, readZip } from '../../server/api/modules/exports/testZip';
import { workspaceWithWork, XHR } from './support/inboxWork';
import { expectAccessible } from './support/realtime';

const PARTS = ['contacts', 'conversations', 'messages', 'notes', 'tickets', 'ticket_history', 'members', 'departments', 'channels'];

test('an Administrator starts an export, sees it finish, and downloads the zip with every part', async ({ page }) => {
  const work = await workspaceWithWork(page, 'export', '/v2/settings/workspace');
  await page.goto('/v2/settings/workspace');
  const section = page.getByRole('region', { name: 'Data export' });
  await expect(section.getByText('No export yet.')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  await section.getByRole('button', { name: 'Export workspace data' }).click();
  const row = section.getByRole('listitem');
  await expect(row.getByText('Ready')).toBeVisible({ timeout: 20_000 });
  await expect(row.getByText('1 contact · 1 conversation · 1 message · 2 tickets · 3 ticket history lines · 1 member · 1 channel')).toBeVisible();
  await expect(row.getByText(/kept until/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Export workspace data' })).toBeEnabled();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expectAccessible(page, 'the data export of the workspace page');

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download Export of/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^workspace-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = readZip(await readFile((await file.path())!));
  for (const part of PARTS) expect([files.has(`${part}.jsonl`), files.has(`${part}.csv`)], part).toEqual([true, true]);
  const messages = files.get('messages.jsonl')!.trimEnd().split('\n').map((line) => JSON.parse(line) as { text: string; conversation_id: string });
  expect(messages).toEqual([expect.objectContaining({ text: 'Where is my order?', conversation_id: work.conversationId })]);
  const contacts = parseCsv(files.get('contacts.csv')!);
  expect(contacts[1]![contacts[0]!.indexOf('name')]).toBe('Rosa Diaz');
  expect(files.get('tickets.jsonl')).toContain('Printer on fire');

  // The link the page used is signed: changed, it opens nothing.
  const exports = (await (await page.request.get('/v2/api/workspace/exports', { headers: XHR })).json()) as { data: { id: string }[] };
  const link = (await (await page.request.post(`/v2/api/workspace/exports/${exports.data[0]!.id}/link`, { headers: XHR })).json()) as { data: { url: string } };
  expect((await page.request.get(link.data.url.replace(/signature=[^&]+/, 'signature=forged'))).status()).toBe(403);
  expect((await page.request.get(link.data.url)).status()).toBe(200);
});
