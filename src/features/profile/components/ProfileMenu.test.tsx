import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { makeStore } from '../../../app/makeStore';
import type { AuthResponse } from '../../../domain/api';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { configReceived, configSlice } from '../../config/configSlice';
import { DEFAULT_CONFIG } from '../../config/configRules';
import { helpWidgetLoaded, helpWidgetSlice } from '../../help-widget/helpWidgetSlice';
import { alertsSlice, alertsLoaded } from '../../notifications/alertsSlice';
import { realtimeSessionStarted, realtimeSlice, socketConnected, socketDisconnected } from '../../realtime/realtimeSlice';
import { themeSlice } from '../../theme/themeSlice';
import { profileSlice } from '../profileSlice';
import { ProfileMenu } from './ProfileMenu';

const AUTH: AuthResponse = {
  result: 'success',
  user: { id: 'u1', username: 'ana', email: 'ana@x.test', phone: null, token: 't', jwt: 'j', profile_image_url: null, status: 'aux' },
  workspace: { id: 'w1', name: 'Front Desk', botid: 'b1', owner: 'u1', role: 'Agent', is_member_expired: false, timeZone: 'UTC' },
  access: [{ url: '/home' }],
};

function setup(me: { developer?: boolean; spectating?: boolean } = {}) {
  const store = makeStore({
    reducer: {
      auth: authSlice.reducer,
      profile: profileSlice.reducer,
      helpWidget: helpWidgetSlice.reducer,
      config: configSlice.reducer,
      theme: themeSlice.reducer,
      alerts: alertsSlice.reducer,
      realtime: realtimeSlice.reducer,
    },
    deps: {},
    sagas: [],
  });
  store.dispatch(statusReceived({ auth: AUTH, receivedAt: 1 }));
  store.dispatch(
    configReceived({
      ...DEFAULT_CONFIG,
      helpCenterHost: 'https://help.example.com',
      me: { developer: false, spectator: false, serviceAccount: false, spectating: false, ...me },
    }),
  );
  render(
    <Provider store={store}>
      <Router base="/v2" hook={memoryLocation({ path: '/v2/home' }).hook}>
        <ProfileMenu />
      </Router>
    </Provider>,
  );
  const open = () => fireEvent.click(screen.getByRole('button', { name: 'Profile menu of ana' }));
  return { store, open };
}

const panel = () => screen.getByRole('dialog', { name: 'Profile' });

describe('ProfileMenu', () => {
  afterEach(cleanup);

  it('shows the overview at 320 and the edit steps at 428, and starts again at the overview after closing', async () => {
    const { open } = setup();
    open();
    expect(panel().style.width).toBe('320px');
    expect(within(panel()).getByTestId('profile-workspace')).toHaveTextContent('Front Desk');
    expect(within(panel()).getByTestId('profile-role')).toHaveTextContent('Agent');
    expect(within(panel()).getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', 'https://help.example.com/help-center');

    fireEvent.click(within(panel()).getByRole('button', { name: 'Edit profile' }));
    expect(panel().style.width).toBe('428px');
    // the edit form loads when first opened
    expect(await within(panel()).findByLabelText('Name')).toHaveValue('ana');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Profile' })).not.toBeInTheDocument();
    open();
    expect(panel().style.width).toBe('320px');
  });

  it("keeps 'Need an Assistant?' disabled until the widget has loaded, then toggles it", () => {
    const { store, open } = setup();
    open();
    const assistant = within(panel()).getByRole('button', { name: 'Need an Assistant?' });
    expect(assistant).toBeDisabled();
    expect(within(panel()).getByText('Chat Us')).toBeInTheDocument();

    act(() => {
      store.dispatch(helpWidgetLoaded());
    });
    expect(assistant).toBeEnabled();
    fireEvent.click(assistant);
    expect(store.getState().helpWidget.open).toBe(true);
    expect(assistant).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(assistant);
    expect(store.getState().helpWidget.open).toBe(false);
  });

  it('disables the current status and shows a yellow dot for aux', () => {
    const { open } = setup();
    open();
    const status = within(panel()).getByRole('group', { name: 'Status' });
    expect(within(status).getByRole('button', { name: 'Aux' })).toBeDisabled();
    expect(within(status).getByRole('button', { name: 'Available' })).toBeEnabled();
    expect(within(panel()).getByTestId('status-dot')).toHaveAttribute('data-colour', 'yellow');
  });

  it('turns the dot grey while the connection is lost, and back once it is there again', () => {
    const { store, open } = setup();
    open();
    const dot = () => within(panel()).getByTestId('status-dot');
    act(() => {
      store.dispatch(realtimeSessionStarted());
      store.dispatch(socketConnected({ reconnect: false }));
    });
    expect(dot()).toHaveAttribute('data-colour', 'yellow');
    act(() => {
      store.dispatch(socketDisconnected({ reason: 'transport close' }));
    });
    expect(dot()).toHaveAttribute('data-colour', 'grey');
    act(() => {
      store.dispatch(socketConnected({ reconnect: true }));
    });
    expect(dot()).toHaveAttribute('data-colour', 'yellow');
  });

  it('shows the message sound saved on the server and asks to change it, except to a spectator', () => {
    const { store, open } = setup();
    act(() => {
      store.dispatch(alertsLoaded({ unread: { chat: 0, ticket: 0 }, sound: 'mine' }));
    });
    open();
    const select = within(panel()).getByRole('combobox', { name: 'Sound for new messages' });
    expect(select).toHaveValue('mine');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['None', 'My conversations', 'Mine and unassigned']);
    fireEvent.change(select, { target: { value: 'none' } });
    expect(store.getState().alerts).toMatchObject({ sound: 'none', soundSaving: true });
    cleanup();
    setup({ spectating: true }).open();
    expect(within(panel()).queryByRole('combobox', { name: 'Sound for new messages' })).not.toBeInTheDocument();
  });

  it('lets only a developer switch to the dark theme', () => {
    const first = setup();
    first.open();
    expect(within(panel()).getByRole('switch', { name: 'Dark Theme' })).toBeDisabled();
    cleanup();

    const dev = setup({ developer: true });
    dev.open();
    fireEvent.click(within(panel()).getByRole('switch', { name: 'Dark Theme' }));
    expect(dev.store.getState().theme.mode).toBe('dark');
  });

  it('puts a badge on the avatar of a spectator', () => {
    setup({ spectating: true });
    expect(screen.getByTestId('spectator-badge')).toBeInTheDocument();
  });

  it("offers 'Two-factor login' beside 'Change password', except to a spectator", () => {
    const own = setup();
    own.open();
    expect(within(panel()).getByRole('button', { name: 'Two-factor login' })).toBeInTheDocument();
    cleanup();
    const spectator = setup({ spectating: true });
    spectator.open();
    expect(within(panel()).getByRole('button', { name: 'Change password' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Two-factor login' })).not.toBeInTheDocument();
  });
});
