// What the command palette asks the server for a query. Apart from paletteRules.ts because the palette's
// slice and saga are on the console's first load while the palette itself loads when first opened.

/** A pause in typing before the palette asks the server. */
export const PALETTE_DEBOUNCE_MS = 200;
export const PALETTE_CONTACT_LIMIT = 5;
const MAX_QUERY = 200;
const TICKET_NUMBER = /^#?\s*([1-9]\d{0,8})$/;

export interface PaletteLookups {
  ticketNumber: number | null;
  contactQuery: string | null;
}

/** '19' or '#19' looks up ticket 19; two characters or more (without '#') look up contacts by name. */
export function paletteLookups(query: string): PaletteLookups {
  const text = query.trim().slice(0, MAX_QUERY);
  const number = TICKET_NUMBER.exec(text);
  return {
    ticketNumber: number ? Number(number[1]) : null,
    contactQuery: text.length >= 2 && !text.startsWith('#') ? text : null,
  };
}

export const needsLookup = (lookups: PaletteLookups) => lookups.ticketNumber !== null || lookups.contactQuery !== null;

/**
 * Only the lookups whose page the member may open: the api refuses the others (403 ACCESS_DENIED), and
 * what they found could not be opened anyway.
 */
export function withinAccess(lookups: PaletteLookups, mayOpen: (path: string) => boolean): PaletteLookups {
  return {
    ticketNumber: mayOpen('/app/ticket') ? lookups.ticketNumber : null,
    contactQuery: mayOpen('/app/contact') ? lookups.contactQuery : null,
  };
}

