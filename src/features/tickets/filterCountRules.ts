// How many of the list's filters are set, said on the button that folds them away on a phone.

import { filtersKey } from './ticketQuery';
import type { TicketFilters } from './ticketsRules';

/** The filters in use (several statuses count once); the sort order is not a filter. */
export function activeFilterCount(filters: TicketFilters): number {
  return new Set(new URLSearchParams(filtersKey({ ...filters, sort: undefined })).keys()).size;
}

export function filtersButtonLabel(count: number): string {
  return count === 0 ? 'Filters' : `Filters (${count})`;
}
