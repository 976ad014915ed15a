import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../shared/env';
import { loadApiConfig } from './config';

function failure(env: Record<string, string>): ConfigError {
  try {
    loadApiConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

describe('loadApiConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadApiConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8081,
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      timeZone: 'UTC',
      publicUrl: 'http://localhost:8080',
      trustProxy: 'loopback',
      logLevel: 'info',
      billingGuard: true,
      webchatSupportChannel: undefined,
      maintenance: false,
      bootstrap: true,
    });
    expect(config.maintenanceFile).toBe(path.join(path.resolve('data'), 'maintenance.flag'));
  });

  it('reads every setting it is given', () => {
    const config = loadApiConfig({
      API_HOST: '0.0.0.0',
      API_PORT: '0',
      PORT: '3000',
      DATA_DIR: '/srv/inbox',
      DATABASE_URL: 'postgresql://inbox@db.internal/inbox',
      REDIS_URL: 'rediss://cache.internal:6380',
      SMTP_URL: 'smtps://mailer:secret@smtp.internal',
      ADMIN_EMAIL: 'Boss@Example.COM',
      ADMIN_PASSWORD: 'eight ch',
      LOG_LEVEL: 'silent',
      SPECTATOR_EMAILS: 'Watcher@Example.com, second@example.com,',
      SESSION_TTL_HOURS: '12',
      API_BOOTSTRAP: 'off',
      WEBCHAT_SUPPORT_CHANNEL: 'Help-desk_42',
      TIME_ZONE: 'America/New_York',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 0,
      dataDir: '/srv/inbox',
      maintenanceFile: '/srv/inbox/maintenance.flag',
      databaseUrl: 'postgresql://inbox@db.internal/inbox',
      redisUrl: 'rediss://cache.internal:6380',
      smtpUrl: 'smtps://mailer:secret@smtp.internal',
      adminEmail: 'boss@example.com',
      adminPassword: 'eight ch',
      publicUrl: 'http://localhost:3000',
      logLevel: 'silent',
      spectatorEmails: ['watcher@example.com', 'second@example.com'],
      sessionTtlHours: 12,
      webchatSupportChannel: 'Help-desk_42',
      timeZone: 'America/New_York',
      bootstrap: false,
    });
  });

  it.each([
    [{ PORT: 'http' }, 'PORT must be an integer between 0 and 65535, got "http"'],
    [{ PORT: '65536' }, 'PORT must be an integer between 0 and 65535, got "65536"'],
    [{ PORT: '80.5' }, 'PORT must be an integer between 0 and 65535, got "80.5"'],
    [{ API_PORT: '-1' }, 'API_PORT must be an integer between 0 and 65535, got "-1"'],
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ ADMIN_PASSWORD: 'long enough' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 8 characters'],
    [{ DATABASE_URL: 'mysql://db.internal/inbox' }, 'DATABASE_URL must use postgres: or postgresql:, got "mysql:"'],
    [{ DATABASE_URL: 'db.internal:5432' }, 'DATABASE_URL must use postgres: or postgresql:, got "db.internal:"'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a URL, got "not a url"'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL must use redis: or rediss:, got "http:"'],
    [{ SMTP_URL: 'mailto:ops@example.com' }, 'SMTP_URL must use smtp: or smtps:, got "mailto:"'],
    [{ PUBLIC_URL: 'inbox.example.com' }, 'PUBLIC_URL must be a URL, got "inbox.example.com"'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of debug, info, warn, error, silent, got "verbose"'],
    [{ LOG_LEVEL: 'INFO' }, 'LOG_LEVEL must be one of debug, info, warn, error, silent, got "INFO"'],
    [{ BILLING_GUARD: 'maybe' }, 'BILLING_GUARD must be 1/0, true/false, yes/no or on/off, got "maybe"'],
    [{ SESSION_TTL_HOURS: '0' }, 'SESSION_TTL_HOURS must be an integer between 1 and 8760, got "0"'],
    [{ UPLOAD_MAX_BYTES: '1e6' }, 'UPLOAD_MAX_BYTES must be an integer between 1024 and 1073741824, got "1e6"'],
    [{ WEBCHAT_SUPPORT_CHANNEL: 'a/b?c' }, 'WEBCHAT_SUPPORT_CHANNEL must be a web chat channel\'s public id, got "a/b?c"'],
    [{ TIME_ZONE: 'CET+1' }, 'TIME_ZONE: Not a time zone: use an IANA name such as Europe/Berlin or UTC, got "CET+1"'],
  ])('fails fast on %j', (env, message) => {
    expect(failure(env).message).toBe(message);
  });

  it.each([
    'postgres://inbox:s3cret@db internal/inbox',
    'postgres://inbox:s3cret@db.internal:54x/inbox',
    'postgres://inbox:s3c/ret@db.internal/inbox',
  ])('never repeats the credentials of a URL it cannot read (%s)', (raw) => {
    const err = failure({ DATABASE_URL: raw });
    expect(err.message).toMatch(/^DATABASE_URL must be a URL, got "postgres:\/\/\*\*\*@/);
    expect(err.message).not.toMatch(/s3c|inbox:/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadApiConfig({ PORT: '', API_PORT: '', DATABASE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' })).toMatchObject({
      port: 8081,
      databaseUrl: undefined,
      adminEmail: undefined,
    });
  });
});
