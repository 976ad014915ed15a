// Every page of the shell, and its menus and dialogs, pass axe-core with no serious or critical violation;
// every control of the console has a name and every icon draws an SVG that takes room.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './support/accounts';
import { workspaceWithWork } from './support/inboxWork';
import { submitLogin } from './support/login';

async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `${what} has accessibility violations`).toEqual([]);
}

test.describe('accessibility of the public pages', () => {
  for (const path of ['/v2/', '/v2/pricing', '/v2/contact-us', '/v2/satisfaction-form', '/v2/wallboard', '/v2/api/sso/login', '/v2/account-recovery', '/v2/maintenance']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, path);
    });
  }
});

test.describe('accessibility of the console', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/v2/app/chat');
    await submitLogin(page, ADMIN.email, ADMIN.password);
    await expect(page.getByTestId('user-name').first()).toBeVisible();
  });

  for (const path of ['/v2/home', '/v2/app/chat', '/v2/overview', '/v2/onboarding/getting-started', '/v2/no-such-page/here', '/v2/app/unknown']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, path);
    });
  }
});

/**
 * What axe cannot see: an icon-only control whose glyph draws nothing (an icon-font class without the
 * font) still has its aria-label. Every control on the page must have a name, every glyph must be an
 * SVG that takes room, and a control without text must show one.
 */
async function expectNamedControlsWithVisibleIcons(page: Page, what: string) {
  const names = await new AxeBuilder({ page })
    .withRules(['button-name', 'link-name', 'input-button-name', 'aria-command-name', 'aria-toggle-field-name', 'select-name', 'label', 'svg-img-alt'])
    .analyze();
  const unnamed = names.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(unnamed, `${what} has controls without an accessible name`).toEqual([]);

  const problems = await page.evaluate(() => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const describe = (el: Element) => `${el.tagName.toLowerCase()}[${el.getAttribute('aria-label') ?? el.className}]`;
    const found: string[] = [];
    for (const el of document.querySelectorAll('[class]')) {
      if ([...el.classList].some((c) => c === 'pi' || c.startsWith('pi-'))) found.push(`icon-font class on ${describe(el)}`);
    }
    for (const control of document.querySelectorAll('button, [role="button"], a[href], [role="link"]')) {
      if (!shown(control)) continue;
      for (const glyph of control.querySelectorAll('svg, .p-button-icon')) {
        if (glyph.tagName.toLowerCase() !== 'svg') found.push(`a glyph that is not an SVG in ${describe(control)}`);
        else if (!shown(glyph)) found.push(`an SVG of no size in ${describe(control)}`);
      }
      const text = (control.textContent ?? '').trim();
      const picture = [...control.querySelectorAll('svg, img')].some(shown);
      if (!text && !picture) found.push(`a blank control ${describe(control)}`);
    }
    return found;
  });
  expect(problems, `${what} has icons that do not show`).toEqual([]);
}

test.describe('icon-only controls of the console', () => {
  test.use({ viewport: { width: 1280, height: 800 }, permissions: ['notifications'] });

  test('every control has a name and every icon draws an SVG, on each page with its work open', async ({ page }) => {
    test.setTimeout(120_000);
    const work = await workspaceWithWork(page, 'icons');
    const visits: [string, string, (() => Promise<void>)?][] = [
      ['/v2/home', 'home'],
      [`/v2/app/chat?conversation=${work.conversationId}`, 'a conversation', () => expect(page.getByRole('heading', { level: 2, name: 'Rosa Diaz' })).toBeVisible()],
      [
        `/v2/app/ticket?ticket=${work.ticketId}`,
        'a ticket with a tag and a filter open',
        async () => {
          await expect(page.getByRole('button', { name: 'Close ticket' })).toBeVisible();
          await expect(page.getByRole('button', { name: 'Remove tag billing' })).toBeVisible();
          await page.getByRole('button', { name: /^Status/ }).click();
        },
      ],
      [`/v2/app/contact?contact=${work.contactId}`, 'a contact', () => expect(page.getByRole('heading', { name: 'Rosa Diaz' }).first()).toBeVisible()],
      ['/v2/settings/channel/WEBHOOK', 'the webhook channel', () => expect(page.getByRole('button', { name: 'Rotate secret' }).first()).toBeVisible()],
      ['/v2/settings/channel/CHATOMNIWEBCHAT', 'the web chat channel'],
      ['/v2/settings/workspace/member', 'members'],
    ];
    for (const [path, what, prepare] of visits) {
      await test.step(what, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await prepare?.();
        await expectNamedControlsWithVisibleIcons(page, what);
      });
    }
    await test.step('the profile and help menus', async () => {
      await page.getByRole('button', { name: 'Help' }).click();
      await expectNamedControlsWithVisibleIcons(page, 'the help menu');
      await page.keyboard.press('Escape');
      await page.getByTestId('user-name').first().click();
      await expectNamedControlsWithVisibleIcons(page, 'the profile menu');
    });
  });

  test("the drawer's Contact entry is named plainly and stays inactive", async ({ page }) => {
    await page.goto('/v2/home');
    await submitLogin(page, ADMIN.email, ADMIN.password);
    const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true });
    await expect(contact).toHaveAccessibleName('Contact');
    await expect(contact).toHaveAttribute('aria-disabled', 'true');
    await expect(contact).not.toHaveAttribute('href');
    await expect(contact).not.toHaveAttribute('title');
  });
});
