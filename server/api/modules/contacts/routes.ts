import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { requireWorkspace } from '../../http/auth';
import { requireActivePackage } from '../billing/routes';
import { parseContactId, parseContactUpdate, parseListQuery, parseMerge } from './schema';
import { getContactDetail, listContacts, mergeContacts, updateContact } from './service';

/** Contacts: the searchable list, one contact's detail, edit, and merging two contacts into one. */
export function contactRoutes(deps: ApiDeps): Router {
  const router = Router();
  const active = requireActivePackage(deps);

  router.get('/contacts', async (req, res) => {
    const ctx = requireWorkspace(res);
    const input = parseListQuery(req.query as Record<string, unknown>);
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await listContacts(deps, ctx, input) });
  });

  router.get('/contacts/:id', async (req, res) => {
    const ctx = requireWorkspace(res);
    const id = parseContactId(req.params.id);
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await getContactDetail(deps, ctx, id) });
  });

  router.put('/contacts/:id', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    const id = parseContactId(req.params.id);
    res.json({ result: 'success', data: await updateContact(deps, ctx, id, parseContactUpdate(req.body)) });
  });

  router.post('/contacts/:id/merge', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    const id = parseContactId(req.params.id);
    const { intoId } = parseMerge(req.body);
    res.json({ result: 'success', data: await mergeContacts(deps, ctx, id, intoId) });
  });

  return router;
}
