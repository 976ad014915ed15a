import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/makeStore';
import { routedHttp, type RouteHandler } from '../../../services/testing/routedHttp';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { anAuth } from '../../auth/testing/authFixture';
import { errorsSlice } from '../../errors/errorsSlice';
import { noticeSlice } from '../../errors/noticeSlice';
import { page } from '../channelSettingsPage';
import { channelSettingsSlice } from '../channelSettingsSlice';
import { channelWebchatSlice } from '../webchat/channelWebchatSlice';
import { CHANNEL_TYPES } from './channelTypes';

export const TYPES_ROUTE = 'GET /v2/api/channel-types';
export const listRoute = (type: string) => `GET /v2/api/channels?type=${type}`;

/** The page's lazy module in a store of its own, at /settings/channel/<type>, over a table of api answers. */
export function renderChannelPage(type: string, routes: Record<string, RouteHandler>, role: 'Administrator' | 'Agent' = 'Administrator') {
  const { http, calls } = routedHttp({ [TYPES_ROUTE]: () => ({ result: 'success', data: CHANNEL_TYPES }), ...routes });
  const store = makeStore({
    reducer: {
      auth: authSlice.reducer,
      notice: noticeSlice.reducer,
      errors: errorsSlice.reducer,
      [channelSettingsSlice.name]: channelSettingsSlice.reducer,
      [channelWebchatSlice.name]: channelWebchatSlice.reducer,
    },
    deps: { http },
    sagas: [...page.sagas!],
  });
  store.dispatch(statusReceived({ auth: anAuth(role, ['/settings']), receivedAt: 1 }));
  render(
    <Provider store={store}>
      <page.Page product="OMNI" params={{ type }} />
    </Provider>,
  );
  return { store, calls };
}
