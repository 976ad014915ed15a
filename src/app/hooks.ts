// The typed hooks: the only place that calls react-redux's useDispatch/useSelector (a lint rule keeps it
// so). Features may import this file from src/app (and only this one); its imports are types, so it adds
// no store code to a page or to the shell.

import { useDispatch, useSelector } from 'react-redux';
import type { PageStates } from '../features/shell/pageTypes';
import type { ConsoleDispatch, ConsoleState } from './console/consoleStore';
import type { LandingDispatch, LandingState } from './landing/landingStore';

/**
 * The console's state anywhere in the console: the shell's slices, and every page's slices as optional,
 * since a page's slices are injected only when the page is first visited (see console/pages/).
 */
export type AppState = ConsoleState & Partial<PageStates>;

/**
 * The console's state inside a page's own components: the page module injected its slices before the
 * page first rendered, so they are present (PageStates is filled in by each page module).
 */
export type PageState = ConsoleState & PageStates;

export const useAppDispatch = useDispatch.withTypes<ConsoleDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();
/** For the components of a page module (features/<name>/<name>Page.ts): its slices are there. */
export const usePageSelector = useSelector.withTypes<PageState>();

// The landing entry (pricing, contact) has a store of its own.
export const useLandingDispatch = useDispatch.withTypes<LandingDispatch>();
export const useLandingSelector = useSelector.withTypes<LandingState>();
