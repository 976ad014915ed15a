// The product guide opens as a modal on the first visit of most console pages. Specs about something
// else call hideProductGuides() before signing in, so the guide's modal never covers what they click.

import type { BrowserContext, Page } from '@playwright/test';

const EVERY_GUIDE = [
  'home',
  'app/ticket',
  'app/chat',
  'app/contact',
  'report/ticket',
  'settings/workspace/timework',
  'skill',
  'member',
  'grant-access',
];

/** Answers the guide's "which routes were seen" question with every route, in this page or context only. */
export async function hideProductGuides(target: Page | BrowserContext): Promise<void> {
  await target.route('**/v2/api/workspace/product-tour', async (route) => {
    const body = route.request().postDataJSON() as { action?: string } | null;
    if (body?.action !== 'get') return route.continue();
    await route.fulfill({ json: { result: 'success', data: EVERY_GUIDE } });
  });
}
