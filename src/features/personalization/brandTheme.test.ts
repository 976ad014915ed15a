import { describe, expect, it } from 'vitest';
import { accentProperties, brandStyle } from './brandTheme';

describe('brandTheme', () => {
  it('derives the hover and pale shades from the accent', () => {
    expect(accentProperties('#0b5394')).toEqual({ '--color-primary': '#0b5394', '--color-primary-dark': '#083e6f', '--color-primary-soft': '#e7eef4' });
  });

  it('leaves the product colours alone until the look is known', () => {
    expect(brandStyle(null)).toBeUndefined();
    expect(brandStyle({ name: 'Acme', accent: '#000000', logoUrl: null })).toMatchObject({ '--color-primary': '#000000' });
  });
});
