import { alertReadsSaga } from '../notifications/alertReadsSagas';
import type { PageModule, SliceState } from '../shell/pageTypes';
import { TicketsPage } from './components/TicketsPage';
import { ticketBulkSlice } from './ticketBulkSlice';
import { ticketDetailSlice } from './ticketDetailSlice';
import { ticketListSlice } from './ticketListSlice';
import { ticketsSaga } from './ticketsSagas';
import { ticketSlaSaga } from './ticketSlaSagas';

/** The tickets page's lazy module (registered in src/app/console/pages/registry.ts). */
export const page: PageModule = {
  Page: TicketsPage,
  slices: [ticketListSlice, ticketDetailSlice, ticketBulkSlice],
  sagas: [ticketsSaga, ticketSlaSaga, alertReadsSaga],
};

// The typed hooks know this page's slices (src/app/hooks.ts: usePageSelector).
declare module '../shell/pageTypes' {
  interface PageStates extends
    SliceState<typeof ticketListSlice>,
    SliceState<typeof ticketDetailSlice>,
    SliceState<typeof ticketBulkSlice> {}
}
