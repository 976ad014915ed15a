import { describe, expect, it } from 'vitest';
import {
  NO_SEQUENCE,
  SEQUENCE_MS,
  isMacPlatform,
  isShortcut,
  isTypingElement,
  pressMatches,
  readPress,
  stepCursor,
  type PressEvent,
  type SequenceState,
} from './keyboardRules';
import { pressLabels, spokenKeys } from './shortcutLabels';
import { SHORTCUTS, SHORTCUT_GROUPS, shortcutList } from './shortcuts';

const press = (key: string, extra: Partial<PressEvent> = {}): PressEvent => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...extra,
});

const at = (now: number, typing = false, mac = false) => ({ now, typing, mac });

/** Feeds presses one after the other, 100 ms apart, and gives what the last one matched. */
function feed(...events: PressEvent[]) {
  let state: SequenceState = NO_SEQUENCE;
  let result = readPress(events[0]!, state, at(1000));
  state = result.state;
  events.slice(1).forEach((event, index) => {
    result = readPress(event, state, at(1100 + index * 100));
    state = result.state;
  });
  return result;
}

describe('pressMatches', () => {
  it('matches letters whatever the case, but not with Shift, Alt or the other modifier', () => {
    expect(pressMatches({ key: 'j' }, press('j'), false)).toBe(true);
    expect(pressMatches({ key: 'j' }, press('J'), false)).toBe(true);
    expect(pressMatches({ key: 'j' }, press('J', { shiftKey: true }), false)).toBe(false);
    expect(pressMatches({ key: 'j' }, press('j', { altKey: true }), false)).toBe(false);
    expect(pressMatches({ key: 'j' }, press('j', { ctrlKey: true }), false)).toBe(false);
  });

  it('finds a letter by its physical key on a non-Latin layout', () => {
    expect(pressMatches({ key: 'j' }, press('о', { code: 'KeyJ' }), false)).toBe(true);
    expect(pressMatches({ key: 'j' }, press('о', { code: 'KeyK' }), false)).toBe(false);
  });

  it('takes Ctrl on Windows and Linux and ⌘ on a Mac for mod', () => {
    const k = { key: 'k', mod: true };
    expect(pressMatches(k, press('k', { ctrlKey: true }), false)).toBe(true);
    expect(pressMatches(k, press('k', { metaKey: true }), false)).toBe(false);
    expect(pressMatches(k, press('k', { metaKey: true }), true)).toBe(true);
    expect(pressMatches(k, press('k', { ctrlKey: true }), true)).toBe(false);
    expect(pressMatches(k, press('k'), false)).toBe(false);
  });

  it("matches a symbol whatever Shift it took to type ('?' is Shift+/)", () => {
    expect(pressMatches({ key: '?' }, press('?', { shiftKey: true }), false)).toBe(true);
    expect(pressMatches({ key: '/' }, press('/'), false)).toBe(true);
    expect(pressMatches({ key: 'Enter' }, press('Enter', { shiftKey: true }), false)).toBe(false);
  });
});

describe('readPress', () => {
  it('finds each one-press page shortcut', () => {
    expect(readPress(press('?', { shiftKey: true }), NO_SEQUENCE, at(0)).match).toBe('showShortcuts');
    expect(readPress(press('k', { ctrlKey: true }), NO_SEQUENCE, at(0)).match).toBe('openPalette');
    expect(readPress(press('k', { metaKey: true }), NO_SEQUENCE, at(0, false, true)).match).toBe('openPalette');
    expect(readPress(press('j'), NO_SEQUENCE, at(0)).match).toBe('nextItem');
    expect(readPress(press('k'), NO_SEQUENCE, at(0)).match).toBe('previousItem');
    expect(readPress(press('Enter'), NO_SEQUENCE, at(0)).match).toBe('openItem');
    expect(readPress(press('/'), NO_SEQUENCE, at(0)).match).toBe('focusSearch');
  });

  it('never fires while typing, except the chords marked for it', () => {
    for (const key of ['?', 'j', 'k', '/', 'Enter', 'g']) {
      expect(readPress(press(key), NO_SEQUENCE, at(0, true)), key).toEqual({ match: null, pending: false, state: NO_SEQUENCE });
    }
    expect(readPress(press('k', { ctrlKey: true }), NO_SEQUENCE, at(0, true)).match).toBe('openPalette');
  });

  it('reads g then t as a sequence, its first press taken and held', () => {
    const first = readPress(press('g'), NO_SEQUENCE, at(1000));
    expect(first).toMatchObject({ match: null, pending: true });
    expect(readPress(press('t'), first.state, at(1000 + SEQUENCE_MS)).match).toBe('goTickets');
    expect(feed(press('g'), press('h')).match).toBe('goHome');
    expect(feed(press('g'), press('c')).match).toBe('goChat');
  });

  it('forgets a sequence left too long, and reads a press that breaks one on its own', () => {
    const first = readPress(press('g'), NO_SEQUENCE, at(1000));
    expect(readPress(press('t'), first.state, at(1001 + SEQUENCE_MS))).toEqual({ match: null, pending: false, state: NO_SEQUENCE });
    expect(feed(press('g'), press('j')).match).toBe('nextItem');
    expect(feed(press('g'), press('q'))).toEqual({ match: null, pending: false, state: NO_SEQUENCE });
  });

  it('lets Shift alone pass without breaking anything', () => {
    const first = readPress(press('g'), NO_SEQUENCE, at(1000));
    expect(readPress(press('Shift', { shiftKey: true }), first.state, at(1050)).state).toBe(first.state);
  });

  it('leaves the palette keys to the palette', () => {
    expect(readPress(press('Escape'), NO_SEQUENCE, at(0)).match).toBeNull();
    expect(readPress(press('ArrowDown'), NO_SEQUENCE, at(0)).match).toBeNull();
    expect(readPress(press('ArrowDown'), NO_SEQUENCE, at(0), 'palette').match).toBe('paletteDown');
    expect(isShortcut('paletteClose', press('Escape'), false)).toBe(true);
    expect(isShortcut('paletteRun', press('Enter'), false)).toBe(true);
    expect(isShortcut('paletteRun', press('j'), false)).toBe(false);
  });
});

describe('the registry', () => {
  it('gives every shortcut keys nothing else has, in a group the cheat sheet shows', () => {
    const seen = new Map<string, string>();
    for (const { id, shortcut } of shortcutList()) {
      expect(SHORTCUT_GROUPS).toContain(shortcut.group);
      const keys = `${shortcut.scope}:${shortcut.keys.map((p) => `${p.mod ? 'mod+' : ''}${p.key}`).join(' ')}`;
      expect(seen.get(keys), `${id} and ${seen.get(keys)} share ${keys}`).toBeUndefined();
      seen.set(keys, id);
    }
  });

  it('lets no one-press shortcut start a sequence (it would fire before the sequence could finish)', () => {
    const singles = shortcutList().filter(({ shortcut }) => shortcut.scope === 'page' && shortcut.keys.length === 1);
    const firsts = shortcutList().filter(({ shortcut }) => shortcut.keys.length > 1).map(({ shortcut }) => shortcut.keys[0]!.key);
    for (const { id, shortcut } of singles) expect(firsts, id).not.toContain(shortcut.keys[0]!.key);
  });

  it('only lets chords fire while typing', () => {
    for (const { id, shortcut } of shortcutList()) {
      if ('whileTyping' in shortcut && shortcut.whileTyping) expect(shortcut.keys.every((p) => 'mod' in p && p.mod), id).toBe(true);
    }
  });
});

describe('how keys are written', () => {
  it('shows Ctrl or ⌘, capital letters and arrows', () => {
    expect(pressLabels(SHORTCUTS.openPalette, false)).toEqual([['Ctrl', 'K']]);
    expect(pressLabels(SHORTCUTS.openPalette, true)).toEqual([['⌘', 'K']]);
    expect(pressLabels(SHORTCUTS.goTickets, false)).toEqual([['G'], ['T']]);
    expect(pressLabels(SHORTCUTS.paletteDown, false)).toEqual([['↓']]);
    expect(pressLabels(SHORTCUTS.showShortcuts, false)).toEqual([['?']]);
  });

  it('says them in words for screen readers', () => {
    expect(spokenKeys(SHORTCUTS.openPalette, false)).toBe('Control K');
    expect(spokenKeys(SHORTCUTS.openPalette, true)).toBe('Command K');
    expect(spokenKeys(SHORTCUTS.goChat, false)).toBe('G then C');
    expect(spokenKeys(SHORTCUTS.showShortcuts, false)).toBe('Question mark');
  });

  it('knows Apple platforms', () => {
    expect(isMacPlatform('MacIntel')).toBe(true);
    expect(isMacPlatform('iPhone')).toBe(true);
    expect(isMacPlatform('Linux x86_64')).toBe(false);
    expect(isMacPlatform('Win32')).toBe(false);
  });
});

describe('isTypingElement', () => {
  const make = (html: string) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    return host.firstElementChild as HTMLElement;
  };

  it('counts text fields, selects and contenteditable as typing', () => {
    for (const html of ['<input>', '<input type="search">', '<input type="email">', '<textarea></textarea>', '<select></select>', '<div contenteditable="true"></div>', '<div role="combobox"></div>']) {
      const element = make(html);
      if (html.includes('contenteditable')) Object.defineProperty(element, 'isContentEditable', { value: true });
      expect(isTypingElement(element), html).toBe(true);
    }
  });

  it('does not count buttons, checkboxes, links or the page', () => {
    for (const html of ['<button></button>', '<input type="checkbox">', '<input type="radio">', '<a href="#">x</a>', '<div role="listbox"></div>']) {
      expect(isTypingElement(make(html)), html).toBe(false);
    }
    expect(isTypingElement(document.body)).toBe(false);
    expect(isTypingElement(null)).toBe(false);
  });
});

describe('stepCursor', () => {
  const ids = ['a', 'b', 'c'];
  it('moves one row and holds at both ends', () => {
    expect(stepCursor(ids, 'a', 1)).toBe('b');
    expect(stepCursor(ids, 'b', -1)).toBe('a');
    expect(stepCursor(ids, 'c', 1)).toBe('c');
    expect(stepCursor(ids, 'a', -1)).toBe('a');
  });

  it('starts at the first row with j and the last with k when none is current (or it left the list)', () => {
    expect(stepCursor(ids, null, 1)).toBe('a');
    expect(stepCursor(ids, null, -1)).toBe('c');
    expect(stepCursor(ids, 'gone', 1)).toBe('a');
    expect(stepCursor([], null, 1)).toBeNull();
  });
});
