import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEdgeConfig } from './config.js';

describe('loadEdgeConfig', () => {
  it('has production defaults', () => {
    const config = loadEdgeConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      apiPort: 8081,
      upstream: { origin: 'http://127.0.0.1:8081', hostname: '127.0.0.1', port: 8081, basePath: '', protocol: 'http:' },
      distDir: path.resolve('./dist'),
      dataDir: path.resolve('./data'),
      maintenanceForced: false,
      maintenanceFile: path.resolve('./data/maintenance.flag'),
      maintenanceRetryAfterSeconds: 300,
      maintenancePollMs: 1000,
      proxyTimeoutMs: 30_000,
      readyTimeoutMs: 2000,
      jsonMaxBytes: 1024 * 1024,
      uploadMaxBytes: 10 * 1024 * 1024,
      tls: null,
      logLevel: 'info',
    });
  });

  it('reads every variable', () => {
    const config = loadEdgeConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      API_PORT: '9001',
      DIST_DIR: '/srv/dist',
      DATA_DIR: '/srv/data',
      MAINTENANCE: '1',
      MAINTENANCE_RETRY_AFTER: '60',
      EDGE_PROXY_TIMEOUT_MS: '1500',
      UPLOAD_MAX_BYTES: '2048',
      TLS_CERT_FILE: '/srv/tls/cert.pem',
      TLS_KEY_FILE: '/srv/tls/key.pem',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      apiPort: 9001,
      upstream: { origin: 'http://127.0.0.1:9001', basePath: '' },
      distDir: '/srv/dist',
      dataDir: '/srv/data',
      maintenanceForced: true,
      maintenanceFile: '/srv/data/maintenance.flag',
      maintenanceRetryAfterSeconds: 60,
      proxyTimeoutMs: 1500,
      uploadMaxBytes: 2048,
      tls: { certFile: '/srv/tls/cert.pem', keyFile: '/srv/tls/key.pem' },
      logLevel: 'warn',
    });
  });

  it('takes an explicit upstream, with or without a base path', () => {
    expect(loadEdgeConfig({ API_UPSTREAM: 'https://api.internal:8443' }).upstream).toEqual({
      origin: 'https://api.internal:8443',
      protocol: 'https:',
      hostname: 'api.internal',
      port: 8443,
      basePath: '',
    });
    expect(loadEdgeConfig({ API_UPSTREAM: 'http://h:1/base/' }).upstream).toMatchObject({ port: 1, basePath: '/base' });
    expect(loadEdgeConfig({ API_UPSTREAM: 'http://h' }).upstream.port).toBe(80);
    expect(loadEdgeConfig({ API_UPSTREAM: 'http://[::1]:5000' }).upstream.hostname).toBe('::1');
  });

  it('takes MAINTENANCE_FILE over the data dir default, and treats empty values as unset', () => {
    expect(loadEdgeConfig({ MAINTENANCE_FILE: '/tmp/flag' }).maintenanceFile).toBe('/tmp/flag');
    expect(loadEdgeConfig({ PORT: '', MAINTENANCE: '' })).toMatchObject({ port: 8080, maintenanceForced: false });
    expect(loadEdgeConfig({ MAINTENANCE: '0' }).maintenanceForced).toBe(false);
    expect(loadEdgeConfig({ MAINTENANCE: 'true' }).maintenanceForced).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be an integer between 1 and 65535, got "abc"'],
    [{ PORT: '0' }, 'PORT must be an integer between 1 and 65535, got "0"'],
    [{ PORT: '65536' }, 'PORT must be an integer between 1 and 65535, got "65536"'],
    [{ PORT: '80.5' }, 'PORT must be an integer between 1 and 65535, got "80.5"'],
    [{ API_PORT: '-1' }, 'API_PORT must be an integer between 1 and 65535, got "-1"'],
    [{ API_UPSTREAM: 'not a url' }, 'API_UPSTREAM must be an absolute http(s) URL, got "not a url"'],
    [{ API_UPSTREAM: 'ftp://h:21' }, 'API_UPSTREAM must use http or https, got "ftp://h:21"'],
    [{ API_UPSTREAM: 'http://h:1/?a=1' }, 'API_UPSTREAM must not carry a query'],
    [{ MAINTENANCE: 'yes' }, 'MAINTENANCE must be 0 or 1, got "yes"'],
    [{ MAINTENANCE_RETRY_AFTER: 'soon' }, 'MAINTENANCE_RETRY_AFTER must be an integer between 0 and 604800, got "soon"'],
    [{ EDGE_PROXY_TIMEOUT_MS: '0' }, 'EDGE_PROXY_TIMEOUT_MS must be an integer between 1 and 3600000, got "0"'],
    [{ UPLOAD_MAX_BYTES: '10MB' }, 'UPLOAD_MAX_BYTES must be an integer of at least 1, got "10MB"'],
    [{ TLS_CERT_FILE: '/c.pem' }, 'TLS_CERT_FILE and TLS_KEY_FILE must be set together, only TLS_CERT_FILE is set'],
    [{ TLS_KEY_FILE: '/k.pem' }, 'TLS_CERT_FILE and TLS_KEY_FILE must be set together, only TLS_KEY_FILE is set'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of debug, info, warn, error, silent, got "loud"'],
  ])('fails fast on %j', (env, message) => {
    expect(() => loadEdgeConfig(env)).toThrow(message);
  });
});
