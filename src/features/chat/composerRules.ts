// What the reply box allows on each channel (spec §5 and the channel table): the length limit, the
// files, the custom-message shortcut, and what a key press does. Pure, so every case is tested.

import { channelInfo, channelLabel, characterCount, messageLengthError, type AllowedFileType } from '../../domain/channels';
import type { CustomMessage } from '../settings/settingsRules';
import type { Attachment } from '../../domain/inbox';
import { CALLS_HAVE_NO_REPLIES } from '../../domain/callMeta';

/** A channel without an attachment row in the table takes files, this many per message at most. */
export const DEFAULT_ATTACHMENT_COUNT = 5;
/** How many custom messages the shortcut list offers at once. */
export const SUGGESTION_LIMIT = 8;

export interface AttachmentRule {
  enabled: boolean;
  maxCount: number;
  /** the file types the channel takes; null when any file the server accepts will do */
  allowed: readonly AllowedFileType[] | null;
}

export function attachmentRule(channelType: string): AttachmentRule {
  const info = channelInfo(channelType);
  const allowed = info?.allowedFileTypes ?? null;
  const setting = info?.attachment;
  // An empty list of allowed types leaves nothing to attach, whatever the enabled flag says.
  const enabled = (setting?.enabled ?? true) && (allowed === null || allowed.length > 0);
  return { enabled, maxCount: enabled ? (setting?.count ?? DEFAULT_ATTACHMENT_COUNT) : 0, allowed };
}

/** The file picker's accept attribute, and the upload's accept list: '' when any type will do. */
export function acceptList(rule: AttachmentRule): string {
  return rule.allowed ? rule.allowed.join(',') : '';
}

export interface PickedFile {
  name: string;
  /** the browser's MIME type, '' when it does not know */
  type: string;
}

export interface AttachmentCheck<F extends PickedFile> {
  accepted: F[];
  /** one sentence per refused file, or one for the whole pick */
  problems: string[];
}

const FAMILY_NAMES: Record<AllowedFileType, string> = { 'image/*': 'images', 'video/*': 'videos' };

function typeAllowed(allowed: readonly AllowedFileType[] | null, mime: string): boolean {
  return allowed === null || allowed.some((pattern) => mime.startsWith(pattern.slice(0, -1)));
}

/** Which of the newly picked files may join the ones already attached, and why the others may not. */
export function checkAttachments<F extends PickedFile>(channelType: string, alreadyAttached: number, picked: readonly F[]): AttachmentCheck<F> {
  const rule = attachmentRule(channelType);
  const label = channelLabel(channelType);
  if (picked.length === 0) return { accepted: [], problems: [] };
  if (!rule.enabled) return { accepted: [], problems: [`${label} does not take attachments.`] };

  const accepted: F[] = [];
  const problems: string[] = [];
  let overflow = 0;
  for (const file of picked) {
    if (!typeAllowed(rule.allowed, file.type)) {
      const kinds = (rule.allowed ?? []).map((pattern) => FAMILY_NAMES[pattern]).join(' and ');
      problems.push(`${file.name}: ${label} takes only ${kinds}.`);
    } else if (alreadyAttached + accepted.length >= rule.maxCount) {
      overflow++;
    } else {
      accepted.push(file);
    }
  }
  if (overflow > 0) {
    const files = rule.maxCount === 1 ? '1 file' : `${rule.maxCount} files`;
    problems.push(`${label} takes at most ${files} per message; ${overflow === 1 ? '1 file was' : `${overflow} files were`} left out.`);
  }
  return { accepted, problems };
}

export type ComposerMode = 'reply' | 'note';

export interface ComposerInput {
  channelType: string;
  mode: ComposerMode;
  text: string;
  attachmentCount: number;
  /** a send or an upload is under way */
  busy: boolean;
}

export interface ComposerView {
  /** 'too much character' when the reply is over the channel's limit */
  error: string | null;
  count: number;
  /** the channel's limit, null when it has none (and for notes, which never leave the workspace) */
  max: number | null;
  canSend: boolean;
}

/** Why a channel's conversations take no reply by message (a phone call's log), or null when they do. */
export function replyRefusal(channelType: string): string | null {
  return channelType === 'PHONE' ? CALLS_HAVE_NO_REPLIES : null;
}

export function composerView({ channelType, mode, text, attachmentCount, busy }: ComposerInput): ComposerView {
  const count = characterCount(text);
  const max = mode === 'reply' ? (channelInfo(channelType)?.maxCharacter ?? null) : null;
  const error = mode === 'reply' ? (messageLengthError(channelType, text) ?? null) : null;
  const hasContent = text.trim() !== '' || (mode === 'reply' && attachmentCount > 0);
  return { error, count, max, canSend: hasContent && error === null && !busy };
}

export interface ShortcutQuery {
  /** where the '/' is in the text */
  start: number;
  /** what follows the '/' up to the caret */
  query: string;
}

/** A '/' at the start of a word, followed by the word being typed up to the caret, asks for a custom message. */
export function shortcutQuery(text: string, caret: number): ShortcutQuery | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)\/([^\s/]*)$/.exec(before);
  if (!match) return null;
  return { start: before.length - match[2]!.length - 1, query: match[2]! };
}

/** Custom messages whose shortcut starts with the query (ignoring case), shortest shortcut first. */
export function matchCustomMessages(messages: readonly CustomMessage[], query: string): CustomMessage[] {
  const wanted = query.toLowerCase();
  return messages
    .filter((message) => message.shortcut.toLowerCase().replace(/^\//, '').startsWith(wanted))
    .sort((a, b) => a.shortcut.length - b.shortcut.length || a.shortcut.localeCompare(b.shortcut))
    .slice(0, SUGGESTION_LIMIT);
}

/**
 * A canned reply's files as the composer attaches them (by their upload id, not uploaded again), within
 * the channel's rules like files the agent picks; one already attached is not added twice.
 */
export function cannedReplyFiles(
  channelType: string,
  attached: readonly { key: string }[],
  files: readonly Attachment[],
): { accepted: { key: string; name: string; size: number; type: string; uploadedId: string }[]; problems: string[] } {
  const fresh = files
    .map((file) => ({ key: `canned-${file.id}`, name: file.name, size: file.size, type: file.mime, uploadedId: file.id }))
    .filter((file) => !attached.some((a) => a.key === file.key));
  return checkAttachments(channelType, attached.length, fresh);
}

/** The text with '/query' replaced by the custom message, and where the caret goes. */
export function insertCustomMessage(text: string, found: ShortcutQuery, caret: number, message: string): { text: string; caret: number } {
  const next = text.slice(0, found.start) + message + text.slice(caret);
  return { text: next, caret: found.start + message.length };
}

export interface KeyInput {
  key: string;
  shiftKey: boolean;
  /** an input method is composing (Japanese, Chinese…): Enter confirms the word, it does not send */
  isComposing: boolean;
  suggestionsOpen: boolean;
}

export type KeyAction = 'send' | 'newline' | 'pick' | 'next' | 'previous' | 'dismiss' | 'none';

export function composerKeyAction({ key, shiftKey, isComposing, suggestionsOpen }: KeyInput): KeyAction {
  if (isComposing) return 'none';
  if (suggestionsOpen) {
    if (key === 'Enter' || key === 'Tab') return 'pick';
    if (key === 'ArrowDown') return 'next';
    if (key === 'ArrowUp') return 'previous';
    if (key === 'Escape') return 'dismiss';
  }
  if (key === 'Enter') return shiftKey ? 'newline' : 'send';
  return 'none';
}
