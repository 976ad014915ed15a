import { useEffect, useState } from 'react';
import { stepCursor } from './keyboardRules';
import { useShortcut } from './shortcutHandlers';

/** The attribute a list row that takes focus itself (a link) carries: its id, for j/k to focus it. */
export const LIST_ITEM_ATTRIBUTE = 'data-list-item';

interface Options<K extends string> {
  ids: readonly K[];
  /** The row open beside the list: the cursor starts there and follows it. */
  openId: K | null;
  onOpen: (id: K) => void;
}

/**
 * j and k for a page's list, and Enter in it: moves a cursor over `ids`, focuses the list (a listbox
 * shows the cursor as its active row; a list of links focuses the row's link) and opens the cursor's row.
 * Wire it with one call and three props:
 *
 *   const keys = useListKeys({ ids, openId, onOpen });
 *   <div ref={keys.ref}> <VirtualList activeId={keys.activeId} onActiveChange={keys.onActiveChange} … /> </div>
 *
 * A list of links puts `data-list-item={id}` on each link instead of the two VirtualList props.
 */
export function useListKeys<K extends string>({ ids, openId, onOpen }: Options<K>) {
  // A callback ref (set as state), so any element type takes it and the focus listener follows it.
  const [element, ref] = useState<HTMLElement | null>(null);
  const [cursor, setCursor] = useState<K | null>(openId);
  const activeId = cursor !== null && ids.includes(cursor) ? cursor : openId;

  useEffect(() => {
    if (openId !== null) setCursor(openId);
  }, [openId]);

  // A row that got focus some other way (Tab, a click) is where j and k go on from.
  useEffect(() => {
    if (!element) return;
    const onFocusIn = (event: FocusEvent) => {
      const item = (event.target as Element | null)?.closest?.(`[${LIST_ITEM_ATTRIBUTE}]`);
      const id = item?.getAttribute(LIST_ITEM_ATTRIBUTE);
      if (id) setCursor(id as K);
    };
    element.addEventListener('focusin', onFocusIn);
    return () => element.removeEventListener('focusin', onFocusIn);
  }, [element]);

  const move = (step: 1 | -1) => () => {
    // A list out of sight (the detail covers it on a phone) does not take the keys.
    if (!element || element.getClientRects().length === 0) return false;
    const next = stepCursor(ids, activeId, step);
    if (next === null) return false;
    // Focus first: a listbox given focus makes a row active itself, and the cursor set after it wins.
    focusRow(element, next);
    setCursor(next);
    return true;
  };
  useShortcut('nextItem', move(1));
  useShortcut('previousItem', move(-1));
  useShortcut('openItem', (event) => {
    // Only on the list itself or one of its rows: Enter keeps its meaning on the controls around them.
    const row = (event.target as Element | null)?.closest?.(`[role="listbox"], [${LIST_ITEM_ATTRIBUTE}]`);
    if (activeId === null || !row || !element?.contains(row)) return false;
    onOpen(activeId);
    return true;
  });

  return { ref, activeId, onActiveChange: setCursor };
}

function focusRow(list: HTMLElement, id: string) {
  const row = list.querySelector<HTMLElement>(`[${LIST_ITEM_ATTRIBUTE}="${CSS.escape(id)}"]`);
  if (row) {
    row.focus();
    row.scrollIntoView?.({ block: 'nearest' });
    return;
  }
  list.querySelector<HTMLElement>('[role="listbox"]')?.focus();
}
