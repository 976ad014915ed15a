// The workspace's own settings (name, language) and its audit log: the rules and the contract shared by the
// settings page and the api, so both refuse the same input with the same words.

import { MESSAGES, trimmed } from './validation';

// The name's rule is onboarding's too: src/domain/workspaceRules.ts.

/**
 * The languages the console is written in. It exists in English only today, so English is the one choice
 * offered: listing languages the console cannot show would claim a translation that does not exist.
 */
export const WORKSPACE_LANGUAGES = [{ code: 'en', label: 'English' }] as const;
export type WorkspaceLanguage = (typeof WORKSPACE_LANGUAGES)[number]['code'];
export const DEFAULT_WORKSPACE_LANGUAGE: WorkspaceLanguage = 'en';
export const LANGUAGE_NOT_OFFERED = 'Choose one of the languages offered';

export function isWorkspaceLanguage(value: unknown): value is WorkspaceLanguage {
  return WORKSPACE_LANGUAGES.some((language) => language.code === value);
}

export function workspaceLanguageError(value: unknown): string | undefined {
  if (trimmed(value) === '') return MESSAGES.required;
  return isWorkspaceLanguage(value) ? undefined : LANGUAGE_NOT_OFFERED;
}

/** GET /workspace/settings and what its PUT answers. */
export interface WorkspaceSettings {
  name: string;
  timeZone: string;
  language: WorkspaceLanguage;
}

/** One line of the audit log as the api sends it. */
export interface AuditLine {
  id: string;
  /** ISO time of the change. */
  at: string;
  actor: { id: string | null; name: string };
  action: string;
  targetType: string;
  targetId: string | null;
  targetLabel: string;
  before: unknown;
  after: unknown;
}

/** GET /audit-log (and its CSV export): every filter optional; days are the workspace's (YYYY-MM-DD). */
export interface AuditQuery {
  /** Free text: the actor's name, the action, the target and the values before and after. */
  q?: string;
  /** Part of the actor's name. */
  actor?: string;
  /** An action ('channel.created') or its first part ('channel'). */
  action?: string;
  from?: string;
  to?: string;
  cursor?: string;
  limit?: number;
}

export const AUDIT_SEARCH_MAX = 200;
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 100;

/** The query string of an audit call (empty filters left out), for the list and the export link alike. */
export function auditQueryString(query: AuditQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const text = value === undefined ? '' : String(value).trim();
    if (text !== '') params.set(key, text);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
