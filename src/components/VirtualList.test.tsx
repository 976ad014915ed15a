import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VirtualList } from './VirtualList';
import { visibleRange } from './virtualRange';

describe('visibleRange', () => {
  const range = (scrollTop: number, count = 1_000, height = 300) => visibleRange({ count, rowHeight: 30, scrollTop, height, overscan: 5 });

  it.each([
    [0, { top: 0, first: 0, last: 14 }],
    [15, { top: 0, first: 0, last: 15 }],
    [300, { top: 10, first: 5, last: 24 }],
    [29_700, { top: 990, first: 985, last: 999 }],
    [99_999, { top: 999, first: 994, last: 999 }],
    [-50, { top: 0, first: 0, last: 14 }],
  ])('scrolled to %i px: %j', (scrollTop, expected) => expect(range(scrollTop)).toEqual(expected));

  it('is empty for no rows, and a short list renders all of its rows', () => {
    expect(range(0, 0)).toEqual({ top: 0, first: 0, last: -1 });
    expect(range(0, 3)).toEqual({ top: 0, first: 0, last: 2 });
    expect(visibleRange({ count: 5, rowHeight: 0, scrollTop: 0, height: 100, overscan: 1 })).toEqual({ top: 0, first: 0, last: -1 });
  });
});

afterEach(cleanup);

const ids = Array.from({ length: 10_000 }, (_, i) => `t${i}`);

function renderList(props: Partial<Parameters<typeof VirtualList<string>>[0]> = {}) {
  const onOpen = vi.fn();
  const onEndReached = vi.fn();
  const utils = render(
    <VirtualList
      ids={ids}
      rowHeight={60}
      overscan={2}
      label="Tickets"
      idPrefix="row"
      renderRow={(id) => <span>Row {id}</span>}
      onOpen={onOpen}
      onEndReached={onEndReached}
      footer={<p>No more data.</p>}
      {...props}
    />,
  );
  return { ...utils, onOpen, onEndReached, listbox: screen.getByRole('listbox', { name: 'Tickets' }) };
}

describe('VirtualList', () => {
  it('renders only the rows in view and the overscan, positioned in a list as tall as all of them', () => {
    const { listbox } = renderList();
    // 600 px assumed before measuring: 10 rows in view, 2 more below.
    expect(screen.getAllByRole('option')).toHaveLength(12);
    expect(listbox).toHaveStyle({ height: '600000px' });
    expect(screen.getByRole('option', { name: 'Row t0' })).toHaveAttribute('aria-setsize', '10000');
    expect(screen.getByText('No more data.')).toBeInTheDocument();
  });

  it('follows the scroll position', () => {
    const { container } = renderList();
    const scroller = container.querySelector('.vlist')!;
    fireEvent.scroll(scroller, { target: { scrollTop: 60_000 } });
    expect(screen.queryByText('Row t0')).toBeNull();
    expect(screen.getByText('Row t1000')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Row t998' })).toHaveAttribute('aria-posinset', '999');
  });

  it('arrow keys move the active row, Enter opens it, Home and End jump', () => {
    const { listbox, onOpen } = renderList();
    fireEvent.keyDown(listbox, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'Row t0' })).toHaveAttribute('aria-selected', 'true');
    expect(listbox).toHaveAttribute('aria-activedescendant', 'row-t0');
    fireEvent.keyDown(listbox, { key: 'ArrowDown' });
    fireEvent.keyDown(listbox, { key: 'ArrowDown' });
    fireEvent.keyDown(listbox, { key: 'ArrowUp' });
    expect(listbox).toHaveAttribute('aria-activedescendant', 'row-t1');
    fireEvent.keyDown(listbox, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith('t1');
    fireEvent.keyDown(listbox, { key: 'PageDown' });
    expect(listbox).toHaveAttribute('aria-activedescendant', 'row-t10');
    fireEvent.keyDown(listbox, { key: 'Home' });
    fireEvent.keyDown(listbox, { key: 'ArrowUp' });
    expect(listbox).toHaveAttribute('aria-activedescendant', 'row-t0');
    fireEvent.keyDown(listbox, { key: 'End' });
    // The last row was scrolled into view: it is rendered and active.
    expect(screen.getByRole('option', { name: 'Row t9999' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a click opens the row and makes it active', () => {
    const { onOpen } = renderList();
    fireEvent.click(screen.getByText('Row t3'));
    expect(onOpen).toHaveBeenCalledWith('t3');
    expect(screen.getByRole('option', { name: 'Row t3' })).toHaveAttribute('aria-selected', 'true');
  });

  it('the open row is marked and active', () => {
    renderList({ openId: 't2' });
    expect(screen.getByRole('option', { name: 'Row t2' })).toHaveClass('vlist__row--open');
    expect(screen.getByRole('option', { name: 'Row t2' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks for more rows near the end, not before', () => {
    const { container, onEndReached } = renderList();
    expect(onEndReached).not.toHaveBeenCalled();
    fireEvent.scroll(container.querySelector('.vlist')!, { target: { scrollTop: 9_980 * 60 } });
    expect(onEndReached).toHaveBeenCalled();
  });

  it('a short list asks for more at once; an empty one renders no listbox', () => {
    const onEndReached = vi.fn();
    const { rerender } = render(
      <VirtualList ids={['a', 'b']} rowHeight={60} label="Short" idPrefix="s" renderRow={(id) => id} onEndReached={onEndReached} />,
    );
    expect(onEndReached).toHaveBeenCalledTimes(1);
    rerender(<VirtualList ids={[]} rowHeight={60} label="Short" idPrefix="s" renderRow={(id) => id} onEndReached={onEndReached} />);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
