import { useEffect, useState } from 'react';
import { loadSlides } from '../slides/loadSlides';
import type { SlideText } from '../slides/slideTypes';

export type SlidesState = { status: 'loading' } | { status: 'ready'; slides: readonly SlideText[] } | { status: 'failed' };

/** The slide texts of one guide, loaded on demand (their module is a separate chunk). */
export function useSlides(route: string | null): SlidesState {
  const [state, setState] = useState<{ route: string | null; value: SlidesState }>({ route: null, value: { status: 'loading' } });
  useEffect(() => {
    if (route === null) return;
    let current = true;
    loadSlides(route).then(
      (slides) => current && setState({ route, value: { status: 'ready', slides } }),
      () => current && setState({ route, value: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [route]);
  return state.route === route ? state.value : { status: 'loading' };
}
