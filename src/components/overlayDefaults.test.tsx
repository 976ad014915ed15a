import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button } from 'primereact/button';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POPOVER_DEFAULTS, TOOLTIP_OPTIONS, popoverStyle } from './overlayDefaults';

describe('overlay defaults (spec §9)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('uses the tooltip delay and popover figures of the spec', () => {
    expect(TOOLTIP_OPTIONS.showDelay).toBe(1000);
    expect(POPOVER_DEFAULTS).toEqual({ contentWidth: 250, leftNudge: 52, delayMs: 0 });
    expect(popoverStyle()).toMatchObject({ width: '250px', marginLeft: '-52px' });
  });

  it('shows a tooltip only after 1000 ms of hovering', async () => {
    vi.useFakeTimers();
    render(<Button type="button" aria-label="Open navigation" tooltip="Open navigation" tooltipOptions={TOOLTIP_OPTIONS} />);

    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Open navigation' }));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(document.querySelector('.p-tooltip')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(document.querySelector('.p-tooltip')).toHaveTextContent('Open navigation');
  });
});
