// What the key layer asks of the page itself: whether a modal dialog owns the keyboard, and where the
// page's search field is. Kept apart from the rules, which never touch the DOM.

/**
 * A modal dialog (the one-tab dialog, a merge dialog, the cheat sheet…) takes every key while it is open;
 * one already closing (PrimeReact's exit animation) no longer does, so Ctrl+K right after the palette closed
 * opens it again.
 */
export function modalOpen(doc: Document): boolean {
  return doc.querySelector('[aria-modal="true"]:not(.p-dialog-exit)') !== null;
}

/** The focused element, looking into shadow roots. */
export function focusedElement(doc: Document): Element | null {
  let element = doc.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element;
}

/** Focuses the page's search field (Tickets, Chat, Contacts): false when the page has none in sight. */
export function focusPageSearch(doc: Document): boolean {
  const fields = doc.querySelectorAll<HTMLInputElement>('main [role="search"] input, main input[type="search"]');
  const field = [...fields].find((candidate) => candidate.getClientRects().length > 0 && !candidate.disabled);
  if (!field) return false;
  field.focus();
  field.select();
  return true;
}

/** Apple keyboards say ⌘ where others say Ctrl. */
export function platformName(nav: Navigator): string {
  const data = (nav as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return data?.platform || nav.platform || '';
}
