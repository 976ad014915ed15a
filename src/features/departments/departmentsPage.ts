import type { PageModule, SliceState } from '../shell/pageTypes';
import { DepartmentsPage } from './components/DepartmentsPage';
import { departmentsPageSaga } from './departmentsSagas';
import { departmentsPageSlice } from './departmentsSlice';

/** The department page's lazy module (registered in src/app/console/pages/registry.ts). */
export const page: PageModule = { Page: DepartmentsPage, slices: [departmentsPageSlice], sagas: [departmentsPageSaga] };

// The typed hooks know this page's slices (src/app/hooks.ts: usePageSelector).
declare module '../shell/pageTypes' {
  interface PageStates extends SliceState<typeof departmentsPageSlice> {}
}
