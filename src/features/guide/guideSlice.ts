import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { clampSlide, nextSlide, previousSlide, skipToSlide, slideCount, withSeen } from './guideRules';

export interface ActiveGuide {
  route: string;
  slide: number;
  count: number;
}

export interface GuideState {
  /** the seen route urls, or null until read (from the cache or the server) */
  seen: string[] | null;
  /** the cache key (user and workspace) the list belongs to, so another login does not reuse it */
  seenFor: string | null;
  active: ActiveGuide | null;
  /**
   * the page last entered, with whose seen list ('<cache key> <route>'): the layout mounting again on the
   * same page (a status switch, a reconnect) is not entering it, so a guide closed there stays closed
   */
  entered: string | null;
}

export const initialGuideState: GuideState = { seen: null, seenFor: null, active: null, entered: null };

export const guideSlice = createSlice({
  name: 'guide',
  initialState: initialGuideState,
  reducers: {
    /** the app layout moved to a path (relative to /v2), whose page declares this guide (the page registry) */
    routeEntered(_state, _action: PayloadAction<{ path: string; guide: string | null }>) {},
    /** the saga took the entry into account (whether or not it opened a guide) */
    entryNoted(state, action: PayloadAction<string | null>) {
      state.entered = action.payload;
    },
    seenLoaded(state, action: PayloadAction<{ seen: string[]; cacheKey: string }>) {
      state.seen = action.payload.seen;
      state.seenFor = action.payload.cacheKey;
    },
    /** opened on entering an unseen route, or on demand from the overview page */
    guideOpened(state, action: PayloadAction<{ route: string }>) {
      const count = slideCount(action.payload.route);
      state.active = count > 0 ? { route: action.payload.route, slide: 0, count } : null;
    },
    slideChosen(state, action: PayloadAction<number>) {
      if (state.active) state.active.slide = clampSlide(action.payload, state.active.count);
    },
    nextClicked(state) {
      if (state.active) state.active.slide = nextSlide(state.active.slide, state.active.count);
    },
    backClicked(state) {
      if (state.active) state.active.slide = previousSlide(state.active.slide, state.active.count);
    },
    skipClicked(state) {
      if (state.active) state.active.slide = skipToSlide(state.active.count);
    },
    /** Finish on the last slide: the route is seen from now on; the saga records it */
    guideFinished(state, _action: PayloadAction<{ route: string }>) {
      if (!state.active) return;
      state.seen = withSeen(state.seen ?? [], state.active.route);
      state.active = null;
    },
    /** closed without finishing (Escape, the close button): not recorded, so it shows again next time */
    guideClosed(state) {
      state.active = null;
    },
  },
});

export const {
  routeEntered,
  entryNoted,
  seenLoaded,
  guideOpened,
  slideChosen,
  nextClicked,
  backClicked,
  skipClicked,
  guideFinished,
  guideClosed,
} = guideSlice.actions;

type WithGuide = { guide: GuideState };
export const selectActiveGuide = (state: WithGuide) => state.guide.active;
export const selectSeenGuides = (state: WithGuide) => state.guide.seen;
