// Environment parsing helpers shared by the edge, the api and the command line. Each throws a
// ConfigError naming the variable, so a bad setting stops the process at start with a clear message.

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Env = Record<string, string | undefined>;

export function str(env: Env, key: string, fallback: string): string {
  const v = env[key];
  return v === undefined || v === '' ? fallback : v;
}

export function optionalStr(env: Env, key: string): string | undefined {
  const v = env[key];
  return v === undefined || v === '' ? undefined : v;
}

export function int(env: Env, key: string, fallback: number, min: number, max: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!/^-?\d+$/.test(raw.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new ConfigError(`${key} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return n;
}

export function port(env: Env, key: string, fallback: number): number {
  return int(env, key, fallback, 0, 65535);
}

export function bool(env: Env, key: string, fallback: boolean): boolean {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${key} must be 1/0, true/false, yes/no or on/off, got "${raw}"`);
}

export function list(env: Env, key: string): string[] {
  const raw = env[key];
  if (!raw) return [];
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function url(env: Env, key: string, protocols: string[]): string | undefined {
  const raw = optionalStr(env, key);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    // A URL the parser cannot read may still hold a password (postgres://user:secret@...): never echo it.
    throw new ConfigError(`${key} must be a URL, got "${raw.replace(/\/\/.*@/, '//***@')}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${key} must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw;
}
