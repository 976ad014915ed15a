// The product guide: shown on entering a route, moved through, finished for good, opened again from the
// overview; and it describes only what exists: each slide's control is found on its page.
import { expect, test, type Page } from '@playwright/test';
import { AVAILABLE_GUIDES } from '../../src/features/guide/guideRules';
import { loadSlides } from '../../src/features/guide/slides/loadSlides';
import type { SlideControl } from '../../src/features/guide/slides/slideTypes';
import { workspaceWithWork, type Work } from './support/inboxWork';
import { expectLoginPage, submitLogin } from './support/login';
import { drawPng } from './support/media';
import { personWithWorkspace, type Person } from './support/people';

const guide = (page: Page) => page.getByRole('dialog', { name: /guide$/ });
const position = (page: Page) => guide(page).getByText(/^Slide \d+ of \d+$/);

async function signIn(page: Page, person: Person, path = '/v2/home') {
  await page.goto(path);
  await expectLoginPage(page);
  await submitLogin(page, person.email, person.password, { productGuides: true });
  // Login continues to the chat app (spec §5), whose own guide opens first.
  await expect(page).toHaveURL(/\/v2\/app\/chat$/);
  await expect(guide(page)).toHaveAccessibleName('Chat guide');
  await expect(position(page)).toHaveText('Slide 1 of 22');
}

/** The product-tour calls the page makes from now on. */
function tourCalls(page: Page) {
  const calls: { action: string; url?: string }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v2/api/workspace/product-tour')) calls.push(request.postDataJSON());
  });
  return calls;
}

test.describe('product guide', () => {
  test('home: 10 slides, Next/Back, Skip to the last, Finish records it for good', async ({ page, browser }) => {
    const person = await personWithWorkspace('guide');
    await signIn(page, person);

    await page.goto('/v2/home');
    await expect(guide(page)).toHaveAccessibleName('Home guide');
    await expect(position(page)).toHaveText('Slide 1 of 10');
    await expect(guide(page).getByRole('heading', { name: 'Welcome to your inbox' })).toBeVisible();
    const image = guide(page).getByRole('img', { name: 'A console window with a list of conversations from several channels' });
    await expect(image).toHaveAttribute('src', '/v2/guide/home/1.svg');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(guide(page).getByRole('button', { name: 'Back' })).toBeDisabled();

    await guide(page).getByRole('button', { name: 'Next' }).click();
    await expect(position(page)).toHaveText('Slide 2 of 10');
    await expect(guide(page).getByRole('heading', { name: 'Your greeting and status' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(position(page)).toHaveText('Slide 3 of 10');
    await page.keyboard.press('ArrowLeft');
    await guide(page).getByRole('button', { name: 'Back' }).click();
    await expect(position(page)).toHaveText('Slide 1 of 10');

    await guide(page).getByRole('button', { name: 'Skip' }).click();
    await expect(position(page)).toHaveText('Slide 10 of 10');
    await expect(guide(page).getByRole('button', { name: 'Skip' })).toHaveCount(0);
    await expect(guide(page).getByRole('button', { name: 'Finish' })).toBeFocused();
    const recorded = page.waitForRequest(
      (r) => r.url().endsWith('/workspace/product-tour') && r.postDataJSON()?.action === 'set',
    );
    await guide(page).getByRole('button', { name: 'Finish' }).click();
    expect((await recorded).postDataJSON()).toEqual({ action: 'set', url: 'home' });
    await expect(guide(page)).toBeHidden();

    // Reloaded: the local cache knows the route, so no guide and no question to the server.
    const calls = tourCalls(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^Good (morning|afternoon|evening), ${person.name}$`));
    await expect(page.getByTestId('count-new')).toBeVisible();
    await expect(guide(page)).toBeHidden();
    expect(calls.filter((c) => c.action === 'get')).toEqual([]);

    // Another browser, same user: its cache is empty, so it asks the server, which remembers.
    const other = await browser.newContext();
    const second = await other.newPage();
    const secondCalls = tourCalls(second);
    await signIn(second, person);
    expect(secondCalls.filter((c) => c.action === 'get')).toHaveLength(1);
    await second.goto('/v2/home');
    await expect(second.getByTestId('count-new')).toBeVisible();
    await expect(guide(second)).toBeHidden();
    // The answer was cached in that browser: one question in all.
    expect(secondCalls.filter((c) => c.action === 'get')).toHaveLength(1);
    await other.close();
  });

  test('the guide is usable by keyboard alone, traps focus and gives it back', async ({ page }) => {
    const person = await personWithWorkspace('guidekeys');
    await signIn(page, person);

    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await guide(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('End');
    await expect(position(page)).toHaveText('Slide 22 of 22');
    await page.keyboard.press('Home');
    await expect(position(page)).toHaveText('Slide 1 of 22');
    await page.keyboard.press('Escape');
    await expect(guide(page)).toBeHidden();

    // Opened again from the help popover, it returns focus to what opened it.
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('link', { name: 'Product guide' }).click();
    await expect(page).toHaveURL(/\/v2\/overview$/);
    const open = page.getByRole('button', { name: 'Open the Tickets guide' });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(guide(page)).toHaveAccessibleName('Tickets guide');
    await expect(position(page)).toHaveText('Slide 1 of 7');
    await page.keyboard.press('Escape');
    await expect(guide(page)).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('a route with 0 slides shows none; a route with slides does', async ({ page }) => {
    const person = await personWithWorkspace('guidezero');
    await signIn(page, person);
    await page.keyboard.press('Escape');

    for (const path of ['/v2/settings/plans-billings', '/v2/settings/workspace/sla', '/v2/settings/workspace/department']) {
      const calls = tourCalls(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(guide(page)).toBeHidden();
      expect(calls).toEqual([]);
    }

    await page.goto('/v2/settings/workspace/grant-access');
    await expect(guide(page)).toHaveAccessibleName('Grant access guide');
    await expect(position(page)).toHaveText('Slide 1 of 4');
  });

  test('/overview lists every guide and opens one on demand, even when it was seen', async ({ page }) => {
    const person = await personWithWorkspace('overview');
    await signIn(page, person);
    await guide(page).getByRole('button', { name: 'Skip' }).click();
    await guide(page).getByRole('button', { name: 'Finish' }).click();
    await expect(guide(page)).toBeHidden();

    await page.getByRole('button', { name: 'Help' }).click();
    await expect(page.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Product guide' }).click();

    await expect(page).toHaveURL(/\/v2\/overview$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product guide');
    const items = page.getByRole('listitem');
    await expect(items).toHaveCount(9);
    await expect(items.first()).toContainText('Home');
    await expect(items.first()).toContainText('10 slides');
    await expect(page.getByRole('listitem').filter({ hasText: 'Chat' })).toContainText('22 slides');

    await page.getByRole('button', { name: 'Open the Chat guide' }).click();
    await expect(guide(page)).toHaveAccessibleName('Chat guide');
    await expect(position(page)).toHaveText('Slide 1 of 22');
    await expect(guide(page).getByRole('heading', { name: 'Live conversations' })).toBeVisible();
  });
});

/** An accessible name that starts with the slide's words, as a whole word: 'Resolve' is not 'Resolved'. */
function startsWithName(name: string): RegExp {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}${/\w$/.test(name) ? '(?!\\w)' : ''}`);
}

/** The address of a slide's control: its page, with the work's conversation, ticket or contact open. */
function controlUrl(control: SlideControl, guidePath: string, work: Work): string {
  const path = control.page ?? guidePath;
  if (control.where !== 'item') return `/v2${path}`;
  const item: Record<string, string> = {
    '/app/chat': `conversation=${work.conversationId}`,
    '/app/ticket': `ticket=${work.ticketId}`,
    '/app/contact': `contact=${work.contactId}`,
  };
  if (!item[path]) throw new Error(`no item to open on ${path}`);
  return `/v2${path}?${item[path]}`;
}

test.describe('the guides describe only what exists', () => {
  test.use({ viewport: { width: 1280, height: 800 }, permissions: ['notifications'] });

  test('every slide of every guide names a control that is on its page; a page not built says so', async ({ page }) => {
    test.setTimeout(240_000);
    const work = await workspaceWithWork(page, 'guidewalk');
    // An image in the conversation, for the slide about the viewer.
    await page.goto(controlUrl({ text: '', where: 'item' }, '/app/chat', work));
    await page.getByTestId('composer-files').setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: await drawPng(page) });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('button', { name: 'Open image label.png' })).toBeVisible();

    let shown = '';
    for (const guide of AVAILABLE_GUIDES) {
      const slides = await loadSlides(guide.key);
      await test.step(`${guide.title}: a page not built says so in the first slide`, async () => {
        await page.goto(`/v2${guide.path}`);
        shown = '';
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        const placeholder = await page.getByText('This part of the console is not available yet.').isVisible();
        expect(slides[0]!.text.includes('not built yet'), `${guide.title}: first slide says the page is not built yet`).toBe(placeholder);
      });
      for (const [index, slide] of slides.entries()) {
        await test.step(`${guide.title} ${index + 1}/${slides.length}: '${slide.title}'`, async () => {
          const { control } = slide;
          const url = controlUrl(control, guide.path, work);
          if (url !== shown) {
            await page.goto(url);
            await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
            shown = url;
          }
          if (control.where === 'profile menu') await page.getByRole('button', { name: /^Profile menu/ }).click();
          if (control.where === 'help menu') await page.getByRole('button', { name: 'Help' }).click();
          const found = 'role' in control ? page.getByRole(control.role, { name: startsWithName(control.name) }) : page.getByText(control.text);
          await expect(found.first(), `'${slide.title}' names a control on ${url}`).toBeVisible();
          if (control.where === 'profile menu' || control.where === 'help menu') {
            await page.keyboard.press('Escape');
            shown = '';
          }
        });
      }
    }
  });

  test('each guide shows its slides in order, each with its picture', async ({ page }) => {
    test.setTimeout(120_000);
    const person = await personWithWorkspace('guideorder');
    await signIn(page, person);
    await page.keyboard.press('Escape');
    await page.goto('/v2/overview');
    for (const route of AVAILABLE_GUIDES) {
      const slides = await loadSlides(route.key);
      await page.getByRole('button', { name: `Open the ${route.title} guide` }).click();
      await expect(guide(page)).toHaveAccessibleName(`${route.title} guide`);
      for (const [index, slide] of slides.entries()) {
        await expect(position(page)).toHaveText(`Slide ${index + 1} of ${slides.length}`);
        await expect(guide(page).getByRole('heading', { name: slide.title })).toBeVisible();
        await expect(guide(page).getByRole('img', { name: slide.alt })).toHaveAttribute('src', `/v2/guide/${route.key}/${index + 1}.svg`);
        if (index < slides.length - 1) await guide(page).getByRole('button', { name: 'Next' }).click();
      }
      await page.keyboard.press('Escape');
      await expect(guide(page)).toBeHidden();
    }
  });
});
