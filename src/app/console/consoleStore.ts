import type { StateFromReducersMapObject } from '@reduxjs/toolkit';
import { authSaga, type AuthDeps } from '../../features/auth/authSagas';
import { authSlice } from '../../features/auth/authSlice';
import { billingSaga, type BillingDeps } from '../../features/billing/billingSagas';
import { billingSlice } from '../../features/billing/billingSlice';
import { helpWidgetSaga, type HelpWidgetDeps } from '../../features/help-widget/helpWidgetSagas';
import { helpWidgetSlice } from '../../features/help-widget/helpWidgetSlice';
import { limitedMemberSlice } from '../../features/limited-member/limitedMemberSlice';
import { profileSaga, type ProfileDeps } from '../../features/profile/profileSagas';
import { profileSlice } from '../../features/profile/profileSlice';
import { verificationSaga, type VerificationDeps } from '../../features/verification/verificationSagas';
import { verificationSlice } from '../../features/verification/verificationSlice';
import { makeStore } from '../makeStore';
import { configSaga, type ConfigDeps } from '../../features/config/configSagas';
import { configSlice } from '../../features/config/configSlice';
import { errorsSaga, type ErrorsDeps } from '../../features/errors/errorsSagas';
import { errorsSlice } from '../../features/errors/errorsSlice';
import { noticeSlice } from '../../features/errors/noticeSlice';
import { maintenanceSaga } from '../../features/maintenance/maintenanceSagas';
import { themeSaga, type ThemeDeps } from '../../features/theme/themeSagas';
import { themeSlice } from '../../features/theme/themeSlice';
import { accountRecoverySaga, type AccountRecoveryDeps } from '../../features/account-recovery/accountRecoverySagas';
import { accountRecoverySlice } from '../../features/account-recovery/accountRecoverySlice';
import { guideSaga, type GuideDeps } from '../../features/guide/guideSagas';
import { guideSlice } from '../../features/guide/guideSlice';
import { homeSaga, type HomeDeps } from '../../features/home/homeSagas';
import { homeSlice } from '../../features/home/homeSlice';
import { onboardingSaga, type OnboardingDeps } from '../../features/onboarding/onboardingSagas';
import { onboardingSlice } from '../../features/onboarding/onboardingSlice';
import { spectatorSaga, type SpectatorDeps } from '../../features/spectator/spectatorSagas';
import { spectatorSlice } from '../../features/spectator/spectatorSlice';
import { notificationsSaga, type NotificationsDeps } from '../../features/notifications/notificationsSagas';
import { notificationsSlice } from '../../features/notifications/notificationsSlice';
import { alertsSaga, type AlertsDeps } from '../../features/notifications/alertsSagas';
import { alertsSlice } from '../../features/notifications/alertsSlice';
import { oneTabSaga, type OneTabDeps } from '../../features/one-tab/oneTabSagas';
import { oneTabSlice } from '../../features/one-tab/oneTabSlice';
import { realtimeSaga, type RealtimeDeps } from '../../features/realtime/realtimeSagas';
import { realtimeSlice } from '../../features/realtime/realtimeSlice';
import { settingsSaga, type SettingsDeps } from '../../features/settings/settingsSagas';
import { settingsSlice } from '../../features/settings/settingsSlice';
import { directorySaga, type DirectoryDeps } from '../../features/directory/directorySagas';
import { directorySlice } from '../../features/directory/directorySlice';
import { ticketsSaga, type TicketsDeps } from '../../features/tickets/ticketsSagas';
import { ticketListSlice } from '../../features/tickets/ticketListSlice';
import { ticketDetailSlice } from '../../features/tickets/ticketDetailSlice';
import { ticketBulkSlice } from '../../features/tickets/ticketBulkSlice';
import { contactsSaga, type ContactsDeps } from '../../features/contacts/contactsSagas';
import { contactsSlice } from '../../features/contacts/contactsSlice';
import { conversationsSaga, type ConversationsDeps } from '../../features/conversations/conversationsSagas';
import { conversationListSlice } from '../../features/conversations/conversationListSlice';
import { openConversationSlice } from '../../features/conversations/openConversationSlice';
import { chatDeskSlice } from '../../features/conversations/chatDeskSlice';
import { presenceSaga, type PresenceDeps } from '../../features/presence/presenceSagas';
import { presenceSlice } from '../../features/presence/presenceSlice';
import { channelWebchatSaga } from '../../features/channel-webchat/channelWebchatSagas';
import { channelWebchatSlice } from '../../features/channel-webchat/channelWebchatSlice';
import { channelWebhookSaga } from '../../features/channel-webhook/channelWebhookSagas';
import { channelWebhookSlice } from '../../features/channel-webhook/channelWebhookSlice';
import { twoFactorSaga, type TwoFactorDeps } from '../../features/two-factor/twoFactorSagas';
import { twoFactorSlice } from '../../features/two-factor/twoFactorSlice';
import { workspaceMembersSaga, type WorkspaceMembersDeps } from '../../features/workspace-members/workspaceMembersSagas';
import { workspaceMembersSlice } from '../../features/workspace-members/workspaceMembersSlice';
import { keyboardSlice } from '../../features/keyboard/keyboardSlice';
import { paletteSaga, type PaletteDeps } from '../../features/keyboard/paletteSagas';

export const consoleReducer = {
  config: configSlice.reducer,
  errors: errorsSlice.reducer,
  notice: noticeSlice.reducer,
  theme: themeSlice.reducer,
  guide: guideSlice.reducer,
  home: homeSlice.reducer,
  onboarding: onboardingSlice.reducer,
  accountRecovery: accountRecoverySlice.reducer,
  spectator: spectatorSlice.reducer,
  auth: authSlice.reducer,
  billing: billingSlice.reducer,
  profile: profileSlice.reducer,
  verification: verificationSlice.reducer,
  helpWidget: helpWidgetSlice.reducer,
  limitedMember: limitedMemberSlice.reducer,
  realtime: realtimeSlice.reducer,
  settings: settingsSlice.reducer,
  notifications: notificationsSlice.reducer,
  alerts: alertsSlice.reducer,
  oneTab: oneTabSlice.reducer,
  directory: directorySlice.reducer,
  ticketList: ticketListSlice.reducer,
  ticketDetail: ticketDetailSlice.reducer,
  ticketBulk: ticketBulkSlice.reducer,
  contacts: contactsSlice.reducer,
  conversationList: conversationListSlice.reducer,
  openConversation: openConversationSlice.reducer,
  chatDesk: chatDeskSlice.reducer,
  presence: presenceSlice.reducer,
  channelWebchat: channelWebchatSlice.reducer,
  channelWebhook: channelWebhookSlice.reducer,
  twoFactor: twoFactorSlice.reducer,
  workspaceMembers: workspaceMembersSlice.reducer,
  keyboard: keyboardSlice.reducer,
};

export type ConsoleState = StateFromReducersMapObject<typeof consoleReducer>;
export type ConsoleDeps = ConfigDeps & ErrorsDeps & ThemeDeps & GuideDeps & HomeDeps & OnboardingDeps & AccountRecoveryDeps & SpectatorDeps & AuthDeps & BillingDeps & ProfileDeps & VerificationDeps & HelpWidgetDeps & RealtimeDeps & SettingsDeps & NotificationsDeps & AlertsDeps & OneTabDeps & DirectoryDeps & TicketsDeps & ContactsDeps & ConversationsDeps & PresenceDeps & TwoFactorDeps & WorkspaceMembersDeps & PaletteDeps;

export function makeConsoleStore(deps: ConsoleDeps, preloadedState?: Partial<ConsoleState>) {
  return makeStore({
    reducer: consoleReducer,
    deps,
    sagas: [configSaga, errorsSaga, themeSaga, maintenanceSaga, guideSaga, homeSaga, onboardingSaga, accountRecoverySaga, spectatorSaga, authSaga, billingSaga, profileSaga, verificationSaga, helpWidgetSaga, oneTabSaga, settingsSaga, realtimeSaga, notificationsSaga, alertsSaga, directorySaga, ticketsSaga, contactsSaga, conversationsSaga, presenceSaga, channelWebchatSaga, channelWebhookSaga, twoFactorSaga, workspaceMembersSaga, paletteSaga],
    preloadedState,
  });
}

export type ConsoleStore = ReturnType<typeof makeConsoleStore>;
export type ConsoleDispatch = ConsoleStore['dispatch'];
