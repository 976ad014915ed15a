import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VirtualList } from './VirtualList';

// The list as the keyboard layer drives it (issue 11): focus alone makes a row active, so Enter opens
// without an arrow key first; and the page can move the active row itself (j/k) through activeId.

afterEach(cleanup);

const ids = Array.from({ length: 1_000 }, (_, i) => `t${i}`);
const LIST = { ids, rowHeight: 60, label: 'Tickets', idPrefix: 'row', renderRow: (id: string) => <span>Row {id}</span> };

function Controlled({ onOpen, onActive }: { onOpen: (id: string) => void; onActive: (id: string) => void }) {
  const [active, setActive] = useState<string | null>(null);
  const change = (id: string) => {
    setActive(id);
    onActive(id);
  };
  return (
    <>
      <button type="button" onClick={() => setActive('t500')}>
        Move
      </button>
      <VirtualList {...LIST} overscan={2} onOpen={onOpen} activeId={active} onActiveChange={change} />
    </>
  );
}

describe('VirtualList and the keyboard', () => {
  it('opens the first row in view with Enter right after the list gets focus', () => {
    const onOpen = vi.fn();
    const { container } = render(<VirtualList {...LIST} onOpen={onOpen} />);
    fireEvent.scroll(container.querySelector('.vlist')!, { target: { scrollTop: 60 * 40 } });
    const listbox = screen.getByRole('listbox', { name: 'Tickets' });
    fireEvent.focus(listbox);
    expect(listbox).toHaveAttribute('aria-activedescendant', 'row-t40');
    fireEvent.keyDown(listbox, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith('t40');
  });

  it('keeps the open row active on focus', () => {
    const onOpen = vi.fn();
    render(<VirtualList {...LIST} openId="t3" onOpen={onOpen} />);
    const listbox = screen.getByRole('listbox', { name: 'Tickets' });
    fireEvent.focus(listbox);
    fireEvent.keyDown(listbox, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith('t3');
  });

  it('takes its active row from the page, scrolls it into view, and reports its own moves', () => {
    const onOpen = vi.fn();
    const onActive = vi.fn();
    render(<Controlled onOpen={onOpen} onActive={onActive} />);
    const listbox = screen.getByRole('listbox', { name: 'Tickets' });
    expect(screen.queryByText('Row t500')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(screen.getByRole('option', { name: 'Row t500' })).toHaveAttribute('aria-selected', 'true');
    expect(listbox).toHaveAttribute('aria-activedescendant', 'row-t500');

    fireEvent.keyDown(listbox, { key: 'ArrowDown' });
    expect(onActive).toHaveBeenLastCalledWith('t501');
    fireEvent.keyDown(listbox, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith('t501');
  });
});
