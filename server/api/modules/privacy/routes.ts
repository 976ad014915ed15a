import { Router, type Response } from 'express';
import type { PrivacyContact } from '../../../../src/domain/privacyRules';
import type { ApiDeps } from '../../deps';
import { requireRole, requireWorkspace } from '../../http/auth';
import { isRecord } from '../../../../src/domain/validation';
import { parseContactId, parseListQuery } from '../contacts/schema';
import { listContacts } from '../contacts/service';
import { eraseContact } from './eraseService';
import { contactExportJson, recordContactExport, startContactExport } from './exportService';

/**
 * A contact's data requests (GDPR), for Administrators of the settings page:
 * GET /privacy/contacts?q=: find the contact by name, e-mail or phone (the contacts list's own search).
 * GET /privacy/contacts/:id/export: everything the workspace holds about them, as a JSON download.
 * POST /privacy/contacts/:id/erase {confirmation}: erases them (the name typed, or ERASE when none).
 * Not held back by an expired package: a data request must be answered whatever the plan.
 */
export function privacyRoutes(deps: ApiDeps): Router {
  const router = Router();

  router.get('/privacy/contacts', async (req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    const page = await listContacts(deps, ctx, { ...parseListQuery(req.query as Record<string, unknown>), limit: 10, cursor: null });
    const items: PrivacyContact[] = page.items.map(({ id, name, email, phone }) => ({ id, name, email, phone }));
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: { items, total: page.total } });
  });

  router.get('/privacy/contacts/:id/export', async (req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    const started = await startContactExport(deps, ctx, parseContactId(req.params.id));
    res.set({
      'Cache-Control': 'no-store',
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="contact-${started.contact.id.slice(0, 8)}-${deps.now().toISOString().slice(0, 10)}.json"`,
    });
    // Recorded once the whole file was written, before it ends: a download cut short is not an export.
    if (await streamText(res, contactExportJson(deps, ctx, started))) await recordContactExport(deps, ctx, started);
    res.end();
  });

  router.post('/privacy/contacts/:id/erase', async (req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    const id = parseContactId(req.params.id);
    const confirmation = isRecord(req.body) ? req.body.confirmation : undefined;
    res.json({ result: 'success', data: await eraseContact(deps, ctx, id, confirmation) });
  });

  return router;
}

/** Writes the pieces as they come, waiting when the client reads slower; whether all went (a reader that left stops it). */
async function streamText(res: Response, pieces: AsyncGenerator<string>): Promise<boolean> {
  for await (const piece of pieces) {
    if (res.destroyed) return false;
    if (!res.write(piece)) await new Promise((resolve) => (res.once('drain', resolve), res.once('close', resolve)));
  }
  return !res.destroyed;
}
