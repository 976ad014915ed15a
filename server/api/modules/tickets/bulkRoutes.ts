import { Router } from 'express';
import { BULK_MAX_IDS, type BulkOperation, type BulkRequest, type BulkSelection } from '../../../../src/domain/ticketBulk';
import type { ApiDeps } from '../../deps';
import { requireWorkspace } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { asObject, readBody, v } from '../../http/validate';
import { requireActivePackage } from '../billing/routes';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '../../../../src/domain/statusLabels';
import { readJob, startBulk } from './bulkJob';
import { MAX_TAG_LENGTH } from './tagRules';
import { isRecord, isUuid } from '../../../../src/domain/validation';

const MAX_QUERY = 4000;
const KINDS = ['assign', 'status', 'priority', 'addTag', 'removeTag', 'merge'] as const;

function idList(value: unknown, field: string, max: number): string[] {
  if (!Array.isArray(value)) throw badRequest(`${field}: A list of ticket ids`, { [field]: 'A list of ticket ids' });
  if (value.length > max) throw badRequest(`${field}: At most ${max} tickets`, { [field]: `At most ${max} tickets` });
  if (!value.every(isUuid)) {
    throw badRequest(`${field}: Every item must be a ticket id`, { [field]: 'Every item must be a ticket id' });
  }
  return (value as string[]).map((id) => id.toLowerCase());
}

function objectField(body: unknown, field: string, what: string): Record<string, unknown> {
  const value = asObject(body)[field];
  if (!isRecord(value)) throw badRequest(`${field}: ${what}`, { [field]: what });
  return value;
}

/** The tickets picked one by one ({ids}), or every ticket matching a list query ({query, except?}). */
export function readSelection(body: unknown): BulkSelection {
  const s = objectField(body, 'selection', 'Required ({ids} or {query})');
  if ('ids' in s) {
    const ids = idList(s.ids, 'selection.ids', BULK_MAX_IDS);
    if (ids.length === 0) throw badRequest('selection.ids: Pick at least one ticket', { 'selection.ids': 'Pick at least one ticket' });
    return { ids };
  }
  if (typeof s.query !== 'string' || s.query.length > MAX_QUERY) {
    throw badRequest(`selection.query: The list's filters, as text of at most ${MAX_QUERY} characters`, { 'selection.query': 'Invalid format' });
  }
  return { query: s.query, except: s.except === undefined ? [] : idList(s.except, 'selection.except', BULK_MAX_IDS) };
}

export function readOperation(body: unknown): BulkOperation {
  const operation = objectField(body, 'operation', `Required ({kind}: one of ${KINDS.join(', ')})`);
  const { kind } = readBody(operation, { kind: v.oneOf(KINDS) });
  switch (kind) {
    case 'assign': {
      if (operation.assigneeId === null) return { kind, assigneeId: null };
      return { kind, assigneeId: readBody(operation, { assigneeId: v.uuid() }).assigneeId };
    }
    case 'status':
      return { kind, ...readBody(operation, { status: v.oneOf(TICKET_STATUSES) }) };
    case 'priority':
      return { kind, ...readBody(operation, { priority: v.oneOf(TICKET_PRIORITIES) }) };
    case 'addTag':
    case 'removeTag':
      return { kind, ...readBody(operation, { tag: v.string({ max: MAX_TAG_LENGTH }) }) };
    case 'merge':
      return { kind, ...readBody(operation, { intoId: v.uuid() }) };
  }
}

/** POST /tickets/bulk {selection, operation} and GET /tickets/bulk/:jobId (bulkJob.ts). */
export function ticketBulkRoutes(deps: ApiDeps): Router {
  const router = Router();

  router.post('/tickets/bulk', requireActivePackage(deps), async (req, res) => {
    const ctx = requireWorkspace(res);
    const request: BulkRequest = { selection: readSelection(req.body), operation: readOperation(req.body) };
    res.json({ result: 'success', data: await startBulk(deps, ctx, request) });
  });

  router.get('/tickets/bulk/:jobId', async (req, res) => {
    const ctx = requireWorkspace(res);
    const jobId = String(req.params.jobId);
    if (!isUuid(jobId)) throw badRequest('jobId must be a bulk action id', { jobId: 'Invalid format' });
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await readJob(deps, ctx, jobId.toLowerCase()) });
  });

  return router;
}
