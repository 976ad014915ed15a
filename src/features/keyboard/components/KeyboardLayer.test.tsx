import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShortcutHandlers, useShortcut, type ShortcutHandlers } from '../shortcutHandlers';
import { useKeyLayer } from './KeyboardLayer';

afterEach(cleanup);

function Harness({ handlers, spy, enabled = true }: { handlers: ShortcutHandlers; spy: (what: string) => void; enabled?: boolean }) {
  useKeyLayer(enabled, handlers);
  useShortcut('nextItem', () => spy('next'), true, handlers);
  useShortcut('showShortcuts', () => spy('help'), true, handlers);
  useShortcut('openPalette', () => spy('palette'), true, handlers);
  useShortcut('goTickets', () => spy('tickets'), true, handlers);
  // Enter only applies inside its list: elsewhere it keeps its usual meaning.
  useShortcut('openItem', (event) => (event.target as Element).closest('ul') !== null && void spy('open'), true, handlers);
  return (
    <div>
      <input aria-label="Field" />
      <textarea aria-label="Composer" />
      <div aria-label="Editor" contentEditable suppressContentEditableWarning />
      <ul>
        <li>
          <a href="#row">Row</a>
        </li>
      </ul>
      <button type="button">Send</button>
    </div>
  );
}

function setup(enabled = true) {
  const spy = vi.fn();
  const handlers = createShortcutHandlers();
  render(<Harness handlers={handlers} spy={spy} enabled={enabled} />);
  return spy;
}

const key = (target: Element, init: KeyboardEventInit) => fireEvent.keyDown(target, { bubbles: true, cancelable: true, ...init });

describe('the key layer', () => {
  it('runs the bound shortcut for a press on the page, and takes the key', () => {
    const spy = setup();
    expect(key(document.body, { key: 'j' })).toBe(false);
    key(document.body, { key: '?', shiftKey: true });
    key(document.body, { key: 'g' });
    key(document.body, { key: 't' });
    expect(spy.mock.calls.map(([what]) => what)).toEqual(['next', 'help', 'tickets']);
  });

  it('never fires a single key while typing in an input, a textarea or contenteditable', () => {
    const spy = setup();
    for (const name of ['Field', 'Composer', 'Editor']) {
      const field = screen.getByLabelText(name);
      field.focus();
      expect(document.activeElement).toBe(field);
      for (const press of ['j', '?', 'g', 't']) expect(key(field, { key: press }), `${press} in ${name}`).toBe(true);
    }
    expect(spy).not.toHaveBeenCalled();
  });

  it('opens the palette with Ctrl+K even while typing', () => {
    const spy = setup();
    const composer = screen.getByLabelText('Composer');
    composer.focus();
    key(composer, { key: 'k', ctrlKey: true });
    expect(spy).toHaveBeenCalledWith('palette');
  });

  it('lets a handler decline: Enter on a button stays a button press', () => {
    const spy = setup();
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    expect(key(send, { key: 'Enter' })).toBe(true);
    const row = screen.getByRole('link', { name: 'Row' });
    row.focus();
    expect(key(row, { key: 'Enter' })).toBe(false);
    expect(spy.mock.calls.map(([what]) => what)).toEqual(['open']);
  });

  it('does nothing while a modal dialog is open, for a key a control already took, or when switched off', () => {
    const spy = setup();
    const modal = document.createElement('div');
    modal.setAttribute('aria-modal', 'true');
    document.body.append(modal);
    key(document.body, { key: 'j' });
    modal.remove();

    const taken = new KeyboardEvent('keydown', { key: 'j', bubbles: true, cancelable: true });
    taken.preventDefault();
    document.body.dispatchEvent(taken);
    expect(spy).not.toHaveBeenCalled();
    cleanup();

    const off = setup(false);
    key(document.body, { key: 'j' });
    expect(off).not.toHaveBeenCalled();
  });
});

describe('a dialog on its way out', () => {
  it('no longer holds the keys', () => {
    const spy = setup();
    const closing = document.createElement('div');
    closing.setAttribute('aria-modal', 'true');
    closing.className = 'p-dialog p-dialog-exit p-dialog-exit-active';
    document.body.append(closing);
    key(document.body, { key: 'j' });
    closing.remove();
    expect(spy).toHaveBeenCalledWith('next');
  });
});
