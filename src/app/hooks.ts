// Typed hooks for code in src/app. Features do not import from app (imports flow app → features);
// their selectors take the slice they read, so plain useSelector is already typed there.

import { useDispatch, useSelector } from 'react-redux';
import type { ConsoleDispatch, ConsoleState } from './console/consoleStore';
import type { LandingDispatch, LandingState } from './landing/landingStore';

export const useConsoleDispatch = useDispatch.withTypes<ConsoleDispatch>();
export const useConsoleSelector = useSelector.withTypes<ConsoleState>();
export const useLandingDispatch = useDispatch.withTypes<LandingDispatch>();
export const useLandingSelector = useSelector.withTypes<LandingState>();
