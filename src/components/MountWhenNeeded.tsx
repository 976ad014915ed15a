import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its (lazy) children from the first time they are needed and keeps them after, so a dialog's
 * code is fetched when it first opens, not with the page, and still closes with its own animation.
 */
export function MountWhenNeeded({ needed, children }: { needed: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(needed);
  useEffect(() => {
    if (needed) setMounted(true);
  }, [needed]);
  return mounted || needed ? <Suspense fallback={null}>{children}</Suspense> : null;
}
