import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { pathAllowed } from '../../../domain/access';
import { selectAccess } from '../../auth/authSlice';
import { selectOneTabRole, type OneTabState } from '../../one-tab/oneTabSlice';
import { isMacPlatform, isTypingElement, NO_SEQUENCE, readPress } from '../keyboardRules';
import {
  overlayClosed,
  paletteOpened,
  paletteQueryChanged,
  selectKeyboardOverlay,
  selectPaletteSearch,
  shortcutsOpened,
  type KeyboardState,
} from '../keyboardSlice';
import { focusedElement, focusPageSearch, modalOpen, platformName } from '../pageDom';
import { consoleShortcuts, useShortcut, type ShortcutHandlers } from '../shortcutHandlers';
import { SHORTCUTS } from '../shortcuts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

// The cheat sheet and the palette load when first opened: most sessions never open them.
const ShortcutSheet = lazy(() => import('./ShortcutSheet').then((m) => ({ default: m.ShortcutSheet })));
const CommandPalette = lazy(() => import('./CommandPalette').then((m) => ({ default: m.CommandPalette })));
/** Once the page has settled, both are loaded and mounted hidden, so Ctrl+K shows the palette at once. */
const PRELOAD_AFTER_MS = 1500;

type State = { keyboard: KeyboardState; oneTab: OneTabState };

/**
 * The console's keyboard: one keydown listener reads each press against the registry (shortcuts.ts) and
 * runs what is bound to it: here the page-wide shortcuts, in the lists their j, k and Enter. Nothing runs
 * in a tab the one-tab rule blocks, while a modal dialog is open, or (but for Ctrl/⌘+K) while typing.
 */
export function KeyboardLayer() {
  const dispatch = useAppDispatch();
  const overlay = useAppSelector((state: State) => selectKeyboardOverlay(state));
  const enabled = useAppSelector((state: State) => selectOneTabRole(state)) !== 'blocked';
  const access = useAppSelector(selectAccess);
  const query = useAppSelector((state: State) => selectPaletteSearch(state).query);
  const [, navigate] = useLocation();
  const latest = useRef({ overlay, query });
  latest.current = { overlay, query };
  useKeyLayer(enabled, consoleShortcuts, (event) => {
    if (latest.current.overlay !== 'palette' || modalOpen(document)) return false;
    // The palette is on its way (its code still loading): what is typed meanwhile becomes its query.
    const text = typedAhead(latest.current.query, event);
    if (text === 'close') dispatch(overlayClosed());
    else if (text !== null) dispatch(paletteQueryChanged((latest.current.query = text)));
    return true;
  });

  useShortcut('showShortcuts', () => void dispatch(shortcutsOpened()), enabled);
  useShortcut('openPalette', () => void dispatch(paletteOpened()), enabled);
  useShortcut('focusSearch', () => focusPageSearch(document), enabled);
  const go = (target: string) => () => {
    if (!pathAllowed(target, access)) return false;
    navigate(target);
    return true;
  };
  useShortcut('goHome', go(SHORTCUTS.goHome.target), enabled);
  useShortcut('goTickets', go(SHORTCUTS.goTickets.target), enabled);
  useShortcut('goChat', go(SHORTCUTS.goChat.target), enabled);

  // Mounted from their first opening (or the preload) on and then only hidden, so each dialog gives focus
  // back on close.
  const [preloaded, setPreloaded] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => setPreloaded(true), PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [enabled]);
  const sheet = useOnceTrue(overlay === 'shortcuts') || preloaded;
  const palette = useOnceTrue(overlay === 'palette') || preloaded;
  // A boundary each: one loading must not hide the other while it is shown.
  return (
    <>
      <Suspense fallback={null}>{sheet ? <ShortcutSheet visible={overlay === 'shortcuts'} /> : null}</Suspense>
      <Suspense fallback={null}>{palette ? <CommandPalette visible={overlay === 'palette'} /> : null}</Suspense>
    </>
  );
}

function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/** The palette's query after a key typed before its field was there; 'close' for Escape; null: not text. */
function typedAhead(query: string, event: KeyboardEvent): string | 'close' | null {
  if (event.key === 'Escape') return 'close';
  if (event.key === 'Backspace') return query.slice(0, -1);
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey ? query + event.key : null;
}

/**
 * The one keydown listener of the console's shortcuts. `intercept` sees each key first and takes it by
 * answering true (the palette's type-ahead).
 */
export function useKeyLayer(enabled: boolean, handlers: ShortcutHandlers = consoleShortcuts, intercept?: (event: KeyboardEvent) => boolean) {
  const latestIntercept = useRef(intercept);
  latestIntercept.current = intercept;
  useEffect(() => {
    if (!enabled) return;
    const mac = isMacPlatform(platformName(navigator));
    let sequence = NO_SEQUENCE;
    const onKeyDown = (event: KeyboardEvent) => {
      // A key a control already used (the list's own Enter, the composer's) is not a shortcut.
      if (event.defaultPrevented || event.isComposing) return;
      if (latestIntercept.current?.(event)) {
        event.preventDefault();
        return;
      }
      if (modalOpen(document)) {
        sequence = NO_SEQUENCE;
        return;
      }
      const result = readPress(event, sequence, { typing: isTypingElement(focusedElement(document)), mac, now: event.timeStamp });
      sequence = result.state;
      if (result.match && handlers.run(result.match, event)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, handlers]);
}
