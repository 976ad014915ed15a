import { Router, type Request } from 'express';
import type { ApiDeps } from '../../deps';
import { requireRole, requireWorkspace } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { readBody, v } from '../../http/validate';
import { TRANSFER_NOTE_MAX } from '../../../../src/domain/inbox';
import { isUuid } from '../../../../src/domain/validation';
import { requireActivePackage } from '../billing/routes';
import { addConversationNote, assignConversation, reopenConversation, resolveConversation, ticketFromConversation } from './actions';
import { conversationDetail } from './detail';
import { listConversations, type ConversationListQuery } from './list';
import { readChatSettings, saveChatSettings } from './chatSettings';
import { replyToConversation } from './reply';
import { replyMetaField } from './replyWindow';
import { retryReply } from './retry';
import { transferConversation, transferTargets } from './transfer';

const TYPE_PATTERN = /^[A-Z0-9_]{2,60}$/;
export const DEFAULT_PAGE = 30;
export const MAX_PAGE = 100;
/** Longer than any channel's limit; a channel's own maximum is checked on top. */
export const TEXT_MAX = 20_000;
const MAX_FILES = 10;

function idParam(req: Request, name = 'id'): string {
  const id = typeof req.params[name] === 'string' ? (req.params[name] as string) : '';
  if (!isUuid(id)) throw badRequest(`${name} must be ${name === 'messageId' ? 'a message id' : 'a conversation id'}`, { [name]: 'Invalid format' });
  return id.toLowerCase();
}

function single(query: Request['query'], key: string): string | undefined {
  const value = query[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(`${key} must be given once`, { [key]: 'Invalid format' });
  return value;
}

export function parseListQuery(query: Request['query']): ConversationListQuery {
  const status = single(query, 'status');
  if (status !== undefined && status !== 'open' && status !== 'resolved') throw badRequest('status must be open or resolved', { status: 'Invalid value' });
  const assigneeId = single(query, 'assigneeId');
  if (assigneeId !== undefined && assigneeId !== 'none' && !isUuid(assigneeId)) {
    throw badRequest("assigneeId must be a member's id or none", { assigneeId: 'Invalid format' });
  }
  const rawChannel = query.channel;
  const channel = rawChannel === undefined ? [] : (Array.isArray(rawChannel) ? rawChannel : [rawChannel]).map(String);
  if (channel.some((c) => !TYPE_PATTERN.test(c))) throw badRequest('channel must be a channel type', { channel: 'Invalid format' });
  const q = single(query, 'q');
  if (q !== undefined && q.length > 200) throw badRequest('q: Max 200 characters', { q: 'Max 200 characters' });
  const limitText = single(query, 'limit');
  const limit = limitText === undefined ? DEFAULT_PAGE : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) throw badRequest(`limit must be a whole number from 1 to ${MAX_PAGE}`, { limit: 'Invalid value' });
  const cursor = single(query, 'cursor');
  return {
    limit,
    ...(status ? { status } : {}),
    ...(assigneeId ? { assigneeId: assigneeId.toLowerCase() } : {}),
    ...(channel.length ? { channel } : {}),
    ...(q ? { q } : {}),
    ...(cursor ? { cursor } : {}),
  };
}

const attachmentIds = v.custom(
  (value) =>
    value === undefined || value === null || (Array.isArray(value) && value.length <= MAX_FILES && value.every(isUuid))
      ? undefined
      : `attachmentIds must be a list of at most ${MAX_FILES} file ids`,
  (value) => (Array.isArray(value) ? value.map((x) => String(x).toLowerCase()) : []),
);

/** The inbox's conversations: an Agent works on unassigned ones and their own, an Administrator on all. */
export function conversationRoutes(deps: ApiDeps): Router {
  const router = Router();
  const active = requireActivePackage(deps);

  router.get('/settings/chat', active, async (_req, res) => {
    const ctx = requireWorkspace(res);
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await readChatSettings(deps.db, ctx.workspace.id) });
  });

  router.put('/settings/chat', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    const body = readBody(req.body, { assignOnReply: v.boolean() });
    res.json({ result: 'success', data: await saveChatSettings(deps, ctx.workspace.id, body) });
  });

  router.get('/conversations', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    res.json({ result: 'success', data: await listConversations(deps, ctx, parseListQuery(req.query)) });
  });

  router.get('/conversations/:id', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    const id = idParam(req);
    const before = single(req.query, 'before');
    if (before !== undefined && !isUuid(before)) throw badRequest('before must be a message id', { before: 'Invalid cursor' });
    res.json({ result: 'success', data: await conversationDetail(deps, ctx, id, before?.toLowerCase()) });
  });

  router.post('/conversations/:id/messages', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    const id = idParam(req);
    const body = readBody(req.body, { text: v.custom((x) => (x === undefined || typeof x === 'string' ? undefined : 'text must be text'), (x) => (typeof x === 'string' ? x : '')), attachmentIds, meta: replyMetaField });
    if (body.text.length > TEXT_MAX) throw badRequest(`text: Max ${TEXT_MAX} characters`, { text: `Max ${TEXT_MAX} characters` });
    const { meta, ...reply } = body;
    res.json({ result: 'success', data: await replyToConversation(deps, ctx, id, { ...reply, ...(meta ? { template: meta } : {}) }) });
  });

  router.post('/conversations/:id/messages/:messageId/retry', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    res.json({ result: 'success', data: await retryReply(deps, ctx, idParam(req), idParam(req, 'messageId')) });
  });

  router.get('/chat/transfer-targets', active, async (_req, res) => {
    const ctx = requireWorkspace(res);
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await transferTargets(deps, ctx) });
  });

  router.post('/conversations/:id/transfer', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    const id = idParam(req);
    const body = readBody(req.body, {
      memberId: v.optional(v.uuid()),
      departmentId: v.optional(v.uuid()),
      note: v.custom((x) => (x === undefined || x === null || typeof x === 'string' ? undefined : 'note must be text'), (x) => (typeof x === 'string' ? x : '')),
    });
    if (body.note.length > TRANSFER_NOTE_MAX) throw badRequest(`note: Max ${TRANSFER_NOTE_MAX} characters`, { note: `Max ${TRANSFER_NOTE_MAX} characters` });
    if ((body.memberId === undefined) === (body.departmentId === undefined)) {
      throw badRequest('Choose whom to transfer to: a memberId or a departmentId.', { memberId: 'Give a member or a department', departmentId: 'Give a member or a department' });
    }
    const to = body.memberId ? { kind: 'member' as const, id: body.memberId } : { kind: 'department' as const, id: body.departmentId! };
    res.json({ result: 'success', data: await transferConversation(deps, ctx, id, { to, note: body.note }) });
  });

  router.post('/conversations/:id/notes', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    const id = idParam(req);
    const { text } = readBody(req.body, { text: v.string({ max: 5000 }) });
    res.json({ result: 'success', data: await addConversationNote(deps, ctx, id, text) });
  });

  router.post('/conversations/:id/assign', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    const id = idParam(req);
    const body = readBody(req.body, {
      assigneeId: v.custom(
        (x) => (x === null || isUuid(x) ? undefined : "assigneeId must be a member's id or null"),
        (x) => (typeof x === 'string' ? x.toLowerCase() : null),
      ),
    });
    res.json({ result: 'success', data: await assignConversation(deps, ctx, id, body.assigneeId) });
  });

  router.post('/conversations/:id/ticket', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    res.json({ result: 'success', data: await ticketFromConversation(deps, ctx, idParam(req)) });
  });

  router.post('/conversations/:id/resolve', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    res.json({ result: 'success', data: await resolveConversation(deps, ctx, idParam(req)) });
  });

  router.post('/conversations/:id/reopen', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    res.json({ result: 'success', data: await reopenConversation(deps, ctx, idParam(req)) });
  });

  return router;
}
