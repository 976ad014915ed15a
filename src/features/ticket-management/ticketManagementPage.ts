import type { PageModule, SliceState } from '../shell/pageTypes';
import { TicketManagementPage } from './components/TicketManagementPage';
import { ticketManagementSaga } from './ticketManagementSagas';
import { ticketManagementSlice } from './ticketManagementSlice';

/** The ticket-management page's lazy module (registered in src/app/console/pages/registry.ts). */
export const page: PageModule = { Page: TicketManagementPage, slices: [ticketManagementSlice], sagas: [ticketManagementSaga] };

// The typed hooks know this page's slices (src/app/hooks.ts: usePageSelector).
declare module '../shell/pageTypes' {
  interface PageStates extends SliceState<typeof ticketManagementSlice> {}
}
