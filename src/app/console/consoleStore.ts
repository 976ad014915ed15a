import { combineSlices } from '@reduxjs/toolkit';
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
import { createPageInjector } from './pages/pageInjection';
import { configSaga, type ConfigDeps } from '../../features/config/configSagas';
import { configSlice } from '../../features/config/configSlice';
import { errorsSaga, type ErrorsDeps } from '../../features/errors/errorsSagas';
import { errorsSlice } from '../../features/errors/errorsSlice';
import { noticeSlice } from '../../features/errors/noticeSlice';
import { maintenanceSaga } from '../../features/maintenance/maintenanceSagas';
import { themeSaga, type ThemeDeps } from '../../features/theme/themeSagas';
import { themeSlice } from '../../features/theme/themeSlice';
import type { AccountRecoveryDeps } from '../../features/account-recovery/accountRecoverySagas';
import { guideSaga, type GuideDeps } from '../../features/guide/guideSagas';
import { guideSlice } from '../../features/guide/guideSlice';
import type { HomeDeps } from '../../features/home/homeSagas';
import type { OnboardingDeps } from '../../features/onboarding/onboardingSagas';
import type { SpectatorDeps } from '../../features/spectator/spectatorSagas';
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
import type { TicketsDeps } from '../../features/tickets/ticketsSagas';
import type { ContactsDeps } from '../../features/contacts/contactsSagas';
import type { ConversationsDeps } from '../../features/conversations/conversationsSagas';
import type { PresenceDeps } from '../../features/presence/presenceSagas';
import { twoFactorSaga, type TwoFactorDeps } from '../../features/two-factor/twoFactorSagas';
import { twoFactorSlice } from '../../features/two-factor/twoFactorSlice';
import type { WorkspaceMembersDeps } from '../../features/workspace-members/workspaceMembersSagas';
import { keyboardSlice } from '../../features/keyboard/keyboardSlice';
import { paletteSaga, type PaletteDeps } from '../../features/keyboard/paletteSagas';
import { brandLookSaga } from '../../features/personalization/brandLookSagas';
import { brandLookSlice } from '../../features/personalization/brandLookSlice';
import { callsSlice } from '../../features/calls/callsSlice';

/** The slices the console holds from the start (the shell's); pages bring theirs (see pages/). */
export const SHELL_SLICES = [
  configSlice,
  errorsSlice,
  noticeSlice,
  themeSlice,
  guideSlice,
  authSlice,
  billingSlice,
  profileSlice,
  verificationSlice,
  helpWidgetSlice,
  limitedMemberSlice,
  realtimeSlice,
  settingsSlice,
  notificationsSlice,
  alertsSlice,
  oneTabSlice,
  directorySlice,
  twoFactorSlice,
  keyboardSlice,
  brandLookSlice,
  callsSlice,
] as const;

function makeShellReducer() {
  return combineSlices(...SHELL_SLICES);
}

export type ConsoleState = ReturnType<ReturnType<typeof makeShellReducer>>;

export type ConsoleDeps = ConfigDeps & ErrorsDeps & ThemeDeps & GuideDeps & HomeDeps & OnboardingDeps & AccountRecoveryDeps & SpectatorDeps & AuthDeps & BillingDeps & ProfileDeps & VerificationDeps & HelpWidgetDeps & RealtimeDeps & SettingsDeps & NotificationsDeps & AlertsDeps & OneTabDeps & DirectoryDeps & TicketsDeps & ContactsDeps & ConversationsDeps & PresenceDeps & TwoFactorDeps & WorkspaceMembersDeps & PaletteDeps;

export function makeConsoleStore(deps: ConsoleDeps, preloadedState?: Partial<ConsoleState>) {
  const reducer = makeShellReducer();
  const store = makeStore({
    reducer,
    deps,
    sagas: [configSaga, errorsSaga, themeSaga, maintenanceSaga, guideSaga, authSaga, billingSaga, profileSaga, verificationSaga, helpWidgetSaga, oneTabSaga, settingsSaga, realtimeSaga, notificationsSaga, alertsSaga, directorySaga, twoFactorSaga, paletteSaga, brandLookSaga],
    preloadedState,
  });
  const pages = createPageInjector(reducer, store.dispatch, store.runSaga, SHELL_SLICES.map((slice) => slice.name));
  return Object.assign(store, { pages });
}

export type ConsoleStore = ReturnType<typeof makeConsoleStore>;
export type ConsoleDispatch = ConsoleStore['dispatch'];
