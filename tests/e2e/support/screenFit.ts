// What "fits the screen" means on a phone: the page does not scroll sideways, and every control a person
// can see lies within the screen's width and is not cut off by a box that hides its overflow. A control
// inside a box that scrolls (a list, a dialog's body) counts as reachable.

import { expect, type Page } from '@playwright/test';

const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="link"]',
  '[role="option"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Each way the page in its current state does not fit, in words (empty: it fits). */
export function misfits(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const doc = document.documentElement;
    const width = doc.clientWidth;
    const problems: string[] = [];
    if (doc.scrollWidth > width) problems.push(`the page is ${doc.scrollWidth} px wide on a ${width} px screen`);

    const describe = (el: Element) => {
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${name}"`;
    };

    for (const el of document.querySelectorAll(selector)) {
      // What nobody sees: not rendered, hidden, transparent, or the 1 px of a visually hidden element
      // (a native file input behind its label, a skip link before it is focused).
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.bottom <= 0) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        problems.push(`${describe(el)} lies at x ${Math.round(box.left)}–${Math.round(box.right)}, outside the ${width} px screen`);
        continue;
      }
      // Up to the first box that scrolls on an axis: beyond it, that axis is reachable by scrolling.
      let checkX = true;
      let checkY = true;
      for (let outer = el.parentElement; outer && outer !== doc && (checkX || checkY); outer = outer.parentElement) {
        const style = getComputedStyle(outer);
        const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
        const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
        const edges = outer.getBoundingClientRect();
        const cutX = checkX && clips(style.overflowX) && (box.left < edges.left - 0.5 || box.right > edges.right + 0.5);
        const cutY = checkY && clips(style.overflowY) && (box.top < edges.top - 0.5 || box.bottom > edges.bottom + 0.5);
        if (cutX || cutY) {
          problems.push(`${describe(el)} is cut off by ${describe(outer).split(' ')[0]}`);
          break;
        }
        if (scrolls(style.overflowX)) checkX = false;
        if (scrolls(style.overflowY)) checkY = false;
      }
    }
    return problems;
  }, CONTROLS);
}

/** Fails with every misfit of the page as it is now, named by `where`. */
export async function expectFits(page: Page, where: string): Promise<void> {
  expect(await misfits(page), `${where} at ${page.viewportSize()?.width} px`).toEqual([]);
}
