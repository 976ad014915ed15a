import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '../api/db/schema';
import { securityEvents } from '../api/db/securitySchema';
import { findUserByEmail } from '../api/modules/users/repository';
import { findMembership } from '../api/modules/workspaces/repository';
import { enableTwoFactor, hasTwoFactor, savePendingSecret } from '../api/modules/twofactor/repository';
import { verifyPassword } from '../api/security/passwords';
import { NOW, commandsTestKit } from './commandsTesting';

// The commands on accounts: users, workspaces and their members.
const { deps, run, refused, newUser, newWorkspace } = commandsTestKit();

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
    const user = (await findUserByEmail(deps.db, email))!;
    await savePendingSecret(deps.db, user.id, 'sealed-secret', NOW);
    await enableTwoFactor(deps.db, user.id, { step: 1, now: NOW, codeHashes: ['h1', 'h2'] });
    expect(await hasTwoFactor(deps.db, user.id)).toBe(true);

    const out = await run('user', 'reset-two-factor', '--email', email);
    expect(out).toEqual({ result: 'success', user: { id: user.id, email }, twoFactor: 'reset' });
    expect(await hasTwoFactor(deps.db, user.id)).toBe(false);
    const [event] = await deps.db.select().from(securityEvents).where(eq(securityEvents.userId, user.id));
    expect(event).toMatchObject({ kind: 'two-factor reset by operator', actorId: null, workspaceId: null, ip: 'command line' });
    const mails = await deps.db.select().from(outbox).where(eq(outbox.to, email));
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
      workspace: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Support Team', botid: expect.stringMatching(/^bot_/), owner, timeZone: 'UTC' },
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
    expect([long.status, long.message]).toEqual([400, 'name: Max 100 characters']);
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
