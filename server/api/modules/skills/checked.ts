import type { Checked } from '../../../../src/domain/skillRules';
import { badRequest } from '../../http/errors';

/** A shared rule's answer: what to store, or a 400 naming every field that is wrong (its first message as the answer's). */
export function valueOrRefuse<T>(result: Checked<T>): T {
  if ('value' in result) return result.value;
  const [field, message] = Object.entries(result.fields)[0]!;
  throw badRequest(`${field}: ${message}`, result.fields);
}
