import { useId, useState, type ReactNode } from 'react';
import { activeFilterCount, filtersButtonLabel } from '../filterCountRules';
import type { TicketFilters } from '../ticketsRules';

/**
 * On a phone the filters would fill the screen before the first ticket: they fold behind a button that
 * says how many are set, and the search stays out. Wider screens always show them (ticketsPhone.css
 * hides the button there).
 */
export function FiltersDisclosure({ filters, children }: { filters: TicketFilters; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div id={id} className={shown ? 'tickets__filters tickets__filters--shown' : 'tickets__filters'}>
      {children}
      <button type="button" className="btn tickets__filters-toggle" aria-expanded={shown} aria-controls={id} onClick={() => setShown((open) => !open)}>
        {shown ? 'Fewer filters' : filtersButtonLabel(activeFilterCount(filters))}
      </button>
    </div>
  );
}
