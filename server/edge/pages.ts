import fs from 'node:fs';
import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import { CONSOLE_SECTIONS, type ConsoleSection } from '../../src/domain/consoleSections';
import { NOT_BUILT_PAGE } from './edgePages.js';
import { htmlDocument, sendHtml, type HtmlDocument } from './html.js';

export type Entry = 'console' | 'landing' | 'satisfaction' | 'wallboard' | 'webchat';

export const ENTRY_FILES: Record<Entry, string> = {
  console: 'console.html',
  landing: 'landing.html',
  satisfaction: 'satisfaction.html',
  wallboard: 'wallboard.html',
  webchat: 'webchat.html',
};

/** The console's sections (the ones its page registry's paths are typed against), as Express routes. */
const consoleRoutes = (Object.keys(CONSOLE_SECTIONS) as ConsoleSection[]).map((section) =>
  CONSOLE_SECTIONS[section] === 'with children' ? `/v2/${section}{/*splat}` : `/v2/${section}`,
);

/** Client-side routes of each bundle; a trailing slash is accepted (non-strict routing). */
export const ENTRY_ROUTES: Record<Entry, string[]> = {
  console: consoleRoutes,
  landing: ['/v2/', '/v2/pricing', '/v2/contact-us'],
  satisfaction: ['/v2/satisfaction-form'],
  wallboard: ['/v2/wallboard'],
  webchat: ['/v2/webchat/frame'],
};

export type HtmlEntries = Partial<Record<Entry, HtmlDocument>>;

/** Read once at start: the bundles do not change under a running edge. */
export function loadHtmlEntries(distDir: string): HtmlEntries {
  const entries: HtmlEntries = {};
  for (const [entry, file] of Object.entries(ENTRY_FILES) as [Entry, string][]) {
    try {
      entries[entry] = htmlDocument(fs.readFileSync(path.join(distDir, file)));
    } catch {
      // a missing bundle answers the "not built" page below instead of stopping the edge
    }
  }
  return entries;
}

function entryHandler(document: HtmlDocument | undefined) {
  return (req: Request, res: Response) => {
    if (!document) {
      sendHtml(res, 503, NOT_BUILT_PAGE, { 'Retry-After': '30' });
      return;
    }
    res.setHeader('ETag', document.etag);
    if (req.fresh) {
      res.setHeader('Cache-Control', 'no-cache');
      res.statusCode = 304;
      res.end();
      return;
    }
    sendHtml(res, 200, document.body);
  };
}

export function createPagesRouter(entries: HtmlEntries): Router {
  const router = Router();
  for (const entry of Object.keys(ENTRY_ROUTES) as Entry[]) {
    const handler = entryHandler(entries[entry]);
    for (const route of ENTRY_ROUTES[entry]) router.get(route, handler);
  }
  return router;
}
