import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCopyToClipboard } from './useCopyToClipboard';

const FAILED = 'It could not be copied: select it and copy it by hand.';

function withClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('useCopyToClipboard', () => {
  afterEach(() => vi.useRealTimers());

  it('copies the value, says so, and clears the line after 3 s', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => undefined);
    withClipboard(writeText);
    const { result } = renderHook(() => useCopyToClipboard(FAILED));
    expect(result.current.message).toBe('');
    await act(async () => result.current.copy('abc'));
    expect(writeText).toHaveBeenCalledWith('abc');
    expect(result.current.message).toBe('Copied.');
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.message).toBe('Copied.');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.message).toBe('');
  });

  it('says to copy by hand when the browser refuses', async () => {
    withClipboard(async () => Promise.reject(new Error('denied')));
    const { result } = renderHook(() => useCopyToClipboard(FAILED));
    await act(async () => result.current.copy('abc'));
    expect(result.current.message).toBe(FAILED);
  });
});
