import type { PageModule } from '../shell/pageTypes';
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
