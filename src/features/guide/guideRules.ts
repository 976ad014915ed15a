// The product guide's decisions (spec §2 "Product guide", §4 "Guide"): which guide a path has, whether
// it shows, and how the slides move. The saga and the dialog only act on these answers.

export interface GuideRoute {
  /** the route url recorded by /workspace/product-tour, as the spec's table names it */
  key: string;
  /** the console path (relative to /v2) the guide belongs to */
  path: string;
  title: string;
  slides: number;
}

/** Spec §2's table, in its order. Routes with 0 slides have no guide. */
export const GUIDE_ROUTES: readonly GuideRoute[] = [
  { key: 'home', path: '/home', title: 'Home', slides: 10 },
  { key: 'app/ticket', path: '/app/ticket', title: 'Tickets', slides: 7 },
  { key: 'app/chat', path: '/app/chat', title: 'Chat', slides: 22 },
  { key: 'app/contact', path: '/app/contact', title: 'Contacts', slides: 12 },
  { key: 'report/ticket', path: '/report/ticket', title: 'Ticket reports', slides: 11 },
  { key: 'settings/workspace/timework', path: '/settings/workspace/timework', title: 'Business hours', slides: 6 },
  { key: 'skill', path: '/settings/workspace/skill', title: 'Skills', slides: 6 },
  { key: 'member', path: '/settings/workspace/member', title: 'Members', slides: 8 },
  { key: 'grant-access', path: '/settings/workspace/grant-access', title: 'Grant access', slides: 4 },
  { key: 'settings/plans-billings', path: '/settings/plans-billings', title: 'Plans & Billings', slides: 0 },
  { key: 'sla', path: '/settings/workspace/sla', title: 'SLA', slides: 0 },
  { key: 'ticket-management', path: '/settings/workspace/ticket-management', title: 'Ticket management', slides: 0 },
  { key: 'custom-message', path: '/settings/workspace/custom-message', title: 'Custom messages', slides: 0 },
  { key: 'department', path: '/settings/workspace/department', title: 'Departments', slides: 0 },
  { key: 'personalization', path: '/settings/workspace/personalization', title: 'Personalization', slides: 0 },
];

/** The guides that exist (more than 0 slides), for the overview page. */
export const AVAILABLE_GUIDES: readonly GuideRoute[] = GUIDE_ROUTES.filter((route) => route.slides > 0);

export function guideRoute(key: string): GuideRoute | undefined {
  return GUIDE_ROUTES.find((route) => route.key === key);
}

export function slideCount(key: string): number {
  return guideRoute(key)?.slides ?? 0;
}

/** Spec §4: shown on entering a route only if the route is not in the already-seen list. */
export function shouldShowGuide(key: string | null, seen: readonly string[]): boolean {
  return key !== null && slideCount(key) > 0 && !seen.includes(key);
}

// ---- slides

export function clampSlide(slide: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(slide)), count - 1);
}

export const nextSlide = (slide: number, count: number) => clampSlide(slide + 1, count);
export const previousSlide = (slide: number, count: number) => clampSlide(slide - 1, count);
/** Spec §4: Skip jumps to the last slide (where Finish records the route). */
export const skipToSlide = (count: number) => clampSlide(count - 1, count);
export const isLastSlide = (slide: number, count: number) => count > 0 && slide >= count - 1;
export const isFirstSlide = (slide: number) => slide <= 0;

/** What a key press does inside the guide dialog; null lets the key do its usual job. */
export function slideForKey(key: string, slide: number, count: number): number | null {
  if (key === 'ArrowRight') return nextSlide(slide, count);
  if (key === 'ArrowLeft') return previousSlide(slide, count);
  if (key === 'Home') return 0;
  if (key === 'End') return skipToSlide(count);
  return null;
}

// ---- the seen list and its local cache

/** The local cache is per user and per workspace, as the server's record is. */
export function seenCacheKey(userId: string, workspaceId: string): string {
  return `omni.productTour.${userId}.${workspaceId}`;
}

/** The cached list, or null when the cache is empty (absent, unreadable or an empty list). */
export function parseSeenCache(raw: string | null): string[] | null {
  if (raw === null || raw === '') return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return null;
    const list = value.filter((item): item is string => typeof item === 'string');
    return list.length > 0 ? list : null;
  } catch {
    return null;
  }
}

/** Spec §7: the list is cached locally and fetched only when the cache is empty. */
export function seenListSource(inMemory: readonly string[] | null, cached: string[] | null):
  | { kind: 'known'; seen: readonly string[] }
  | { kind: 'fetch' } {
  if (inMemory !== null && inMemory.length > 0) return { kind: 'known', seen: inMemory };
  if (cached !== null) return { kind: 'known', seen: cached };
  return { kind: 'fetch' };
}

export function withSeen(seen: readonly string[], key: string): string[] {
  return seen.includes(key) ? [...seen] : [...seen, key];
}

/** The image of a slide (1-based file names), served from public/guide. */
export function slideImageUrl(key: string, slide: number): string {
  return `/v2/guide/${key}/${slide + 1}.svg`;
}
