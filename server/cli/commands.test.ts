import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../api/http/errors';
import { createTestDatabase } from '../api/db/testDb';
import type { Database } from '../api/db/client';
import { ensureCatalog } from '../api/modules/billing/catalog';
import { findBilling } from '../api/modules/billing/service';
import { findUserByEmail } from '../api/modules/users/repository';
import { findMembership } from '../api/modules/workspaces/repository';
import { loadSecrets } from '../api/security/secrets';
import { verifyPassword } from '../api/security/passwords';
import { createLogger } from '../api/logger';
import { createMailer } from '../api/mail/mailer';
import { outbox } from '../api/db/schema';
import { securityEvents } from '../api/db/securitySchema';
import { enableTwoFactor, hasTwoFactor, savePendingSecret } from '../api/modules/twofactor/repository';
import { eq } from 'drizzle-orm';
import { parseCommand, runCommand, type CommandDeps } from './commands';

let database: Database;
let deps: CommandDeps;
let tmp: string;
const NOW = new Date('2030-06-15T10:00:00Z');

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'cli-commands-'));
  database = await createTestDatabase();
  await ensureCatalog(database.db);
  deps = {
    db: database.db,
    now: () => NOW,
    config: { maintenanceFile: path.join(tmp, 'state', 'maintenance.flag') },
    secrets: await loadSecrets(database.db),
    mailer: createMailer({ db: database.db, logger: createLogger('silent'), smtpUrl: undefined, from: 'test@cli.test' }),
  };
});
afterAll(async () => {
  await database.close();
  await fs.rm(tmp, { recursive: true, force: true });
});

const run = (...argv: string[]) => runCommand(deps, parseCommand(argv));

/** Runs a command expected to fail and returns its AppError. */
async function refused(...argv: string[]): Promise<AppError> {
  try {
    await run(...argv);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
  throw new Error(`"${argv.join(' ')}" did not fail`);
}

let serial = 0;
async function newUser(): Promise<string> {
  const email = `user${++serial}@cli.test`;
  await run('user', 'create', '--email', email, '--password', 'long enough pw');
  return email;
}

async function newWorkspace(): Promise<string> {
  const out = await run('workspace', 'create', '--name', `Team ${++serial}`, '--owner', await newUser());
  return (out.workspace as { id: string }).id;
}

describe('user create', () => {
  it('creates a user with a hashed password and answers its id, e-mail and username', async () => {
    const out = await run('user', 'create', '--email', 'Ada@CLI.test', '--password', 'analytical engine', '--name', 'Ada Lovelace');
    expect(out).toEqual({ result: 'success', user: { id: expect.any(String), email: 'ada@cli.test', username: 'Ada Lovelace' } });
    const user = await findUserByEmail(deps.db, 'ada@cli.test');
    expect(user?.passwordHash).not.toContain('analytical');
    expect(await verifyPassword('analytical engine', user!.passwordHash)).toBe(true);
  });

  it('names the user after the e-mail without --name', async () => {
    const out = await run('user', 'create', '--email', 'grace@cli.test', '--password', 'compiler1');
    expect(out.user).toMatchObject({ username: 'grace' });
  });

  it('refuses a second user with the same e-mail (409)', async () => {
    const err = await refused('user', 'create', '--email', 'ADA@cli.test', '--password', 'another one');
    expect(err.status).toBe(409);
    expect(err.message).toBe('A user with the e-mail ADA@cli.test already exists.');
  });

  it.each([
    [['--password', 'long enough pw'], '--email is required'],
    [['--email', 'x@cli.test'], '--password is required'],
    [['--email', 'x@cli.test', '--password', 'short'], 'The password must be at least 8 characters.'],
    [['--email', 'not-an-email', '--password', 'long enough pw'], /^E-mail: /],
  ])('refuses %j (400)', async (options, message) => {
    const err = await refused('user', 'create', ...options);
    expect(err.status).toBe(400);
    expect(err.message).toMatch(message);
  });
});

describe('user reset-two-factor', () => {
  it("removes a user's two-factor login, records it as the operator's and mails the user", async () => {
    const email = await newUser();
    const user = (await findUserByEmail(database.db, email))!;
    await savePendingSecret(database.db, user.id, 'sealed-secret', NOW);
    await enableTwoFactor(database.db, user.id, { step: 1, now: NOW, codeHashes: ['h1', 'h2'] });
    expect(await hasTwoFactor(database.db, user.id)).toBe(true);

    const out = await run('user', 'reset-two-factor', '--email', email);
    expect(out).toEqual({ result: 'success', user: { id: user.id, email }, twoFactor: 'reset' });
    expect(await hasTwoFactor(database.db, user.id)).toBe(false);
    const [event] = await database.db.select().from(securityEvents).where(eq(securityEvents.userId, user.id));
    expect(event).toMatchObject({ kind: 'two-factor reset by operator', actorId: null, workspaceId: null, ip: 'command line' });
    const mails = await database.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails.map((m) => m.subject)).toEqual(['Your two-factor login was reset']);
    expect(mails[0]!.text).toContain("from the server's command line");
  });

  it('refuses a user without two-factor login (400) and an unknown e-mail (404)', async () => {
    expect((await refused('user', 'reset-two-factor', '--email', await newUser())).status).toBe(400);
    expect((await refused('user', 'reset-two-factor', '--email', 'nobody@cli.test')).status).toBe(404);
    expect((await refused('user', 'reset-two-factor')).status).toBe(400);
  });
});

describe('workspace create', () => {
  it('creates a workspace owned by the user, who becomes its Administrator', async () => {
    const owner = await newUser();
    const out = await run('workspace', 'create', '--name', '  Support Team ', '--owner', owner);
    expect(out).toEqual({
      result: 'success',
      workspace: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Support Team', botid: expect.stringMatching(/^bot_/), owner },
    });
    const user = await findUserByEmail(deps.db, owner);
    const member = await findMembership(deps.db, user!.id, (out.workspace as { id: string }).id);
    expect(member).toMatchObject({ role: 'Administrator', expired: false });
    expect(member?.access).toContain('/settings/plans-billings');
  });

  it('refuses an unknown owner (404) and a missing or too long name (400)', async () => {
    expect((await refused('workspace', 'create', '--name', 'X', '--owner', 'ghost@cli.test')).status).toBe(404);
    const owner = await newUser();
    const noName = await refused('workspace', 'create', '--owner', owner);
    expect([noName.status, noName.message]).toEqual([400, '--name is required']);
    const long = await refused('workspace', 'create', '--owner', owner, '--name', 'n'.repeat(101));
    expect([long.status, long.message]).toEqual([400, 'The workspace name must be 1 to 100 characters.']);
  });
});

describe('member add', () => {
  it('adds an Agent with the default access', async () => {
    const ws = await newWorkspace();
    const email = await newUser();
    const out = await run('member', 'add', '--workspace', ws, '--email', email, '--role', 'Agent');
    expect(out).toEqual({
      result: 'success',
      member: { workspace: ws, email, role: 'Agent', access: ['/home', '/app/ticket', '/app/chat', '/app/contact', '/report/ticket'], expired: false },
    });
  });

  it('takes an access list and --expired, and updates an existing member', async () => {
    const ws = await newWorkspace();
    const email = await newUser();
    const out = await run('member', 'add', '--workspace', ws, '--email', email, '--role', 'Agent', '--access', '/home, /app/chat,/home', '--expired');
    expect(out.member).toMatchObject({ role: 'Agent', access: ['/home', '/app/chat'], expired: true });
    const again = await run('member', 'add', '--workspace', ws.toUpperCase(), '--email', email, '--role', 'Administrator');
    expect(again.member).toMatchObject({ role: 'Administrator', expired: false });
    const user = await findUserByEmail(deps.db, email);
    expect(await findMembership(deps.db, user!.id, ws)).toMatchObject({ role: 'Administrator', expired: false });
  });

  it.each([
    ['a bad workspace id', ['--workspace', 'abc', '--role', 'Agent'], 400, '--workspace must be a workspace id'],
    ['an unknown workspace', ['--workspace', '00000000-0000-4000-8000-000000000000', '--role', 'Agent'], 404, 'There is no workspace 00000000-0000-4000-8000-000000000000'],
    ['a bad role', ['--role', 'Owner'], 400, '--role must be Administrator or Agent'],
    ['a missing role', [], 400, '--role is required'],
    ['an unknown access url', ['--role', 'Agent', '--access', '/home,/secret'], 400, 'Unknown access url: /secret'],
    ['an unknown user', ['--role', 'Agent', '--email', 'ghost@cli.test'], 404, 'There is no user with the e-mail ghost@cli.test'],
  ])('refuses %s', async (_label, options, status, message) => {
    const ws = await newWorkspace();
    const email = await newUser();
    const opts = ['--workspace', ws, '--email', email, ...options];
    const err = await refused('member', 'add', ...opts);
    expect([err.status, err.message]).toEqual([status, message]);
  });
});

describe('billing set', () => {
  it('gives a workspace with no billing a package with the package limits and features', async () => {
    const ws = await newWorkspace();
    expect(await findBilling(deps.db, ws)).toBeUndefined();
    const out = await run('billing', 'set', '--workspace', ws, '--package', 'free', '--expires', '2030-07-01');
    expect(out).toEqual({
      result: 'success',
      billing: {
        workspace: ws,
        package: 'free',
        expires: '2030-07-01',
        mau: 250,
        conversations: 500,
        agents: 3,
        features: ['chat', 'ticket', 'contact', 'webchat', 'email'],
      },
    });
  });

  it('takes every option, the explicit ones winning over the package', async () => {
    const ws = await newWorkspace();
    const out = await run(
      'billing', 'set', '--workspace', ws, '--package', 'lite', '--expires', '2031-02-28',
      '--mau', '5000', '--conversations', '0', '--agents', '25', '--features', 'chat, ticket,,wallboard',
    );
    expect(out.billing).toEqual({
      workspace: ws,
      package: 'lite',
      expires: '2031-02-28',
      mau: 5000,
      conversations: 0,
      agents: 25,
      features: ['chat', 'ticket', 'wallboard'],
    });
  });

  it('changes one field and keeps the others; --expires none removes the end date', async () => {
    const ws = await newWorkspace();
    await run('billing', 'set', '--workspace', ws, '--package', 'lite', '--expires', '2030-12-31');
    const out = await run('billing', 'set', '--workspace', ws, '--mau', '42');
    expect(out.billing).toMatchObject({ package: 'lite', expires: '2030-12-31', mau: 42, agents: 10 });
    const never = await run('billing', 'set', '--workspace', ws, '--expires', 'none');
    expect(never.billing).toMatchObject({ package: 'lite', expires: null, mau: 42 });
    expect((await findBilling(deps.db, ws))?.expiredDate).toBeNull();
  });

  it.each([
    ['an unknown package', ['--package', 'platinum'], 'There is no package named platinum'],
    ['a date in another format', ['--expires', '31/12/2030'], '--expires must be YYYY-MM-DD or none'],
    ['a month that does not exist', ['--expires', '2030-13-01'], '--expires is not a real date'],
    ['a day that does not exist', ['--expires', '2030-02-31'], '--expires is not a real date'],
    ['a negative count', ['--mau=-1'], '--mau must be a whole number'],
    ['a fraction', ['--conversations', '1.5'], '--conversations must be a whole number'],
    ['a word', ['--agents', 'ten'], '--agents must be a whole number'],
    ['a count too large', ['--mau', '1000000000'], '--mau must be a whole number'],
    ['an unknown feature', ['--features', 'chat,teleport'], 'Unknown feature: teleport'],
  ])('refuses %s (400) and changes nothing', async (_label, options, message) => {
    const ws = await newWorkspace();
    await run('billing', 'set', '--workspace', ws, '--package', 'free', '--expires', '2030-07-01');
    const before = await findBilling(deps.db, ws);
    const err = await refused('billing', 'set', '--workspace', ws, ...options);
    expect([err.status, err.message]).toEqual([400, message]);
    expect(await findBilling(deps.db, ws)).toEqual(before);
  });

  it('refuses a missing, malformed or unknown workspace', async () => {
    expect((await refused('billing', 'set', '--mau', '1')).message).toBe('--workspace is required');
    expect((await refused('billing', 'set', '--workspace', '1; drop table users')).status).toBe(400);
    expect((await refused('billing', 'set', '--workspace', '11111111-1111-4111-8111-111111111111')).status).toBe(404);
  });
});

describe('maintenance', () => {
  it('on writes the maintenance file (creating its folder) and off removes it', async () => {
    const file = deps.config.maintenanceFile;
    const on = await run('maintenance', 'on');
    expect(on).toEqual({ result: 'success', maintenance: 'on', file });
    expect(await fs.readFile(file, 'utf8')).toBe(`on since ${NOW.toISOString()}\n`);
    expect(await run('maintenance', 'on')).toMatchObject({ maintenance: 'on' });

    const off = await run('maintenance', 'off');
    expect(off).toEqual({ result: 'success', maintenance: 'off', file });
    await expect(fs.stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await run('maintenance', 'off')).toMatchObject({ maintenance: 'off' });
  });

  it('refuses another word', async () => {
    expect((await refused('maintenance', 'maybe')).message).toBe('Unknown command "maintenance maybe". Run with --help to see the commands.');
  });
});

describe('unknown input', () => {
  it.each([
    [['workspace', 'delete', '--name', 'x'], 'Unknown command "workspace delete". Run with --help to see the commands.'],
    [['fly'], 'Unknown command "fly". Run with --help to see the commands.'],
    [[], 'Unknown command "". Run with --help to see the commands.'],
  ])('refuses the command %j (400)', async (argv, message) => {
    const err = await refused(...argv);
    expect([err.status, err.message]).toEqual([400, message]);
  });

  it('refuses an unknown option and an option without its value (400) when parsing', () => {
    expect(() => parseCommand(['user', 'create', '--colour', 'red'])).toThrow(AppError);
    expect(() => parseCommand(['user', 'create', '--colour', 'red'])).toThrow(/--colour/);
    expect(() => parseCommand(['user', 'create', '--email'])).toThrow(/--email/);
  });

  it('parses words and options', () => {
    expect(parseCommand(['member', 'add', '--expired', '--role=Agent'])).toEqual({
      words: ['member', 'add'],
      options: { expired: true, role: 'Agent' },
    });
  });
});
