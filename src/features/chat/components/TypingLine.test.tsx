import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import { presenceRecorded, presenceSlice } from '../../presence/presenceSlice';
import { TypingLine } from './TypingLine';

afterEach(cleanup);

function setup() {
  const store = makeStore({ reducer: { presence: presenceSlice.reducer }, deps: {}, sagas: [] });
  render(
    <Provider store={store}>
      <TypingLine conversationId="c1" />
    </Provider>,
  );
  return store;
}

describe('TypingLine', () => {
  it("shows a visitor's text as they type it, as text, and nothing once they stop", () => {
    const store = setup();
    expect(screen.queryByTestId('visitor-typing')).toBeNull();
    const typing = { conversationId: 'c1', userId: 'visitor:k1', userName: 'Grace', kind: 'typing' as const, preview: 'Where is <b>my</b> order' };
    act(() => {
      store.dispatch(presenceRecorded({ signal: typing, at: 1 }));
    });
    const preview = screen.getByLabelText('Grace is typing');
    expect(preview.textContent).toBe('Where is <b>my</b> order');
    expect(preview.querySelector('b')).toBeNull();
    act(() => {
      store.dispatch(presenceRecorded({ signal: { ...typing, kind: 'left' }, at: 2 }));
    });
    expect(screen.queryByTestId('visitor-typing')).toBeNull();
  });

  it('shows nothing for typing without a preview (the channel keeps it private) or in another conversation', () => {
    const store = setup();
    act(() => {
      store.dispatch(presenceRecorded({ signal: { conversationId: 'c1', userId: 'visitor:k1', userName: 'Grace', kind: 'typing' }, at: 1 }));
      store.dispatch(presenceRecorded({ signal: { conversationId: 'c2', userId: 'visitor:k2', userName: 'Ada', kind: 'typing', preview: 'Hi' }, at: 1 }));
    });
    expect(screen.queryByTestId('visitor-typing')).toBeNull();
  });
});
