// Which console addresses one tab hands to another, and which clicks would open a second console tab.

import { ROUTER_BASE } from '../../domain/constants';

/** The pages that open one item, and the query parameter naming it. */
const ITEM_PAGES: Record<string, string> = {
  '/app/ticket': 'ticket',
  '/app/chat': 'conversation',
  '/app/contact': 'contact',
};
const ITEM_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The page to open in the console tab for an address (path and query under the origin) of a ticket, a
 * conversation or a contact: relative to the router's base and with only the item's parameter, or null
 * for any other address. Both tabs check it, so an offer never opens anything else.
 */
export function handOffTarget(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address, 'http://console.invalid');
  } catch {
    return null;
  }
  const base = ROUTER_BASE.replace(/\/$/, '');
  if (url.origin !== 'http://console.invalid' || !url.pathname.startsWith(`${base}/`)) return null;
  const page = url.pathname.slice(base.length).replace(/\/$/, '');
  const param = ITEM_PAGES[page];
  const id = param ? url.searchParams.get(param) : null;
  if (!param || !id || !ITEM_ID.test(id)) return null;
  return `${page}?${param}=${encodeURIComponent(id)}`;
}

/** The parts of a click the rule reads. */
export interface ClickLike {
  type: string;
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/** A click that asks the browser for a new tab or window: Ctrl/⌘/Shift with the main button, or the middle one. */
export function opensNewTab(click: ClickLike): boolean {
  if (click.type === 'auxclick') return click.button === 1;
  return click.type === 'click' && click.button === 0 && (click.ctrlKey || click.metaKey || click.shiftKey);
}

/**
 * Whether the page that opened a tab is the console (a link opened in a new tab from it), not the login
 * page, the landing pages or another site: only then is the person still looking at the console.
 */
export function openedByConsole(openerPath: string | null): boolean {
  if (openerPath === null) return false;
  const base = ROUTER_BASE.replace(/\/$/, '');
  return /^\/(app|home|report|settings|overview)(\/|\?|$)/.test(openerPath.startsWith(`${base}/`) ? openerPath.slice(base.length) : '');
}
