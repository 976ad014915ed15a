import type { CSSProperties } from 'react';
import type { BrandLook } from '../../domain/brandRules';

// The console's theme from the workspace's accent: the custom properties every button, link, focus ring
// and selected row already read (src/app/styles/base.css), set on the shell so its whole tree follows.

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

/** The shell's style: none until the workspace's look is known (the product's own colours stay). */
export function brandStyle(look: BrandLook | null): CSSProperties | undefined {
  return look ? (accentProperties(look.accent) as CSSProperties) : undefined;
}
