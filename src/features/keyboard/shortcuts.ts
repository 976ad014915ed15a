// Every keyboard shortcut of the console in one table. The key layer matches key presses against it,
// the lists and the command palette bind their keys through it, and the cheat sheet ('?') lists it: a
// shortcut cannot be bound without being listed, nor listed without its key being the one bound.

/** One key press: `key` as KeyboardEvent.key names it; `mod` is Ctrl, or ⌘ on a Mac. */
export interface KeyPress {
  key: string;
  mod?: boolean;
}

export type ShortcutGroup = 'General' | 'Lists' | 'Go to' | 'Command palette';

/**
 * page: the key layer runs it anywhere in the console (never while typing, unless `whileTyping`);
 * palette: the command palette's own keys, handled inside it.
 */
export type ShortcutScope = 'page' | 'palette';

export interface Shortcut {
  /** The presses in order: 'g' then 't' is two. */
  keys: readonly KeyPress[];
  description: string;
  group: ShortcutGroup;
  scope: ShortcutScope;
  /** Also fires in a text field: only chords with Ctrl/⌘, which type nothing. */
  whileTyping?: boolean;
  /** For 'Go to' shortcuts: the page (under /v2), offered only to members whose access list allows it. */
  target?: string;
}

export const SHORTCUTS = {
  showShortcuts: { keys: [{ key: '?' }], description: 'Show keyboard shortcuts', group: 'General', scope: 'page' },
  openPalette: {
    keys: [{ key: 'k', mod: true }],
    description: 'Open the command palette (also while typing)',
    group: 'General',
    scope: 'page',
    whileTyping: true,
  },
  focusSearch: { keys: [{ key: '/' }], description: "Search this page's list", group: 'General', scope: 'page' },
  nextItem: { keys: [{ key: 'j' }], description: 'Next item in the list', group: 'Lists', scope: 'page' },
  previousItem: { keys: [{ key: 'k' }], description: 'Previous item in the list', group: 'Lists', scope: 'page' },
  openItem: { keys: [{ key: 'Enter' }], description: 'Open the current item', group: 'Lists', scope: 'page' },
  selectItem: { keys: [{ key: 'x' }], description: 'Select the current ticket for a bulk action', group: 'Lists', scope: 'page' },
  goHome: { keys: [{ key: 'g' }, { key: 'h' }], description: 'Home', group: 'Go to', scope: 'page', target: '/home' },
  goTickets: { keys: [{ key: 'g' }, { key: 't' }], description: 'Tickets', group: 'Go to', scope: 'page', target: '/app/ticket' },
  goChat: { keys: [{ key: 'g' }, { key: 'c' }], description: 'Chat', group: 'Go to', scope: 'page', target: '/app/chat' },
  paletteDown: { keys: [{ key: 'ArrowDown' }], description: 'Next result', group: 'Command palette', scope: 'palette' },
  paletteUp: { keys: [{ key: 'ArrowUp' }], description: 'Previous result', group: 'Command palette', scope: 'palette' },
  paletteRun: { keys: [{ key: 'Enter' }], description: 'Go there, or do it', group: 'Command palette', scope: 'palette' },
  paletteClose: { keys: [{ key: 'Escape' }], description: 'Close', group: 'Command palette', scope: 'palette' },
} as const satisfies Record<string, Shortcut>;

export type ShortcutId = keyof typeof SHORTCUTS;

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = ['General', 'Lists', 'Go to', 'Command palette'];

export const SHORTCUT_IDS = Object.keys(SHORTCUTS) as ShortcutId[];

/** The registry as a list, for matching and for the cheat sheet. */
export function shortcutList(): { id: ShortcutId; shortcut: Shortcut }[] {
  return SHORTCUT_IDS.map((id) => ({ id, shortcut: SHORTCUTS[id] }));
}
