// The outbound side of a mail provider for the e-mail tests: a real SMTP server (smtp-server) on a free
// local port that requires a login, records each accepted mail's envelope, raw bytes and parsed form
// (mailparser), and has a fault switch: a temporary refusal (451, then 250 once it is used up), a
// permanent one (550 on the recipient), and a refused login (535, as a revoked password answers).
// No TLS (plain logins are allowed on it): tests connect with secure off.
import type net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAuthentication } from 'smtp-server';

export interface SinkMail {
  envelope: { from: string; to: string[] };
  raw: Buffer;
  parsed: ParsedMail;
}

export type SinkFault = 'busy' | 'rejected' | 'revoked';

export interface SmtpSink {
  host: string;
  port: number;
  user: string;
  password: string;
  received: SinkMail[];
  /** The next `times` submissions (or logins, for 'revoked') fail: 451 at the end of DATA, 550 on RCPT, 535 on AUTH. */
  fail(kind: SinkFault, times?: number): void;
  /** How many times each SMTP step was refused so far. */
  refusals: Record<SinkFault, number>;
  /** Resolves with the first `count` mails once that many arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<SinkMail[]>;
  close(): Promise<void>;
}

const smtpError = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

export async function startSmtpSink(options: { user?: string; password?: string; onMail?: (mail: SinkMail) => void } = {}): Promise<SmtpSink> {
  const user = options.user ?? 'support@shop.test';
  const password = options.password ?? 'smtp-secret';
  const received: SinkMail[] = [];
  const faults: Record<SinkFault, number> = { busy: 0, rejected: 0, revoked: 0 };
  const refusals: Record<SinkFault, number> = { busy: 0, rejected: 0, revoked: 0 };
  const take = (kind: SinkFault) => {
    if (faults[kind] <= 0) return false;
    faults[kind] -= 1;
    refusals[kind] += 1;
    return true;
  };
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of 127.0.0.1 on every connection: it costs seconds where no resolver answers.
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 1000,
    onAuth(auth: SMTPServerAuthentication, _session, callback) {
      if (take('revoked') || auth.username !== user || auth.password !== password) return callback(smtpError(535, '5.7.8 Authentication credentials invalid'));
      callback(null, { user: auth.username });
    },
    onMailFrom(_address, session, callback) {
      callback(session.user ? undefined : smtpError(530, '5.7.0 Authentication required'));
    },
    onRcptTo(_address, _session, callback) {
      callback(take('rejected') ? smtpError(550, '5.1.1 Mailbox unavailable: no such user here') : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (take('busy')) return callback(smtpError(451, '4.3.0 Temporary local problem, try again later'));
        const raw = Buffer.concat(chunks);
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        simpleParser(raw).then(
          (parsed) => {
            const mail = { envelope: { from, to: session.envelope.rcptTo.map((r) => r.address) }, raw, parsed };
            received.push(mail);
            options.onMail?.(mail);
            callback();
          },
          (err: Error) => callback(smtpError(554, `5.6.0 Unreadable message: ${err.message}`)),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as net.AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    received,
    refusals,
    fail: (kind, times = 1) => void (faults[kind] = times),
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`the SMTP sink received ${received.length} of ${count} mails`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return received.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
