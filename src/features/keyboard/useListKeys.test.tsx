import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useKeyLayer } from './components/KeyboardLayer';
import { useListKeys } from './useListKeys';

afterEach(cleanup);

const IDS = ['a', 'b', 'c'];

function LinkList({ onOpen, openId = null }: { onOpen: (id: string) => void; openId?: string | null }) {
  useKeyLayer(true);
  const keys = useListKeys({ ids: IDS, openId, onOpen });
  return (
    <div>
      <button type="button">Outside</button>
      <ul ref={keys.ref} aria-label="Things">
        <li>
          <button type="button">Select all</button>
        </li>
        {IDS.map((id) => (
          <li key={id}>
            <a href={`#${id}`} data-list-item={id} aria-current={id === keys.activeId ? 'true' : undefined}>
              Item {id}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key, bubbles: true, cancelable: true });
const link = (id: string) => screen.getByRole('link', { name: `Item ${id}` });

describe('useListKeys on a list of links', () => {
  it('j and k move the focus from row to row, held at the ends; Enter opens the focused row', () => {
    const onOpen = vi.fn();
    render(<LinkList onOpen={onOpen} />);
    press('j');
    expect(link('a')).toHaveFocus();
    press('j');
    press('j');
    press('j');
    expect(link('c')).toHaveFocus();
    press('k');
    expect(link('b')).toHaveFocus();
    press('Enter');
    expect(onOpen).toHaveBeenCalledWith('b');
  });

  it('starts from the open row, and goes on from a row focused some other way', () => {
    const onOpen = vi.fn();
    render(<LinkList onOpen={onOpen} openId="b" />);
    press('j');
    expect(link('c')).toHaveFocus();
    act(() => link('a').focus());
    press('j');
    expect(link('b')).toHaveFocus();
  });

  it('leaves Enter alone on controls that are not rows, in the list or outside it', () => {
    const onOpen = vi.fn();
    render(<LinkList onOpen={onOpen} openId="a" />);
    for (const name of ['Select all', 'Outside']) {
      screen.getByRole('button', { name }).focus();
      expect(press('Enter'), name).toBe(true);
    }
    expect(onOpen).not.toHaveBeenCalled();
  });
});
