import { describe, expect, it } from 'vitest';
import { accentProperties, applyBrand, BRAND_STYLE_ID } from './brandTheme';

describe('brandTheme', () => {
  it('derives the hover and pale shades from the accent', () => {
    expect(accentProperties('#0b5394')).toEqual({ '--color-primary': '#0b5394', '--color-primary-dark': '#083e6f', '--color-primary-soft': '#e7eef4' });
  });

  it('leaves the product colours alone until the look is known', () => {
    applyBrand(document, null)();
    expect(document.getElementById(BRAND_STYLE_ID)).toBeNull();
  });

  it('sets the accent for the root in the light theme only (so portalled dialogs follow, and dark stays legible), and takes it off again', () => {
    const cleanUp = applyBrand(document, { name: 'Acme', accent: '#000000', logoUrl: null });
    const rule = document.getElementById(BRAND_STYLE_ID)!.textContent;
    expect(rule).toBe(":root:not([data-theme='dark']) { --color-primary: #000000; --color-primary-dark: #000000; --color-primary-soft: #e6e6e6; }");
    cleanUp();
    expect(document.getElementById(BRAND_STYLE_ID)).toBeNull();
  });
});
