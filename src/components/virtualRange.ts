export interface RangeInput {
  count: number;
  rowHeight: number;
  scrollTop: number;
  /** the viewport's height */
  height: number;
  overscan: number;
}

/**
 * Which rows to render: `top` is the first row in view, `first`..`last` (inclusive) the rendered ones,
 * overscan included. An empty list gives first 0 and last -1.
 */
export function visibleRange({ count, rowHeight, scrollTop: offset, height, overscan }: RangeInput): { top: number; first: number; last: number } {
  if (count <= 0 || rowHeight <= 0) return { top: 0, first: 0, last: -1 };
  // Elastic overscroll (Safari) reports negative offsets.
  const scrollTop = Math.max(0, offset);
  const top = Math.min(count - 1, Math.max(0, Math.floor(scrollTop / rowHeight)));
  const bottom = Math.min(count - 1, Math.max(top, Math.ceil((scrollTop + Math.max(height, 0)) / rowHeight) - 1));
  return { top, first: Math.max(0, top - overscan), last: Math.min(count - 1, bottom + overscan) };
}
