import type { BrandLook } from '../../domain/brandRules';

// The console's theme from the workspace's accent: the custom properties every button, link, focus ring
// and selected row already read (src/app/styles/base.css), set for the document's root so the shell and
// what PrimeReact draws outside it (dialogs, menus, toasts portalled to <body>) follow alike.

function mix(hex: string, toward: number, share: number): string {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `#${channels.map((c) => Math.round(c + (toward - c) * share).toString(16).padStart(2, '0')).join('')}`;
}

/** The custom properties for an accent (#rrggbb): itself, a darker one for hover, a pale one for backgrounds. */
export function accentProperties(accent: string): Record<string, string> {
  return {
    '--color-primary': accent,
    '--color-primary-dark': mix(accent, 0, 0.25),
    '--color-primary-soft': mix(accent, 255, 0.9),
  };
}

/** The style element that carries the workspace's accent (one per document). */
export const BRAND_STYLE_ID = 'workspace-brand';

/**
 * Gives the document the accent's custom properties in the light theme, or leaves the product's colours
 * when the look is not known yet; answers the clean-up that takes them off again. A rule of its own rather
 * than an inline style: the accent is checked against white text, so the dark theme (theme.css, which
 * re-values the same properties for a dark background) keeps its own legible colours.
 */
export function applyBrand(doc: Document, look: BrandLook | null): () => void {
  if (!look) return () => undefined;
  const style = doc.createElement('style');
  style.id = BRAND_STYLE_ID;
  const declarations = Object.entries(accentProperties(look.accent))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
  style.textContent = `:root:not([data-theme='dark']) { ${declarations} }`;
  doc.head.append(style);
  return () => style.remove();
}
