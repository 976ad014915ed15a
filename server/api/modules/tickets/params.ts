import type { Request } from 'express';
import { badRequest } from '../../http/errors';
import { asObject, readBody, v } from '../../http/validate';
import { isUuid } from '../../../../src/domain/validation';

/** The :id of a ticket route, or a 400 naming it. */
export function ticketId(req: Request): string {
  const id = typeof req.params.id === 'string' ? req.params.id : '';
  if (!isUuid(id)) throw badRequest('id must be a ticket id', { id: 'Invalid format' });
  return id.toLowerCase();
}

/** An id that may be null to clear the field; a missing key is a mistake, not a silent clear. */
export function nullableId(body: unknown, field: string): string | null {
  const record = asObject(body);
  if (record[field] === null) return null;
  if (!(field in record)) throw badRequest(`${field}: Required (an id, or null)`, { [field]: 'Required (an id, or null)' });
  return readBody(record, { [field]: v.uuid() })[field]!;
}
