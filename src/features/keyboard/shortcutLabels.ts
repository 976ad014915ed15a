// How a shortcut is written for people, on the cheat sheet: key caps and the words a screen reader says.
// Apart from keyboardRules.ts, which the console's first load needs, as only the sheet (loaded when first
// opened) uses it.

import type { Shortcut } from './shortcuts';

const LETTER = /^[a-z]$/;
const KEY_NAMES: Record<string, string> = { ArrowDown: '↓', ArrowUp: '↑', Escape: 'Esc', Enter: 'Enter' };
const KEY_SPOKEN: Record<string, string> = { ArrowDown: 'Down arrow', ArrowUp: 'Up arrow', Escape: 'Escape', '?': 'Question mark', '/': 'Slash' };

/** The keys as the cheat sheet shows them: each press's parts, e.g. [['Ctrl', 'K']] or [['G'], ['T']]. */
export function pressLabels(shortcut: Shortcut, mac: boolean): string[][] {
  return shortcut.keys.map((press) => {
    const key = KEY_NAMES[press.key] ?? (LETTER.test(press.key) ? press.key.toUpperCase() : press.key);
    return press.mod ? [mac ? '⌘' : 'Ctrl', key] : [key];
  });
}

/** The same keys as a screen reader should say them: 'Control K', 'G then T'. */
export function spokenKeys(shortcut: Shortcut, mac: boolean): string {
  return shortcut.keys
    .map((press) => {
      const key = KEY_SPOKEN[press.key] ?? (LETTER.test(press.key) ? press.key.toUpperCase() : press.key);
      return press.mod ? `${mac ? 'Command' : 'Control'} ${key}` : key;
    })
    .join(' then ');
}
