import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import type { IncomingCall } from '../../../domain/callMeta';
import type { RealtimeEvent } from '../../../domain/realtimeEvents';
import { eventsReceived } from '../../realtime/realtimeSlice';
import { callsSlice } from '../callsSlice';
import { RING_MAX_MS } from '../callsRules';
import { IncomingCallPanel } from './IncomingCallPanel';

const NOW = Date.parse('2026-03-02T10:00:00Z');
const call = (over: Partial<IncomingCall> = {}): IncomingCall => ({
  callId: 'c1',
  number: '+4930123',
  contact: { id: 'k1', name: 'Rosa Diaz' },
  conversationId: 'v1',
  tickets: [{ id: 't1', number: 12, subject: 'Broken delivery' }],
  startedAt: new Date(NOW).toISOString(),
  ...over,
});
let seq = 0;
const wire = (type: 'call ringing' | 'call ended', payload: object, createdAt = new Date(NOW).toISOString()) =>
  ({ seq: (seq += 1), type, workspaceId: 'w1', payload, sendTo: null, createdAt }) as RealtimeEvent;

function setup() {
  const store = makeStore({ reducer: { calls: callsSlice.reducer }, deps: {}, sagas: [] });
  const location = memoryLocation({ path: '/app/chat', record: true });
  render(
    <Provider store={store}>
      <Router hook={location.hook}>
        <input aria-label="Reply" />
        <IncomingCallPanel />
      </Router>
    </Provider>,
  );
  const receive = (...events: RealtimeEvent[]) => act(() => void store.dispatch(eventsReceived({ events, lastSeq: null })));
  return { receive, location };
}

describe('the incoming-call panel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('announces the caller without taking the focus, with links to the contact and their open tickets', () => {
    const { receive, location } = setup();
    const reply = screen.getByRole('textbox', { name: 'Reply' });
    reply.focus();
    receive(wire('call ringing', { call: call() }));
    expect(screen.getByRole('alert')).toHaveTextContent('Incoming call from Rosa Diaz (+4930123)');
    expect(document.activeElement).toBe(reply);
    const panel = screen.getByRole('complementary', { name: 'Incoming calls' });
    expect(within(panel).getByRole('link', { name: 'Open Rosa Diaz' })).toHaveAttribute('href', '/app/contact?contact=k1');
    fireEvent.click(within(panel).getByRole('link', { name: '#12 Broken delivery' }));
    expect(location.history.at(-1)).toBe('/app/ticket?ticket=t1');
  });

  it('says when the caller has no open ticket, and shows a new caller by number', () => {
    const { receive } = setup();
    receive(wire('call ringing', { call: call({ contact: { id: 'k2', name: '+4930123' }, tickets: [] }) }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Incoming call from \+4930123$/);
    expect(screen.getByText('No open tickets')).toBeInTheDocument();
  });

  it('goes when the call is answered or ends, and when the agent dismisses it', () => {
    const { receive } = setup();
    receive(wire('call ringing', { call: call() }), wire('call ringing', { call: call({ callId: 'c2', contact: { id: 'k3', name: 'Bo' } }) }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    receive(wire('call ended', { callId: 'c1', state: 'answered' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the call from Bo (+4930123)' }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('lets a call go by itself when its end never arrives, and drops one replayed long after', () => {
    const { receive } = setup();
    receive(wire('call ringing', { call: call() }));
    act(() => vi.advanceTimersByTime(RING_MAX_MS - 1000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).toBeNull();
    receive(wire('call ringing', { call: call({ callId: 'old' }) }, new Date(NOW - 10 * 60 * 1000).toISOString()));
    act(() => vi.advanceTimersByTime(0));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
