import type { PageModule } from '../shell/pageTypes';
import { SpectatorPage } from './components/SpectatorPage';
import { spectatorSaga } from './spectatorSagas';
import { spectatorSlice } from './spectatorSlice';

/** /spectator's lazy module (a plain-layout page, see src/app/console/PlainPages.tsx). */
export const page: PageModule = { Page: SpectatorPage, slices: [spectatorSlice], sagas: [spectatorSaga] };
