import type { BrandLook } from '../../domain/brandRules';

// The console's theme from the workspace's accent: the custom properties every button, link, focus ring
// and selected row already read (src/app/styles/base.css), set on the document's root element so the shell
// and what PrimeReact draws outside it (dialogs, menus, toasts portalled to <body>) follow alike.

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

/**
 * Sets the accent's custom properties on `root` (the document's element), or leaves the product's colours
 * when the look is not known yet; answers the clean-up that takes them off again.
 */
export function applyBrand(root: HTMLElement, look: BrandLook | null): () => void {
  if (!look) return () => undefined;
  const properties = accentProperties(look.accent);
  for (const [name, value] of Object.entries(properties)) root.style.setProperty(name, value);
  return () => {
    for (const name of Object.keys(properties)) root.style.removeProperty(name);
  };
}
