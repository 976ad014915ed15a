import { expect, test } from '@playwright/test';

test.describe('landing', () => {
  test('says what the product does, for whom, and which channels it serves', async ({ page }) => {
    await page.goto('/v2/');

    await expect(page).toHaveTitle(/Omnichannel Inbox/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every customer conversation in one inbox');
    const what = page.getByRole('region', { name: 'What it does' });
    for (const capability of ['Chat', 'Tickets', 'Contacts', 'Reports', 'Channel integrations']) {
      await expect(what.getByRole('heading', { name: capability })).toBeVisible();
    }
    const who = page.getByRole('region', { name: 'Who it is for' });
    for (const audience of ['Support teams', 'Agents', 'Administrators']) {
      await expect(who.getByRole('heading', { name: audience })).toBeVisible();
    }

    const logos = page.getByRole('region', { name: 'The channels it serves' }).locator('img');
    await expect(logos).toHaveCount(23);
    await expect(page.getByText('WhatsApp Business')).toBeVisible();
    await expect(page.getByText('Tokopedia')).toBeVisible();
    await expect
      .poll(() => logos.evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth > 0).length))
      .toBe(23);
  });

  test('links to the console login, pricing and contact us', async ({ page }) => {
    await page.goto('/v2/');
    const header = page.getByRole('banner');

    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/v2/app/chat');
    await expect(header.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Contact us' })).toBeVisible();

    await header.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/v2\/api\/sso\/login\?continue=/);
  });

  test('pricing shows the free and lite packages and the three addons', async ({ page }) => {
    await page.goto('/v2/');
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();

    await expect(page).toHaveURL(/\/v2\/pricing$/);
    await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
    await expect(page.getByTestId('package-free')).toBeVisible();
    await expect(page.getByTestId('package-lite')).toBeVisible();
    for (const addon of ['agent', 'mau', 'conversation']) {
      await expect(page.getByTestId(`addon-${addon}`)).toBeVisible();
    }
    // The unit phrase says 'per' itself ('$9 per per agent per month' before).
    await expect(page.getByTestId('addon-agent')).toContainText('$9 per agent per month');
    await expect(page.getByRole('table')).not.toContainText('per per');
  });

  test('pricing loads on a direct visit too', async ({ page }) => {
    await page.goto('/v2/pricing');

    await expect(page.getByTestId('package-free')).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
  });

  test('contact us validates the form and confirms a valid message', async ({ page }) => {
    await page.goto('/v2/contact-us');
    const send = page.getByRole('button', { name: 'Send message' });

    await send.click();
    await expect(page.getByText('Required', { exact: true })).toHaveCount(3);

    await page.getByLabel('Name').fill('Ana Example');
    await page.getByLabel('E-mail').fill('ana@');
    await page.getByLabel('Company').fill('Example Ltd');
    await page.getByLabel('Message').fill('We would like a demo for a team of twelve agents.');
    await send.click();
    await expect(page.getByText('Invalid format')).toBeVisible();
    await expect(page.getByText('Required', { exact: true })).toHaveCount(0);

    await page.getByLabel('E-mail').fill('ana@example.test');
    await send.click();

    const confirmation = page.getByTestId('contact-confirmation');
    await expect(confirmation).toBeVisible();
    await expect(confirmation).not.toBeEmpty();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeFocused();
  });
});
