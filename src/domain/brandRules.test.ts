import { describe, expect, it } from 'vitest';
import { brandErrors, colourError, contrastWithWhite, DEFAULT_BRAND, logoFileError, normalizeBrand, readBrand, widgetLookWithBrand } from './brandRules';
import { readWebchatSettings } from './webchat';

const LOGO = '3f1c2a8e-6d0b-4c47-9a51-0b6f2d1e9c11';

describe('contrast with white text', () => {
  it('follows WCAG 2: black 21:1, white 1:1, the default accent well above 4.5:1', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastWithWhite('#767676')).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite('#777777')).toBeLessThan(4.5);
    expect(contrastWithWhite(DEFAULT_BRAND.accent)).toBeGreaterThan(4.5);
  });

  it('refuses a light colour with the ratio it has and a bad format with an example', () => {
    expect(colourError('#ffd700')).toBe('White text on this colour is hard to read (contrast 1.4:1, at least 4.5:1 needed): choose a darker colour.');
    expect(colourError('#777777')).toMatch(/contrast 4\.4:1/);
    expect(colourError('#767676')).toBeUndefined();
    for (const bad of ['red', '#fff', '4f46e5', 12, null]) expect(colourError(bad)).toBe('Use a colour like #4f46e5');
  });
});

describe('brandErrors', () => {
  it('passes the defaults and a full brand with a logo', () => {
    expect(brandErrors(DEFAULT_BRAND)).toEqual({});
    expect(brandErrors({ ...DEFAULT_BRAND, logo: LOGO, position: 'bottom-left', identity: 'workspace' })).toEqual({});
  });

  it('names every wrong field', () => {
    expect(
      brandErrors({ logo: 'logo.png', accent: '#eeeeee', caption: ' ', color: 'blue', greeting: 'x'.repeat(501), position: 'top', identity: 'bot' }),
    ).toEqual({
      logo: 'Choose an uploaded image',
      accent: expect.stringMatching(/^White text on this colour is hard to read/),
      caption: 'Required',
      color: 'Use a colour like #4f46e5',
      greeting: 'Max 500 characters',
      position: 'Choose bottom right or bottom left',
      identity: "Choose the agent's or the workspace's name",
    });
    expect(brandErrors({ ...DEFAULT_BRAND, caption: 'x'.repeat(41) })).toEqual({ caption: 'Max 40 characters' });
  });
});

describe('logoFileError', () => {
  it('takes PNG, JPEG and SVG up to 1 MB', () => {
    expect(logoFileError({ type: 'image/png', size: 1024 * 1024 })).toBeUndefined();
    expect(logoFileError({ type: 'image/svg+xml', size: 10 })).toBeUndefined();
    expect(logoFileError({ type: 'image/png', size: 1024 * 1024 + 1 })).toBe('The logo must be at most 1 MB.');
    expect(logoFileError({ type: 'image/gif', size: 10 })).toBe('The logo must be a PNG, JPEG or SVG image.');
  });
});

describe('readBrand and normalizeBrand', () => {
  it('gives the defaults for nothing stored and keeps each good field of what is', () => {
    expect(readBrand(null)).toEqual(DEFAULT_BRAND);
    expect(readBrand({ accent: '#ffffff', caption: 'Talk to us', logo: 'nope', position: 'bottom-left' })).toEqual({
      ...DEFAULT_BRAND,
      caption: 'Talk to us',
      position: 'bottom-left',
    });
  });

  it('keeps the brand fields only, texts trimmed and colours lowered', () => {
    const sent = { ...DEFAULT_BRAND, accent: '#4F46E5', caption: ' Hi ', greeting: ' Hello ', extra: 'not stored' };
    expect(normalizeBrand(sent)).toEqual({ ...DEFAULT_BRAND, accent: '#4f46e5', caption: 'Hi', greeting: 'Hello' });
  });
});

describe('widgetLookWithBrand', () => {
  const brand = { ...DEFAULT_BRAND, caption: 'Ask Acme', color: '#0b5394', greeting: 'Welcome to Acme', position: 'bottom-left' as const };

  it('fills what the channel leaves out or at the product default with the brand', () => {
    const raw = { caption: 'Chat Us', showVisitorTyping: true };
    expect(widgetLookWithBrand(raw, readWebchatSettings(raw), brand)).toMatchObject({
      caption: 'Ask Acme',
      color: '#0b5394',
      greeting: 'Welcome to Acme',
      position: 'left',
      showVisitorTyping: true,
    });
  });

  it("keeps what the channel set itself", () => {
    const raw = { caption: 'Sales chat', color: '#006400', position: 'right', greeting: 'Hi! How can we help you today?' };
    expect(widgetLookWithBrand(raw, readWebchatSettings(raw), brand)).toMatchObject({ caption: 'Sales chat', color: '#006400', greeting: 'Welcome to Acme', position: 'left' });
  });
});
