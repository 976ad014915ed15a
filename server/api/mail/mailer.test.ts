import net from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { createTestDatabase } from '../db/testDb';
import type { Logger } from '../logger';
import { createMailer } from './mailer';

const FROM = 'Inbox Tests <no-reply@inbox.test>';

interface LogEntry {
  level: string;
  msg: string;
  fields: Record<string, unknown> | undefined;
}

function captureLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at = (level: string) => (msg: string, fields?: Record<string, unknown>) => void entries.push({ level, msg, fields });
  return { entries, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A local SMTP server on a free port, without TLS or required auth, collecting what it accepts. */
async function startSmtp(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as net.AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on which nothing listens. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rowsFor = (subject: string) => database.db.select().from(outbox).where(eq(outbox.subject, subject));

describe('createMailer with SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it('sends the mail through the SMTP server and marks its outbox row sent', async () => {
    const logger = captureLogger();
    const mailer = createMailer({ db: database.db, logger, smtpUrl: smtp.url, from: FROM });
    await mailer.send({ to: 'ada@customer.test', subject: 'Your verification code', text: 'Your code is 042137.' });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe('no-reply@inbox.test');
    expect(mail!.to).toEqual(['ada@customer.test']);
    expect(mail!.raw).toMatch(/^From: Inbox Tests <no-reply@inbox\.test>\r?$/m);
    expect(mail!.raw).toMatch(/^To: ada@customer\.test\r?$/m);
    expect(mail!.raw).toMatch(/^Subject: Your verification code\r?$/m);
    expect(mail!.raw).toContain('Your code is 042137.');

    const [row] = await rowsFor('Your verification code');
    expect(row).toMatchObject({ to: 'ada@customer.test', text: 'Your code is 042137.', error: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(logger.entries.filter((e) => e.level === 'error')).toEqual([]);
  });
});

describe('createMailer without SMTP_URL', () => {
  it('keeps the mail in the outbox, unsent, and logs it', async () => {
    const logger = captureLogger();
    const mailer = createMailer({ db: database.db, logger, smtpUrl: undefined, from: FROM });
    await mailer.send({ to: 'grace@customer.test', subject: 'Kept in the outbox', text: 'Hello Grace.' });

    const rows = await rowsFor('Kept in the outbox');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: 'grace@customer.test', text: 'Hello Grace.', sentAt: null, error: null });
    expect(logger.entries).toEqual([
      {
        level: 'info',
        msg: 'mail (no SMTP_URL; kept in the outbox table)',
        fields: { to: 'grace@customer.test', subject: 'Kept in the outbox', text: 'Hello Grace.' },
      },
    ]);
  });
});

describe('createMailer when sending fails', () => {
  let rejecting: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    rejecting = await startSmtp({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
    });
  });
  afterAll(() => rejecting.close());

  it('records the SMTP refusal on the outbox row, logs it, and does not throw', async () => {
    const logger = captureLogger();
    const mailer = createMailer({ db: database.db, logger, smtpUrl: rejecting.url, from: FROM });
    await expect(mailer.send({ to: 'nobody@customer.test', subject: 'Refused mail', text: 'x' })).resolves.toMatchObject({ sent: false });

    expect(rejecting.received).toEqual([]);
    const [row] = await rowsFor('Refused mail');
    expect(row!.sentAt).toBeNull();
    expect(row!.error).toMatch(/550/);
    expect(row!.error).toContain('Mailbox unavailable');
    expect(logger.entries).toEqual([
      { level: 'error', msg: 'mail send failed', fields: { to: 'nobody@customer.test', subject: 'Refused mail', error: row!.error } },
    ]);
  });

  it('records an unreachable server the same way', async () => {
    const logger = captureLogger();
    const mailer = createMailer({ db: database.db, logger, smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, from: FROM });
    await expect(mailer.send({ to: 'ada@customer.test', subject: 'Unreachable server', text: 'x' })).resolves.toMatchObject({ sent: false });

    const [row] = await rowsFor('Unreachable server');
    expect(row!.sentAt).toBeNull();
    expect(row!.error).toMatch(/ECONNREFUSED/);
    expect(logger.entries.map((e) => e.msg)).toEqual(['mail send failed']);
  });
});
