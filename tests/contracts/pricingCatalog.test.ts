// The landing page's pricing texts over the api's real catalog: the two sides meet only here, as the
// browser code never imports server code.
import { describe, expect, it } from 'vitest';
import { ADDONS } from '../../server/api/modules/billing/catalog';
import { addonPrice } from '../../src/features/pricing/pricingRules';

describe('addonPrice over the catalog', () => {
  it("says 'per' once: the catalog's unit phrases carry it ('$9 per per agent per month' before)", () => {
    expect(ADDONS.map((a) => addonPrice(a))).toEqual(['$9 per agent per month', '$10 per 1,000 MAU per month', '$8 per 1,000 conversations']);
  });
});
