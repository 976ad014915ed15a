import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { makeStore } from '../../../app/makeStore';
import type { HttpClient } from '../../../services/http';
import { authSlice } from '../../auth/authSlice';
import { guideSaga } from '../guideSagas';
import { guideOpened, guideSlice } from '../guideSlice';
import { GuideDialog } from './GuideDialog';
import { HelpMenu } from './HelpMenu';

function setup() {
  const post = vi.fn(async () => ({ result: 'success', data: [] }));
  const http: HttpClient = { get: vi.fn(), post: post as unknown as HttpClient['post'], put: vi.fn() };
  const store = makeStore({ reducer: { auth: authSlice.reducer, guide: guideSlice.reducer }, deps: { http }, sagas: [guideSaga] });
  const memory = memoryLocation({ path: '/v2/home', record: true });
  render(
    <Provider store={store}>
      <Router base="/v2" hook={memory.hook}>
        <HelpMenu />
        <GuideDialog />
      </Router>
    </Provider>,
  );
  return { store, memory };
}

describe('GuideDialog', () => {
  afterEach(cleanup);

  it('shows the slide text, moves with the buttons and the arrow keys, and Skip leads to Finish', async () => {
    const { store } = setup();
    act(() => {
      store.dispatch(guideOpened({ route: 'grant-access' }));
    });

    const dialog = await screen.findByRole('dialog', { name: 'Grant access guide' });
    expect(await screen.findByRole('heading', { name: 'One row per member' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A key above a list of console areas' })).toHaveAttribute('src', '/v2/guide/grant-access/1.svg');
    expect(dialog).toHaveTextContent('Slide 1 of 4');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Slide 2 of 4')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(await screen.findByText('Slide 3 of 4')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Slide 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('Slide 4 of 4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));

    await vi.waitFor(() => expect(store.getState().guide.active).toBeNull());
    expect(store.getState().guide.seen).toEqual(['grant-access']);
  });
});

describe('HelpMenu', () => {
  afterEach(cleanup);

  it("opens a popover whose 'Product guide' goes to /overview, and Escape closes it", async () => {
    const { memory } = setup();
    const button = screen.getByRole('button', { name: 'Help' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const link = screen.getByRole('link', { name: /Product guide/ });
    expect(link).toHaveAttribute('href', '/v2/overview');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: /Product guide/ }));
    expect(memory.history?.at(-1)).toBe('/v2/overview');
  });
});
