import { act, cleanup, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { makeStore } from '../../../app/makeStore';
import { oneTabSlice, tabHandOffReceived, tabOwned } from '../oneTabSlice';
import { ConsoleTabLinks } from './ConsoleTabLinks';

afterEach(cleanup);

function setup(owner = true) {
  const store = makeStore({ reducer: { oneTab: oneTabSlice.reducer }, deps: {}, sagas: [] });
  if (owner) store.dispatch(tabOwned());
  const memory = memoryLocation({ path: '/v2/home', record: true });
  const view = (
    <Provider store={store}>
      <Router base="/v2" hook={memory.hook}>
        <ConsoleTabLinks />
        <a href="/v2/app/ticket?ticket=t1">Ticket</a>
        <a href="/v2/settings/workspace">Settings</a>
      </Router>
    </Provider>
  );
  const utils = render(view);
  return { store, memory, view, ...utils };
}

const click = (name: string, init: MouseEventInit, type = 'click') => {
  const link = [...document.querySelectorAll('a')].find((a) => a.textContent === name)!;
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, ...init });
  act(() => void link.dispatchEvent(event));
  return event.defaultPrevented;
};

describe('ConsoleTabLinks', () => {
  it('opens a handed-over page once, even when the layout is mounted again', () => {
    const { store, memory, view, unmount } = setup();
    act(() => void store.dispatch(tabHandOffReceived('/app/ticket?ticket=t1')));
    expect(memory.history).toEqual(['/v2/home', '/v2/app/ticket?ticket=t1']);
    expect(store.getState().oneTab.incoming).toBeNull();
    unmount();
    render(view);
    expect(memory.history).toHaveLength(2);
  });

  it('keeps a Ctrl, Shift or middle click on a ticket link in this tab', () => {
    const { memory } = setup();
    expect(click('Ticket', { ctrlKey: true })).toBe(true);
    expect(click('Ticket', { button: 1 }, 'auxclick')).toBe(true);
    expect(click('Ticket', { shiftKey: true })).toBe(true);
    expect(memory.history?.filter((path) => path === '/v2/app/ticket?ticket=t1')).toHaveLength(3);
  });

  it('leaves other links, plain clicks, and a tab that does not run the console to the browser', () => {
    const { memory } = setup(false);
    expect(click('Ticket', { ctrlKey: true })).toBe(false);
    cleanup();
    const owner = setup();
    expect(click('Settings', { ctrlKey: true })).toBe(false);
    expect(owner.memory.history).toEqual(['/v2/home']);
    expect(memory.history).toEqual(['/v2/home']);
  });
});
