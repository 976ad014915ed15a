import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import { homeSlice, summaryReceived } from '../homeSlice';
import { TodayCounters } from './TodayCounters';

const TODAY = { unassigned: 0, new: 2, unsolved: 1, hold: 0, solved: 4 };

function renderWith(dayNote: string | null) {
  const store = makeStore({ reducer: { home: homeSlice.reducer }, deps: {}, sagas: [] });
  store.dispatch(summaryReceived({ today: TODAY, dayNote }));
  render(
    <Provider store={store}>
      <TodayCounters />
    </Provider>,
  );
}

afterEach(cleanup);

describe('TodayCounters', () => {
  it('says whose day the counts are when the workspace counts in another zone', () => {
    renderWith("Today in Europe/Berlin, the workspace's time zone: Tuesday 24 November");
    expect(screen.getByText("Today in Europe/Berlin, the workspace's time zone: Tuesday 24 November")).toBeTruthy();
    expect(screen.getByTestId('count-solved').textContent).toBe('Solved4');
  });

  it('shows the counts alone when the workspace’s day is the browser’s', () => {
    renderWith(null);
    expect(screen.queryByText(/the workspace's time zone/)).toBeNull();
    expect(screen.getByTestId('count-new').textContent).toBe('New2');
  });
});
