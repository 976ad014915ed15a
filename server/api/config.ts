import path from 'node:path';
import { email as emailRule } from '../../src/domain/validation';
import { PUBLIC_ID_PATTERN } from '../../src/domain/webchat';
import { ConfigError, bool, int, list, optionalStr, port, str, url, type Env } from '../shared/env';
import { TIME_ZONE_MESSAGE, canonicalTimeZone } from './clock/timeZoneName';
import { DEFAULT_TIME_ZONE } from './clock/workspaceClock';

export interface ApiConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  salesEmail: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** The IANA time zone of the workspace an empty database gets (the demo's or ADMIN_EMAIL's); UTC unless set. */
  timeZone: string;
  /** Public origin used in mails and links, e.g. https://inbox.example.com */
  publicUrl: string;
  uploadMaxBytes: number;
  sessionTtlHours: number;
  trustProxy: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Internal lists of spec §6 (matched on e-mail, case-insensitive). */
  serviceAccountEmails: string[];
  spectatorEmails: string[];
  developerEmails: string[];
  developerWorkspaceIds: string[];
  billingGuard: boolean;
  helpCenterHost: string;
  webchatProduct: string;
  /** Public id of the web chat channel behind the console's 'Need an Assistant?'; unset: no help widget. */
  webchatSupportChannel: string | undefined;
  /** Signed messages one webhook channel may deliver per minute (429 with Retry-After beyond). */
  webhookInboundPerMinute: number;
  /** The Telegram Bot API's base URL (tests point it at tests/fakes/telegram). */
  telegramApiUrl: string;
  /** The LINE Messaging API's base URLs (api and api-data); tests point them at tests/fakes/line. */
  lineApiUrl: string;
  lineDataApiUrl: string;
  /** The Viber REST bot api's base URL (tests point it at tests/fakes/viber). */
  viberApiUrl: string;
  /** Meta's Graph API base URL (WhatsApp, Messenger, Instagram; tests point it at tests/fakes/meta). */
  metaGraphUrl: string;
  /** The Graph API version every Meta call is pinned to (v21.0). */
  metaGraphVersion: string;
  /** Instagram's Graph host for the Instagram Login model (graph.instagram.com; tests point it at tests/fakes/messenger). */
  instagramGraphUrl: string;
  maintenanceFile: string;
  maintenance: boolean;
  /** Whether this process seeds an empty database (only the main api, never tests unless asked). */
  bootstrap: boolean;
}

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

/** A Graph API version as Meta names them in its paths (v21.0). */
function graphVersion(value: string): string {
  if (!/^v\d{1,3}\.\d{1,2}$/.test(value)) throw new ConfigError(`META_GRAPH_VERSION must look like v21.0, not ${value}`);
  return value;
}

export function loadApiConfig(env: Env = process.env): ApiConfig {
  const dataDir = path.resolve(str(env, 'DATA_DIR', './data'));
  const logLevel = str(env, 'LOG_LEVEL', 'info');
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const adminEmail = optionalStr(env, 'ADMIN_EMAIL');
  const adminPassword = optionalStr(env, 'ADMIN_PASSWORD');
  if ((adminEmail === undefined) !== (adminPassword === undefined)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (adminEmail !== undefined && emailRule(adminEmail)) {
    throw new ConfigError(`ADMIN_EMAIL must be an e-mail address, got "${adminEmail}"`);
  }
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters');
  }
  const timeZoneText = str(env, 'TIME_ZONE', DEFAULT_TIME_ZONE);
  const timeZone = canonicalTimeZone(timeZoneText);
  if (!timeZone) throw new ConfigError(`TIME_ZONE: ${TIME_ZONE_MESSAGE}, got "${timeZoneText}"`);
  const supportChannel = optionalStr(env, 'WEBCHAT_SUPPORT_CHANNEL');
  if (supportChannel !== undefined && !PUBLIC_ID_PATTERN.test(supportChannel)) {
    throw new ConfigError(`WEBCHAT_SUPPORT_CHANNEL must be a web chat channel's public id, got "${supportChannel}"`);
  }
  const apiPort = port(env, 'API_PORT', 8081);
  const edgePort = port(env, 'PORT', 8080);
  const lower = (xs: string[]) => xs.map((x) => x.toLowerCase());
  return {
    host: str(env, 'API_HOST', '127.0.0.1'),
    port: apiPort,
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: str(env, 'MAIL_FROM', 'Omnichannel Inbox <no-reply@localhost>'),
    salesEmail: str(env, 'SALES_EMAIL', 'sales@localhost'),
    adminEmail: adminEmail?.toLowerCase(),
    adminPassword,
    timeZone,
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${edgePort}`,
    uploadMaxBytes: int(env, 'UPLOAD_MAX_BYTES', 10 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    sessionTtlHours: int(env, 'SESSION_TTL_HOURS', 24 * 14, 1, 24 * 365),
    trustProxy: str(env, 'TRUST_PROXY', 'loopback'),
    logLevel: logLevel as ApiConfig['logLevel'],
    serviceAccountEmails: lower(list(env, 'SERVICE_ACCOUNT_EMAILS')),
    spectatorEmails: lower(list(env, 'SPECTATOR_EMAILS')),
    developerEmails: lower(list(env, 'DEVELOPER_EMAILS')),
    developerWorkspaceIds: list(env, 'DEVELOPER_WORKSPACE_IDS'),
    billingGuard: bool(env, 'BILLING_GUARD', true),
    helpCenterHost: str(env, 'HELP_CENTER_HOST', 'https://help.example.com'),
    webchatProduct: str(env, 'WEBCHAT_PRODUCT', 'OMNI'),
    webchatSupportChannel: supportChannel,
    webhookInboundPerMinute: int(env, 'WEBHOOK_INBOUND_PER_MINUTE', 600, 1, 1_000_000),
    telegramApiUrl: (url(env, 'TELEGRAM_API_URL', ['http:', 'https:']) ?? 'https://api.telegram.org').replace(/\/+$/, ''),
    lineApiUrl: (url(env, 'LINE_API_URL', ['http:', 'https:']) ?? 'https://api.line.me').replace(/\/+$/, ''),
    lineDataApiUrl: (url(env, 'LINE_DATA_API_URL', ['http:', 'https:']) ?? 'https://api-data.line.me').replace(/\/+$/, ''),
    viberApiUrl: (url(env, 'VIBER_API_URL', ['http:', 'https:']) ?? 'https://chatapi.viber.com').replace(/\/+$/, ''),
    metaGraphUrl: (url(env, 'META_GRAPH_URL', ['http:', 'https:']) ?? 'https://graph.facebook.com').replace(/\/+$/, ''),
    metaGraphVersion: graphVersion(str(env, 'META_GRAPH_VERSION', 'v21.0')),
    instagramGraphUrl: (url(env, 'INSTAGRAM_GRAPH_URL', ['http:', 'https:']) ?? 'https://graph.instagram.com').replace(/\/+$/, ''),
    maintenanceFile: path.resolve(str(env, 'MAINTENANCE_FILE', path.join(dataDir, 'maintenance.flag'))),
    maintenance: bool(env, 'MAINTENANCE', false),
    bootstrap: bool(env, 'API_BOOTSTRAP', true),
  };
}
