import { getByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG } from '../testWindow';
import type { WindowController } from '../windowController';
import { createWindowStore, initialWindowState } from '../windowStore';
import { mountWindow } from './windowView';

afterEach(() => vi.useRealTimers());

describe('the chat window outside business hours', () => {
  it('says when the team is back, in the visitor locale, and offers the offline form', () => {
    const nextOpenAt = new Date('2026-11-30T08:00:00Z');
    vi.useFakeTimers({ now: new Date('2026-11-27T17:30:00Z'), toFake: ['Date'] });
    document.body.innerHTML = '';
    const root = document.body.appendChild(document.createElement('div'));
    const store = createWindowStore(initialWindowState(true, true));
    const controller = new Proxy({}, { get: () => vi.fn() }) as unknown as WindowController;
    mountWindow(root, store, controller, true);
    store.update({ config: { ...CONFIG, hours: { open: false, nextOpenAt: nextOpenAt.toISOString() } } });

    const day = new Intl.DateTimeFormat(navigator.language, { weekday: 'long' }).format(nextOpenAt);
    const time = new Intl.DateTimeFormat(navigator.language, { hour: '2-digit', minute: '2-digit' }).format(nextOpenAt);
    expect(root.querySelector('.wc-status')!.textContent).toBe(`We're away right now. We'll be back ${day} at ${time}.`);
    expect(getByRole(root, 'form', { name: 'Leave us a message' })).toBeTruthy();

    store.update({ config: { ...CONFIG, hours: { open: true, nextOpenAt: null } } });
    expect(root.querySelector('.wc-status')!.textContent).toBe('We usually answer within a few minutes.');
  });
});
