import { describe, expect, it } from 'vitest';
import { accentProperties, applyBrand } from './brandTheme';

describe('brandTheme', () => {
  it('derives the hover and pale shades from the accent', () => {
    expect(accentProperties('#0b5394')).toEqual({ '--color-primary': '#0b5394', '--color-primary-dark': '#083e6f', '--color-primary-soft': '#e7eef4' });
  });

  it('leaves the product colours alone until the look is known', () => {
    const root = document.createElement('html');
    applyBrand(root, null)();
    expect(root.getAttribute('style')).toBeNull();
  });

  it('sets the accent on the root element (so portalled dialogs follow) and takes it off again', () => {
    const root = document.createElement('html');
    const cleanUp = applyBrand(root, { name: 'Acme', accent: '#000000', logoUrl: null });
    expect(root.style.getPropertyValue('--color-primary')).toBe('#000000');
    expect(root.style.getPropertyValue('--color-primary-soft')).toBe('#e6e6e6');
    cleanUp();
    expect(root.style.getPropertyValue('--color-primary')).toBe('');
  });
});
