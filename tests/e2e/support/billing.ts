// The seeded workspace is on the free package (100 MAU), which the billing warning announces at every
// sign-in (spec §5: 0, 50 or 100 MAU left). Specs about something else call calmBilling() before signing
// in, so that modal never covers what they click; billing.spec.ts tests the warning itself.

import type { BrowserContext, Page } from '@playwright/test';

export async function calmBilling(target: Page | BrowserContext): Promise<void> {
  await target.route('**/v2/api/billing/status', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { quota?: Record<string, number> };
    if (body.quota) body.quota = { ...body.quota, mauAvailable: 1000, conversationsAvailable: 1000 };
    await route.fulfill({ response, json: body });
  });
  await target.route('**/v2/api/api/workspace/availabe-features', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), available: 1000 } });
  });
}
