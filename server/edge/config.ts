import path from 'node:path';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface UpstreamTarget {
  /** `http://host:port` without a path */
  origin: string;
  protocol: 'http:' | 'https:';
  hostname: string;
  port: number;
  /** path prefix that replaces `/v2/api` upstream; '' when the upstream serves `/v2/api` itself */
  basePath: string;
}

export interface EdgeConfig {
  port: number;
  host: string;
  apiPort: number;
  upstream: UpstreamTarget;
  distDir: string;
  dataDir: string;
  maintenanceForced: boolean;
  maintenanceFile: string;
  maintenanceRetryAfterSeconds: number;
  maintenancePollMs: number;
  proxyTimeoutMs: number;
  readyTimeoutMs: number;
  jsonMaxBytes: number;
  uploadMaxBytes: number;
  tls: { certFile: string; keyFile: string } | null;
  logLevel: LogLevel;
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];
const MIB = 1024 * 1024;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `an integer of at least ${min}` : `an integer between ${min} and ${max}`;
    throw new Error(`${name} must be ${range}, got "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: string): boolean {
  const raw = read(env, name);
  if (raw === undefined || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new Error(`${name} must be 0 or 1, got "${raw}"`);
}

function logLevel(env: Env): LogLevel {
  const raw = read(env, 'LOG_LEVEL') ?? 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === raw.toLowerCase());
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
}

export function parseUpstream(raw: string, name = 'API_UPSTREAM'): UpstreamTarget {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must use http or https, got "${raw}"`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new Error(`${name} must not carry a query, a fragment or credentials, got "${raw}"`);
  }
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return {
    origin: url.origin,
    protocol: url.protocol,
    hostname,
    port,
    basePath: url.pathname.replace(/\/+$/, ''),
  };
}

function tls(env: Env): EdgeConfig['tls'] {
  const certFile = read(env, 'TLS_CERT_FILE');
  const keyFile = read(env, 'TLS_KEY_FILE');
  if (!certFile && !keyFile) return null;
  if (!certFile || !keyFile) {
    throw new Error(`TLS_CERT_FILE and TLS_KEY_FILE must be set together, only ${certFile ? 'TLS_CERT_FILE' : 'TLS_KEY_FILE'} is set`);
  }
  return { certFile: path.resolve(certFile), keyFile: path.resolve(keyFile) };
}

/** Parses the environment once; throws an Error naming the variable at the first bad value. */
export function loadEdgeConfig(env: Env = process.env): EdgeConfig {
  const port = integer(env, 'PORT', 8080, 1, 65535);
  const apiPort = integer(env, 'API_PORT', 8081, 1, 65535);
  const dataDir = path.resolve(read(env, 'DATA_DIR') ?? './data');
  return {
    port,
    host: read(env, 'HOST') ?? '0.0.0.0',
    apiPort,
    upstream: parseUpstream(read(env, 'API_UPSTREAM') ?? `http://127.0.0.1:${apiPort}`),
    distDir: path.resolve(read(env, 'DIST_DIR') ?? './dist'),
    dataDir,
    maintenanceForced: flag(env, 'MAINTENANCE'),
    maintenanceFile: path.resolve(read(env, 'MAINTENANCE_FILE') ?? path.join(dataDir, 'maintenance.flag')),
    maintenanceRetryAfterSeconds: integer(env, 'MAINTENANCE_RETRY_AFTER', 300, 0, 86_400 * 7),
    maintenancePollMs: 1000,
    proxyTimeoutMs: integer(env, 'EDGE_PROXY_TIMEOUT_MS', 30_000, 1, 3_600_000),
    readyTimeoutMs: 2000,
    jsonMaxBytes: MIB,
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_BYTES', 10 * MIB, 1, Number.MAX_SAFE_INTEGER),
    tls: tls(env),
    logLevel: logLevel(env),
  };
}
