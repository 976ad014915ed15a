import type { PageModule, SliceState } from '../shell/pageTypes';
import { WorkspaceSettingsPage } from './components/WorkspaceSettingsPage';
import { deleteWorkspaceSaga } from './deleteWorkspaceSagas';
import { deleteWorkspaceSlice } from './deleteWorkspaceSlice';
import { workspaceExportSaga } from './exportSagas';
import { workspaceExportSlice } from './exportSlice';
import { privacySaga } from './privacySagas';
import { privacySlice } from './privacySlice';
import { workspaceSettingsSaga } from './workspaceSettingsSagas';
import { workspaceSettingsSlice } from './workspaceSettingsSlice';

/** The workspace index page's lazy module (registered in src/app/console/pages/registry.ts). */
export const page: PageModule = { Page: WorkspaceSettingsPage, slices: [workspaceSettingsSlice, privacySlice, deleteWorkspaceSlice, workspaceExportSlice], sagas: [workspaceSettingsSaga, privacySaga, deleteWorkspaceSaga, workspaceExportSaga] };

// The typed hooks know this page's slices (src/app/hooks.ts: usePageSelector).
declare module '../shell/pageTypes' {
  interface PageStates extends SliceState<typeof workspaceSettingsSlice>, SliceState<typeof privacySlice>, SliceState<typeof deleteWorkspaceSlice>, SliceState<typeof workspaceExportSlice> {}
}
