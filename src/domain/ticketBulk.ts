// Bulk actions on tickets (POST /tickets/bulk): one request for many tickets, chosen by id or as every
// ticket matching the list's filters, resolved by the api itself.

import type { TicketPriorityValue, TicketStatusValue } from './api';

/** The tickets picked one by one, or all matching a list query (its URL form, as GET /tickets takes it). */
export type BulkSelection = { ids: string[] } | { query: string; except?: string[] };

export type BulkOperation =
  | { kind: 'assign'; assigneeId: string | null }
  | { kind: 'status'; status: TicketStatusValue }
  | { kind: 'priority'; priority: TicketPriorityValue }
  | { kind: 'addTag'; tag: string }
  | { kind: 'removeTag'; tag: string }
  | { kind: 'merge'; intoId: string };

export type BulkOperationKind = BulkOperation['kind'];

export interface BulkRequest {
  selection: BulkSelection;
  operation: BulkOperation;
}

/** A ticket the action could not change, and why (number is null for a ticket the caller may not read). */
export interface BulkFailure {
  ticketId: string;
  number: number | null;
  reason: string;
}

export interface BulkJob {
  id: string;
  operation: BulkOperationKind;
  state: 'running' | 'finished' | 'failed';
  total: number;
  /** Tickets handled so far: changed, already so, or failed. */
  done: number;
  changed: number;
  unchanged: number;
  failed: number;
  /** The first failures (BULK_LISTED_FAILURES at most); `failed` counts them all. */
  failures: BulkFailure[];
  /** Why a job stopped before its end (state 'failed'). */
  error: string | null;
}

/** Tickets written per transaction; a selection up to this size is done within its request. */
export const BULK_BATCH = 100;
/** Most tickets one bulk action takes (beyond it, narrow the filters). */
export const BULK_MAX = 10_000;
/** Most ids a selection may list one by one. */
export const BULK_MAX_IDS = 1_000;
export const BULK_LISTED_FAILURES = 100;
