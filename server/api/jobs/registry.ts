import { pruneInboundEvents } from '../channels/inbound/prune';
import { pruneAuditLog } from '../modules/audit/service';
import { removeExpiredExports } from '../modules/exports/cleanup';
import { pruneOutbox } from '../channels/outbox/prune';
import { closeSolvedTickets } from '../modules/tickets/closeSolved';
import { pruneEvents } from '../realtime/eventStore';
import type { ScheduledJob } from './scheduledJobs';

// Every scheduled job of the api, one entry each (scheduledJobs.ts runs them, one instance at a time).

export const SCHEDULED_JOBS: ScheduledJob[] = [
  {
    // Realtime events older than their 48 h of catch-up, and providers' calls processed over a week ago.
    name: 'prune-events',
    everyMs: 3600_000,
    run: async (deps) => {
      await pruneEvents(deps.db, deps.now());
      await pruneInboundEvents(deps.db, deps.now());
    },
  },
  {
    // The audit log keeps a year of changes.
    name: 'prune-audit-log',
    everyMs: 24 * 3600_000,
    run: async (deps) => void (await pruneAuditLog(deps.db, deps.now())),
  },
  {
    // Replies sent or failed over 30 days ago (late receipts are then ignored).
    name: 'prune-outbox',
    everyMs: 24 * 3600_000,
    run: async (deps) => void (await pruneOutbox(deps.db, deps.now())),
  },
  {
    // Ticket settings 'close solved tickets after N days', in every workspace that turned it on.
    name: 'close-solved-tickets',
    everyMs: 3600_000,
    run: async (deps) => void (await closeSolvedTickets(deps)),
  },
  {
    // Workspace export archives kept their 7 days: files, uploads and rows removed.
    name: 'remove-expired-exports',
    everyMs: 3600_000,
    run: async (deps) => void (await removeExpiredExports(deps)),
  },
];
