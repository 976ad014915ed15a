// The personalization page: an Administrator changes the accent and the web chat's caption. An Agent's open
// console takes the new accent without a reload ('brand changed'), a visitor's website shows the new
// caption on the chat button, the page's own check refuses an accent white text cannot be read on, and the
// page passes axe.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/realtime';
import { colleague } from './support/tickets';
import { visitor, webchatDesk } from './support/webchatSite';

const accentOf = (page: Page) => page.locator('.app-layout').evaluate((el) => getComputedStyle(el).getPropertyValue('--color-primary').trim());

test('a new accent reaches an open console live and a new caption the website’s chat button', async ({ browser, baseURL }) => {
  const desk = await webchatDesk(browser, baseURL!, 'brand', {});
  const { agent: page, person, site } = desk;
  const mate = await colleague(browser, person, 'Agent');
  await expect(mate.page.getByTestId('user-name')).toBeVisible();
  // The page's reload marker: a reload would start the window afresh.
  await mate.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  expect(await accentOf(mate.page)).toBe('#4f46e5');

  await page.goto('/v2/settings/workspace/personalization');
  await expect(page.getByRole('heading', { level: 1, name: 'Personalization' })).toBeVisible();
  await expect(page.getByLabel('Button caption')).toHaveValue('Chat Us');
  const save = page.getByRole('button', { name: 'Save brand' });

  // The shared rule, before any call: white text on gold cannot be read.
  await page.getByLabel('Accent colour').fill('#ffd700');
  await save.click();
  await expect(page.getByText('White text on this colour is hard to read (contrast 1.4:1, at least 4.5:1 needed): choose a darker colour.')).toBeVisible();
  await expectAccessible(page, 'the personalization page');

  await page.getByLabel('Accent colour').fill('#0b5394');
  await page.getByLabel('Button caption').fill('Ask Acme');
  await expect(page.getByTestId('brand-preview-launcher')).toHaveText('Ask Acme');
  await save.click();
  await expect(page.getByText('The brand is saved: consoles, the web chat and mails use it now.')).toBeVisible();

  await expect.poll(() => accentOf(mate.page)).toBe('#0b5394');
  await expect.poll(() => accentOf(page)).toBe('#0b5394');
  expect(await mate.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  const customer = await visitor(browser, site.url);
  await expect(customer.page.getByRole('button', { name: 'Ask Acme' })).toBeVisible();
  await customer.context.close();
  await mate.context.close();
  await desk.close();
});
