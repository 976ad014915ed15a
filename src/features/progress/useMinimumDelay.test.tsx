import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMinimumDelay } from './useMinimumDelay';

describe('useMinimumDelay', () => {
  afterEach(() => vi.useRealTimers());

  it('holds a short loading state for 200 ms', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ loading }) => useMinimumDelay(loading), { initialProps: { loading: true } });
    await act(() => vi.advanceTimersByTimeAsync(50));
    rerender({ loading: false });
    expect(result.current).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(149));
    expect(result.current).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(false);
  });

  it('is false from the start when nothing loads', () => {
    const { result } = renderHook(() => useMinimumDelay(false));
    expect(result.current).toBe(false);
  });
});
