// The shell's tooltip and popover settings, from spec §9, so every overlay behaves the same.

import type { TooltipOptions } from 'primereact/tooltip/tooltipoptions';
import { POPOVER, TOOLTIP_DELAY_MS } from '../domain/constants';

/** PrimeReact tooltipOptions: shown after the spec's 1000 ms, so a passing pointer does not trigger it. */
export const TOOLTIP_OPTIONS: TooltipOptions = { showDelay: TOOLTIP_DELAY_MS, position: 'right' };

/**
 * A popover anchored to a trigger: content 250 px wide by default, nudged 52 px left of the trigger so
 * it stays inside the window, opened without delay.
 */
export const POPOVER_DEFAULTS = {
  contentWidth: POPOVER.defaultContentWidth,
  leftNudge: POPOVER.leftNudge,
  delayMs: POPOVER.delayMs,
} as const;

/** The inline style of a popover's content box, for PrimeReact OverlayPanel's `style`. */
export function popoverStyle(width: number = POPOVER_DEFAULTS.contentWidth) {
  return { width: `${width}px`, maxWidth: 'calc(100vw - 1rem)', marginLeft: `-${POPOVER_DEFAULTS.leftNudge}px` };
}
