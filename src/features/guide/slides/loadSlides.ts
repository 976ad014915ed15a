import type { SlideText } from './slideTypes';

// One module per route, fetched only when its guide opens, so the console's first load carries no slide text.
const LOADERS: Record<string, () => Promise<readonly SlideText[]>> = {
  home: () => import('./home').then((m) => m.slides),
  'app/ticket': () => import('./ticket').then((m) => m.slides),
  'app/chat': () => import('./chat').then((m) => m.slides),
  'app/contact': () => import('./contact').then((m) => m.slides),
  'report/ticket': () => import('./report').then((m) => m.slides),
  'settings/workspace/timework': () => import('./timework').then((m) => m.slides),
  skill: () => import('./skill').then((m) => m.slides),
  member: () => import('./member').then((m) => m.slides),
  'grant-access': () => import('./grantAccess').then((m) => m.slides),
};

export function loadSlides(route: string): Promise<readonly SlideText[]> {
  const load = LOADERS[route];
  return load ? load() : Promise.resolve([]);
}
