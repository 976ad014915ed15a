import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActivity } from '../activity';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('stays hidden for work shorter than 200 ms', async () => {
    vi.useFakeTimers();
    const activity = createActivity();
    render(<ProgressBar activity={activity} />);

    act(() => activity.started());
    await act(() => vi.advanceTimersByTimeAsync(199));
    act(() => activity.finished());
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows longer work with the 5000 ms creep, then finishes and goes', async () => {
    vi.useFakeTimers();
    const activity = createActivity();
    render(<ProgressBar activity={activity} />);

    act(() => activity.started());
    await act(() => vi.advanceTimersByTimeAsync(200));
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar).toHaveAttribute('data-phase', 'shown');
    expect((bar.firstChild as HTMLElement).style.transitionDuration).toBe('5000ms');

    act(() => activity.finished());
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-phase', 'finishing');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
