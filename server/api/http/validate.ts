import { isRecord, isUuid } from '../../../src/domain/validation';
import { badRequest } from './errors';

// A small typed body reader: each field rule returns the parsed value or throws a 400 naming the field.

type Rule<T> = (value: unknown, field: string) => T;

function fail(field: string, message: string): never {
  throw badRequest(message, { [field]: message });
}

export const v = {
  string(opts: { max: number; min?: number; trim?: boolean } = { max: 1000 }): Rule<string> {
    return (value, field) => {
      if (typeof value !== 'string') fail(field, value === undefined || value === null ? 'Required' : `${field} must be text`);
      const s = opts.trim === false ? value : value.trim();
      if (s.length < (opts.min ?? 1)) fail(field, 'Required');
      if (s.length > opts.max) fail(field, `Max ${opts.max} characters`);
      return s;
    };
  },
  optional<T>(rule: Rule<T>): Rule<T | undefined> {
    return (value, field) => (value === undefined || value === null || value === '' ? undefined : rule(value, field));
  },
  oneOf<const T extends string>(values: readonly T[]): Rule<T> {
    return (value, field) => {
      if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
        fail(field, `${field} must be one of ${values.join(', ')}`);
      }
      return value as T;
    };
  },
  boolean(): Rule<boolean> {
    return (value, field) => {
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      return fail(field, `${field} must be true or false`);
    };
  },
  uuid(): Rule<string> {
    return (value, field) => {
      if (!isUuid(value)) fail(field, value === undefined ? 'Required' : `${field} is not a valid id`);
      return value.toLowerCase();
    };
  },
  custom<T>(check: (value: unknown) => string | undefined, map: (value: unknown) => T): Rule<T> {
    return (value, field) => {
      const message = check(value);
      if (message) fail(field, message);
      return map(value);
    };
  },
};

type Shape = Record<string, Rule<unknown>>;
type Parsed<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

export function asObject(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) throw badRequest('The request body must be a JSON object.');
  return body;
}

export function readBody<S extends Shape>(body: unknown, shape: S): Parsed<S> {
  const record = asObject(body);
  const out: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(shape)) {
    try {
      out[field] = rule(record[field], field);
    } catch (err) {
      const fields = (err as { fields?: Record<string, string> }).fields;
      if (!fields) throw err;
      Object.assign(errors, fields);
    }
  }
  if (Object.keys(errors).length > 0) {
    const first = Object.entries(errors)[0]!;
    throw badRequest(`${first[0]}: ${first[1]}`, errors);
  }
  return out as Parsed<S>;
}
