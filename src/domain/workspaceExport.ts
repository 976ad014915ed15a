// A workspace data export (issue 13) as the api answers it and the 'export progress' event carries it:
// built in the background, its progress 0–100 and rows written per part, then a zip archive kept 7 days.

import { isNumber, isOneOf, isString, isStringOrNull, type Guard } from './realtimeEventGuards';
import { isRecord } from './validation';

export type WorkspaceExportStatus = 'queued' | 'running' | 'done' | 'failed';

export interface WorkspaceExport {
  id: string;
  status: WorkspaceExportStatus;
  /** 0–100 */
  progress: number;
  /** Rows written per part of the archive: contacts, conversations, messages, tickets… */
  counts: Record<string, number>;
  /** The archive's bytes, once done. */
  size: number | null;
  /** Why it failed, in words a person reads. */
  error: string | null;
  requestedBy: { id: string; name: string } | null;
  createdAt: string;
  finishedAt: string | null;
  /** When the archive is removed (7 days after it was built). */
  expiresAt: string | null;
}

/** The parts of the archive, each as JSON lines and CSV: `<part>.jsonl` and `<part>.csv`. */
export const EXPORT_PARTS = [
  'contacts',
  'conversations',
  'messages',
  'notes',
  'tickets',
  'ticket_history',
  'members',
  'departments',
  'channels',
] as const;

export type ExportPart = (typeof EXPORT_PARTS)[number];

/** An export is under way until it is done or failed: a workspace has one at a time. */
export const exportUnderWay = (status: WorkspaceExportStatus) => status === 'queued' || status === 'running';

export const ONE_EXPORT_AT_A_TIME = 'An export of this workspace is already being built. Wait for it to finish before starting another.';

export const isWorkspaceExport: Guard<WorkspaceExport> = (v): v is WorkspaceExport =>
  isRecord(v) &&
  isString(v.id) &&
  isOneOf('queued', 'running', 'done', 'failed')(v.status) &&
  isNumber(v.progress) &&
  isRecord(v.counts) &&
  Object.values(v.counts).every(isNumber) &&
  (v.size === null || isNumber(v.size)) &&
  isStringOrNull(v.error) &&
  isString(v.createdAt) &&
  isStringOrNull(v.finishedAt) &&
  isStringOrNull(v.expiresAt);
