import { assignmentSaga } from '../routing/assignmentSagas';
import { assignmentSlice } from '../routing/assignmentSlice';
import type { PageModule, SliceState } from '../shell/pageTypes';
import { TicketManagementPage } from './components/TicketManagementPage';
import { ticketManagementSaga } from './ticketManagementSagas';
import { ticketManagementSlice } from './ticketManagementSlice';

/** The ticket-management page's lazy module (registered in src/app/console/pages/registry.ts). */
// The page's second section, Assignment, brings the routing feature's slice and saga.
export const page: PageModule = { Page: TicketManagementPage, slices: [ticketManagementSlice, assignmentSlice], sagas: [ticketManagementSaga, assignmentSaga] };

// The typed hooks know this page's slices (src/app/hooks.ts: usePageSelector).
declare module '../shell/pageTypes' {
  interface PageStates extends SliceState<typeof ticketManagementSlice>, SliceState<typeof assignmentSlice> {}
}
