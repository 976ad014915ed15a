import type { PageModule, SliceState } from '../shell/pageTypes';
import { channelSettingsSaga } from './channelSettingsSagas';
import { channelSettingsSlice } from './channelSettingsSlice';
import { ChannelSettingsPage } from './components/ChannelSettingsPage';
import { channelWebchatSaga } from './webchat/channelWebchatSagas';
import { channelWebchatSlice } from './webchat/channelWebchatSlice';

/** The channel settings page's lazy module (registered in src/app/console/pages/registry.ts). */
export const page: PageModule = {
  Page: ChannelSettingsPage,
  slices: [channelSettingsSlice, channelWebchatSlice],
  sagas: [channelSettingsSaga, channelWebchatSaga],
};

// The typed hooks know this page's slices (src/app/hooks.ts: usePageSelector).
declare module '../shell/pageTypes' {
  interface PageStates extends
    SliceState<typeof channelSettingsSlice>,
    SliceState<typeof channelWebchatSlice> {}
}
