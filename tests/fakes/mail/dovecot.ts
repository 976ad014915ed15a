// A throwaway Dovecot (Debian's package) for the e-mail tests: real IMAP with IDLE, UIDVALIDITY, flags
// and folders, configured in a temp dir on a free port, so parallel vitest files never share one.
// append() plays the delivery agent: an APPEND sets EXISTS on the mailbox exactly as a delivery does.
// Facts and gotchas: ../shared/notes/channels.md §2.7 (the login process must not run as root).
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ImapFlow } from 'imapflow';

const run = promisify(execFile);
export const DOVECOT_BIN = '/usr/sbin/dovecot';
export const DOVEADM_BIN = '/usr/bin/doveadm';

export interface MailUser {
  user: string;
  password: string;
}

export interface FakeDovecot {
  host: string;
  port: number;
  dir: string;
  /** Delivers a raw MIME mail into a user's folder (INBOX by default); answers its UID. */
  append(user: string, raw: string | Buffer, folder?: string, flags?: string[]): Promise<number>;
  /** An IMAP client logged in as the user (the test closes it). */
  client(user: string): Promise<ImapFlow>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface DovecotOptions {
  /** The CAPABILITY list to announce instead of Dovecot's own (leave IDLE out to play a server without it). */
  capabilities?: string;
}

function config(dir: string, port: number, options: DovecotOptions): string {
  return [
    ...(options.capabilities ? [`imap_capability = ${options.capabilities}`] : []),
    `base_dir = ${dir}/run`,
    `state_dir = ${dir}/state`,
    `log_path = ${dir}/dovecot.log`,
    `info_log_path = ${dir}/dovecot.log`,
    'protocols = imap',
    'listen = 127.0.0.1',
    'ssl = no',
    'disable_plaintext_auth = no',
    'auth_mechanisms = plain login',
    // Login processes must not run as root (the packaged users).
    'default_login_user = dovenull',
    'default_internal_user = dovecot',
    `mail_location = maildir:${dir}/mail/%u`,
    'mail_uid = dovecot',
    'mail_gid = dovecot',
    'first_valid_uid = 1',
    `passdb {\n  driver = passwd-file\n  args = scheme=PLAIN username_format=%u ${dir}/users\n}`,
    'userdb {\n  driver = static\n  args = uid=dovecot gid=dovecot\n}',
    `service imap-login {\n  inet_listener imap {\n    address = 127.0.0.1\n    port = ${port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
    'service anvil {\n  chroot =\n}',
    'service imap-login {\n  chroot =\n}',
    '',
  ].join('\n');
}

async function waitForPort(port: number, deadline: number, log: string): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Dovecot did not listen on ${port}:\n${await fs.readFile(log, 'utf8').catch(() => '')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts Dovecot for these users; stop() shuts it down and removes its directory. */
export async function startDovecot(users: readonly MailUser[], options: DovecotOptions = {}): Promise<FakeDovecot> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dovecot-'));
  // Dovecot's processes (the dovecot user) write the mail under the temp dir.
  await fs.chmod(dir, 0o755);
  await Promise.all(['run', 'state', 'mail'].map((d) => fs.mkdir(path.join(dir, d))));
  await run('chown', ['dovecot:dovecot', path.join(dir, 'mail')]);
  await fs.writeFile(path.join(dir, 'users'), users.map((u) => `${u.user}:{PLAIN}${u.password}\n`).join(''));
  const port = await freePort();
  const conf = path.join(dir, 'dovecot.conf');
  await fs.writeFile(conf, config(dir, port, options));
  const child = spawn(DOVECOT_BIN, ['-c', conf], { stdio: 'ignore' });
  await new Promise<void>((resolve, reject) => child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`dovecot exited ${code}`)))));
  await waitForPort(port, Date.now() + 10_000, path.join(dir, 'dovecot.log'));
  const passwords = new Map(users.map((u) => [u.user, u.password]));

  async function client(user: string): Promise<ImapFlow> {
    const imap = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user, pass: passwords.get(user) ?? '' }, logger: false });
    await imap.connect();
    return imap;
  }

  return {
    host: '127.0.0.1',
    port,
    dir,
    client,
    async append(user, raw, folder = 'INBOX', flags = []) {
      const imap = await client(user);
      try {
        if (folder !== 'INBOX') await imap.mailboxCreate(folder).catch(() => undefined);
        const result = await imap.append(folder, raw, flags);
        if (!result || !result.uid) throw new Error('APPEND gave no UID');
        return result.uid;
      } finally {
        await imap.logout().catch(() => undefined);
      }
    },
    async stop() {
      await run(DOVEADM_BIN, ['-c', conf, 'stop']).catch(() => undefined);
      const pidFile = path.join(dir, 'run', 'master.pid');
      for (let i = 0; i < 100; i += 1) {
        if (!(await fs.stat(pidFile).catch(() => null))) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
