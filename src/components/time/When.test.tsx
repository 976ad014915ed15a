import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatWhen } from './formatWhen';
import { When } from './When';

const START = Date.parse('2026-11-24T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('When', () => {
  it('shows the relative time in a <time> with the moment and the full time on hover', () => {
    render(<When at="2026-11-24T11:55:00Z" className="row__time" />);
    const time = screen.getByText('5 min ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-24T11:55:00Z');
    expect(time).toHaveAttribute('title', formatWhen('2026-11-24T11:55:00Z', START).full);
    expect(time.getAttribute('title')).toMatch(/2026/);
    expect(time).toHaveClass('row__time');
  });

  it('keeps itself current as minutes pass, then turns into a date beyond a day', () => {
    render(<When at="2026-11-24T11:59:30Z" />);
    expect(screen.getByText('just now')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(screen.getByText('2 min ago')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(24 * 60 * 60_000));
    expect(screen.getByText(formatWhen('2026-11-24T11:59:30Z', Date.now()).text)).toBeInTheDocument();
    expect(screen.queryByText(/ago$/)).toBeNull();
  });

  it("uses the caller's clock when given one", () => {
    render(<When at="2026-11-24T11:00:00Z" now={START + 60 * 60_000} />);
    expect(screen.getByText('2 h ago')).toBeInTheDocument();
  });

  it('shows nothing for an unreadable date', () => {
    const { container } = render(<When at="soon" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('stops its timer when the last time leaves the page', () => {
    const { unmount } = render(
      <>
        <When at="2026-11-24T11:55:00Z" />
        <When at="2026-11-24T11:50:00Z" />
      </>,
    );
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
