import { alertReadsSaga } from '../notifications/alertReadsSagas';
import type { PageModule } from '../shell/pageTypes';
import { TicketsPage } from './components/TicketsPage';
import { ticketBulkSlice } from './ticketBulkSlice';
import { ticketDetailSlice } from './ticketDetailSlice';
import { ticketListSlice } from './ticketListSlice';
import { ticketsSaga } from './ticketsSagas';

/** The tickets page's lazy module (registered in src/app/console/pages/registry.ts). */
export const page: PageModule = {
  Page: TicketsPage,
  slices: [ticketListSlice, ticketDetailSlice, ticketBulkSlice],
  sagas: [ticketsSaga, alertReadsSaga],
};
