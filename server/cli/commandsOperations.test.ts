import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { AppError } from '../api/http/errors';
import { findBilling } from '../api/modules/billing/service';
import { NOW, commandsTestKit } from './commandsTesting';
import { parseCommand } from './commands';

// The operator's commands (billing, maintenance) and what the command line refuses.
const { deps, run, refused, newWorkspace } = commandsTestKit();

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
