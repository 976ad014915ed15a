import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { visibleRange } from './virtualRange';
import './virtualList.css';

export interface VirtualListProps<K extends string | number> {
  /** The rows, in order; only the ones in view (plus the overscan) are rendered. */
  ids: readonly K[];
  /** Every row has this height (px): what makes the window a division instead of a measurement. */
  rowHeight: number;
  /** Rows rendered above and below the view, so a fast scroll does not show blank space. */
  overscan?: number;
  /** The listbox's accessible name. */
  label: string;
  /** Prefix of the rows' DOM ids (aria-activedescendant points at them). */
  idPrefix: string;
  renderRow: (id: K, index: number, active: boolean) => ReactNode;
  /** The row shown as open (a detail beside the list); it also becomes the active row. */
  openId?: K | null;
  onOpen?: (id: K) => void;
  /** Called when the view gets within `endThreshold` rows of the end: load the next page. */
  onEndReached?: () => void;
  endThreshold?: number;
  /** Below the rows, inside the scrolling area: loading, end and error texts. */
  footer?: ReactNode;
  /** The active row when the page moves it too (j/k, see useListKeys); without it the list keeps its own. */
  activeId?: K | null;
  onActiveChange?: (id: K) => void;
}

/** Until the viewport is measured (and where it cannot be, as in tests) assume this height. */
const FALLBACK_HEIGHT = 600;

/**
 * A windowed listbox: a fixed row height turns scrolling into arithmetic, so 10,000 rows cost the same
 * as thirty. Keyboard: arrows, Page Up/Down, Home/End move the active row, Enter opens it.
 */
export function VirtualList<K extends string | number>({
  ids,
  rowHeight,
  overscan = 6,
  label,
  idPrefix,
  renderRow,
  openId = null,
  onOpen,
  onEndReached,
  endThreshold = 10,
  footer,
  activeId: controlledActiveId,
  onActiveChange,
}: VirtualListProps<K>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(FALLBACK_HEIGHT);
  const [ownActiveId, setOwnActiveId] = useState<K | null>(openId);
  const controlled = controlledActiveId !== undefined;
  const activeId = controlled ? controlledActiveId : ownActiveId;
  const setActiveId = (id: K) => {
    setOwnActiveId(id);
    onActiveChange?.(id);
  };

  useEffect(() => {
    if (openId !== null) setOwnActiveId(openId);
  }, [openId]);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const measure = () => setHeight(element.clientHeight || FALLBACK_HEIGHT);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const { top, first, last } = visibleRange({ count: ids.length, rowHeight, scrollTop, height, overscan });
  // The active row may have left (filtered out, deleted): then no row is active until the next key.
  const activeIndex = activeId === null ? -1 : ids.indexOf(activeId);

  const endReached = ids.length > 0 && last >= ids.length - 1 - endThreshold;
  useEffect(() => {
    if (endReached) onEndReached?.();
  }, [endReached, ids.length, onEndReached]);

  const reveal = useCallback(
    (index: number) => {
      const element = scrollRef.current;
      if (!element) return;
      const top = index * rowHeight;
      const viewport = element.clientHeight || height;
      if (top < element.scrollTop) element.scrollTop = top;
      else if (top + rowHeight > element.scrollTop + viewport) element.scrollTop = top + rowHeight - viewport;
      // Render the new window now, not on the scroll event that follows (the row must exist for
      // aria-activedescendant as the key is handled).
      setScrollTop(element.scrollTop);
    },
    [rowHeight, height],
  );

  // A row moved to from outside (j/k) is scrolled into view like one moved to by the arrows.
  useEffect(() => {
    if (controlled && activeIndex >= 0) reveal(activeIndex);
    // Only a new active row from outside moves the view; the list's own scrolling must not be undone.
  }, [controlledActiveId]);

  // Focus alone makes a row active (the open one, else the first in view), so Enter opens it at once.
  const onFocus = () => {
    if (activeIndex < 0 && ids.length > 0) setActiveId(ids[Math.min(top, ids.length - 1)]!);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (ids.length === 0) return;
    const page = Math.max(1, Math.floor(height / rowHeight) - 1);
    const from = activeIndex;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (from < 0 ? top : from + 1),
      ArrowUp: () => (from < 0 ? top : from - 1),
      PageDown: () => Math.max(from, 0) + page,
      PageUp: () => Math.max(from, 0) - page,
      Home: () => 0,
      End: () => ids.length - 1,
    };
    if (event.key === 'Enter' || event.key === ' ') {
      if (activeIndex >= 0) {
        event.preventDefault();
        onOpen?.(ids[activeIndex]!);
      }
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = Math.min(ids.length - 1, Math.max(0, move()));
    setActiveId(ids[next]!);
    reveal(next);
  };

  const rows: ReactNode[] = [];
  for (let index = first; index <= last; index++) {
    const id = ids[index]!;
    const active = index === activeIndex;
    rows.push(
      <div
        key={id}
        id={`${idPrefix}-${id}`}
        role="option"
        aria-selected={active}
        aria-posinset={index + 1}
        aria-setsize={ids.length}
        className={`vlist__row${active ? ' vlist__row--active' : ''}${id === openId ? ' vlist__row--open' : ''}`}
        style={{ top: index * rowHeight, height: rowHeight }}
        onClick={() => {
          setActiveId(id);
          onOpen?.(id);
        }}
      >
        {renderRow(id, index, active)}
      </div>,
    );
  }

  return (
    <div className="vlist" ref={scrollRef} onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
      {/* An empty listbox is not allowed (it must own options): the footer says why there are none. */}
      {ids.length > 0 ? (
        <div
          role="listbox"
          aria-label={label}
          tabIndex={0}
          aria-activedescendant={activeIndex >= first && activeIndex <= last ? `${idPrefix}-${ids[activeIndex]}` : undefined}
          className="vlist__rows"
          style={{ height: ids.length * rowHeight }}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
        >
          {rows}
        </div>
      ) : null}
      {footer}
    </div>
  );
}
