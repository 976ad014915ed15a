// Which shortcut a key press is, and when a press counts at all (how keys are written: shortcutLabels.ts).
// Pure: the key layer hands in what it read from the event and the page.

import { SHORTCUTS, shortcutList, type KeyPress, type ShortcutId, type ShortcutScope } from './shortcuts';

/** The parts of a KeyboardEvent the rules read. */
export interface PressEvent {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** A second press of a sequence ('g' then 't') must come within this time of the first. */
export const SEQUENCE_MS = 1500;

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock', 'OS']);
const LETTER = /^[a-z]$/;

/**
 * Whether an event is this press. Letters match whatever the case (Caps Lock) but not with Shift, and by
 * their physical key on a non-Latin layout; symbols ('?', '/') whatever Shift it took to type them.
 * Ctrl on Windows and Linux, ⌘ on a Mac; the other one, and Alt, never match.
 */
export function pressMatches(press: KeyPress, event: PressEvent, mac: boolean): boolean {
  const mod = mac ? event.metaKey : event.ctrlKey;
  const otherMod = mac ? event.ctrlKey : event.metaKey;
  if (event.altKey || otherMod || Boolean(press.mod) !== mod) return false;
  if (LETTER.test(press.key)) {
    if (event.shiftKey) return false;
    const key = event.key.toLowerCase();
    return key === press.key || (!/^[a-z]$/.test(key) && event.code === `Key${press.key.toUpperCase()}`);
  }
  if (press.key.length === 1) return event.key === press.key;
  return event.key === press.key && !event.shiftKey;
}

/** The presses of an unfinished sequence, and when the last one came. */
export interface SequenceState {
  prefix: readonly KeyPress[];
  at: number;
}

export const NO_SEQUENCE: SequenceState = { prefix: [], at: 0 };

export interface PressContext {
  /** The focus is in a text field (see isTypingElement). */
  typing: boolean;
  mac: boolean;
  now: number;
}

export interface PressResult {
  /** The shortcut this press completes, if any. */
  match: ShortcutId | null;
  /** The press began or continued a sequence: it is taken, and nothing else runs. */
  pending: boolean;
  state: SequenceState;
}

const samePrefix = (keys: readonly KeyPress[], prefix: readonly KeyPress[]) =>
  prefix.every((press, index) => keys[index]?.key === press.key && Boolean(keys[index]?.mod) === Boolean(press.mod));

/**
 * The page shortcut a press completes, or the sequence it starts or continues. A press that breaks a
 * sequence is read again on its own ('g' then 'j' is 'j'). Keys that only modify (Shift to type '?')
 * leave the state as it is. While typing only shortcuts marked `whileTyping` count.
 */
export function readPress(event: PressEvent, state: SequenceState, context: PressContext, scope: ShortcutScope = 'page'): PressResult {
  if (MODIFIER_KEYS.has(event.key)) return { match: null, pending: false, state };
  const live = context.now - state.at <= SEQUENCE_MS ? state.prefix : [];
  const candidates = shortcutList().filter(({ shortcut }) => shortcut.scope === scope && (!context.typing || shortcut.whileTyping));
  const attempt = (prefix: readonly KeyPress[]): PressResult | null => {
    for (const { id, shortcut } of candidates) {
      const keys: readonly KeyPress[] = shortcut.keys;
      if (keys.length !== prefix.length + 1 || !samePrefix(keys, prefix)) continue;
      if (pressMatches(keys[prefix.length]!, event, context.mac)) return { match: id, pending: false, state: NO_SEQUENCE };
    }
    for (const { shortcut } of candidates) {
      const keys: readonly KeyPress[] = shortcut.keys;
      if (keys.length <= prefix.length + 1 || !samePrefix(keys, prefix)) continue;
      const press = keys[prefix.length]!;
      if (pressMatches(press, event, context.mac)) return { match: null, pending: true, state: { prefix: [...prefix, press], at: context.now } };
    }
    return null;
  };
  return attempt(live) ?? (live.length > 0 ? attempt([]) : null) ?? { match: null, pending: false, state: NO_SEQUENCE };
}

/** Whether an event is a one-press shortcut (the command palette reads its own keys this way). */
export function isShortcut(id: ShortcutId, event: PressEvent, mac: boolean): boolean {
  const keys: readonly KeyPress[] = SHORTCUTS[id].keys;
  return keys.length === 1 && pressMatches(keys[0]!, event, mac);
}

/** The parts of an element the typing rule reads (a DOM Element has them all). */
export interface ElementLike {
  tagName: string;
  isContentEditable?: boolean;
  getAttribute(name: string): string | null;
}

const NOT_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);
const TEXT_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

/**
 * A person typing here would type the shortcut's letter: text inputs, text areas, selects (letters pick
 * options), contenteditable and anything that says it is a text field.
 */
export function isTypingElement(element: ElementLike | null): boolean {
  if (!element) return false;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') return !NOT_TEXT_INPUTS.has((element.getAttribute('type') ?? 'text').toLowerCase());
  if (element.isContentEditable) return true;
  return TEXT_ROLES.has(element.getAttribute('role') ?? '');
}

/** Apple keyboards use ⌘ where others use Ctrl. */
export function isMacPlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/**
 * Where j (step 1) or k (step -1) moves a list's cursor: from the current row, held at both ends; with
 * no current row j starts at the first row and k at the last.
 */
export function stepCursor<K>(ids: readonly K[], current: K | null, step: 1 | -1): K | null {
  if (ids.length === 0) return null;
  const from = current === null ? -1 : ids.indexOf(current);
  if (from < 0) return step === 1 ? ids[0]! : ids[ids.length - 1]!;
  return ids[Math.min(ids.length - 1, Math.max(0, from + step))]!;
}
