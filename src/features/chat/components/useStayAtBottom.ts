import { useEffect, type RefObject } from 'react';

/**
 * Keeps a timeline read at its newest message there when the timeline itself changes size: an action's
 * error line in the header, a resolved conversation's composer, a typing line. The browser keeps
 * scrollTop, so the newest lines would slide out of view; a timeline scrolled up keeps its place anyway.
 */
export function useStayAtBottom(scrollRef: RefObject<HTMLElement | null>, atBottom: RefObject<boolean>): void {
  useEffect(() => {
    const element = scrollRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [scrollRef, atBottom]);
}
