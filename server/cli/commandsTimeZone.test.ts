import { describe, expect, it } from 'vitest';
import { findTimeZone } from '../api/clock/repository';
import { TIME_ZONE_MESSAGE } from '../api/clock/timeZoneName';
import { commandsTestKit } from './commandsTesting';

// The workspace's time zone from the command line: set at creation, changed later.
const { deps, run, refused, newUser } = commandsTestKit();

async function workspace(...zone: string[]): Promise<string> {
  const out = await run('workspace', 'create', '--name', 'Zoned', '--owner', await newUser(), ...zone);
  return (out.workspace as { id: string }).id;
}

describe('workspace create --time-zone', () => {
  it('gives the workspace the zone, or UTC without the option', async () => {
    const berlin = await workspace('--time-zone', 'Europe/Berlin');
    expect(await findTimeZone(deps.db, berlin)).toBe('Europe/Berlin');
    const plain = await workspace();
    expect(await findTimeZone(deps.db, plain)).toBe('UTC');
  });

  it('refuses a name that is not a zone (400) and creates nothing', async () => {
    const owner = await newUser();
    const err = await refused('workspace', 'create', '--name', 'Nowhere', '--owner', owner, '--time-zone', 'Moon/Tranquility');
    expect(err.status).toBe(400);
    expect(err.message).toBe(`--time-zone: ${TIME_ZONE_MESSAGE}`);
  });
});

describe('workspace time-zone', () => {
  it('changes the zone and answers it', async () => {
    const id = await workspace();
    const out = await run('workspace', 'time-zone', '--workspace', id, '--time-zone', 'asia/tokyo');
    expect(out).toEqual({ result: 'success', workspace: { id, name: 'Zoned', timeZone: 'Asia/Tokyo' } });
    expect(await findTimeZone(deps.db, id)).toBe('Asia/Tokyo');
  });

  it('refuses a missing or wrong zone and an unknown workspace, changing nothing', async () => {
    const id = await workspace('--time-zone', 'America/New_York');
    expect((await refused('workspace', 'time-zone', '--workspace', id)).message).toBe('--time-zone is required');
    expect((await refused('workspace', 'time-zone', '--workspace', id, '--time-zone', '+01:00')).message).toBe(`--time-zone: ${TIME_ZONE_MESSAGE}`);
    const missing = await refused('workspace', 'time-zone', '--workspace', '00000000-0000-4000-8000-000000000000', '--time-zone', 'UTC');
    expect(missing.status).toBe(404);
    expect(await findTimeZone(deps.db, id)).toBe('America/New_York');
  });
});
