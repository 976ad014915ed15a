import type { PageModule } from '../shell/pageTypes';
import { HomePage } from './components/HomePage';
import { homeSaga } from './homeSagas';
import { homeSlice } from './homeSlice';

/** The home page's lazy module (registered in src/app/console/pages/registry.ts). */
export const page: PageModule = { Page: HomePage, slices: [homeSlice], sagas: [homeSaga] };
