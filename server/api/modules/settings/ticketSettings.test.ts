import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_AFTER_DAYS_MESSAGE, DEFAULT_TICKET_SETTINGS } from '../../../../src/domain/ticketSettingsRules';
import { auditLog } from '../../db/adminSchema';
import { xhr } from '../../testing/harness';
import { eventsSince, latestSeq, seedTeam, type Team } from '../../testing/team';

const UPDATE = '/v2/api/setting/ticket/update';
const GET = '/v2/api/setting/ticket/get';

let team: Team;
const update = (body: object, as = team.admin) => xhr(as, 'post', UPDATE, { workspace: team.ws, ...body });
const stored = async () => (await xhr(team.agent, 'post', GET, { workspace: team.ws })).body.data;
const auditLines = () => team.api.deps.db.select().from(auditLog).where(eq(auditLog.workspaceId, team.ws)).orderBy(desc(auditLog.createdAt));

beforeAll(async () => {
  team = await seedTeam('ticket-settings');
});
afterAll(() => team.api.close());

describe('POST /setting/ticket/update with the ticket-management rules', () => {
  it('saves every rule, records who changed what in the audit log and tells every console after the commit', async () => {
    const since = await latestSeq(team.agent);
    const next = { take: true, autoCreate: false, solvedReply: 'reopen', closeSolvedAfterDays: 14, requiredToSolve: { department: true, tags: true } };
    const res = await update(next);
    expect(res.body).toEqual({ result: 'success', data: next });
    expect(await stored()).toEqual(next);
    const events = (await eventsSince(team.agent, since)).filter((e) => e.type === 'ticket');
    expect(events).toEqual([expect.objectContaining({ type: 'ticket', payload: { settings: next }, sendTo: null })]);
    const [line] = await auditLines();
    expect(line).toMatchObject({
      actorId: team.adminId,
      action: 'ticket-settings.changed',
      targetType: 'setting',
      targetLabel: 'Ticket management',
      before: DEFAULT_TICKET_SETTINGS,
      after: next,
    });
  });

  it('changes only the fields sent, and a change that changes nothing records and tells nothing', async () => {
    await update({ ...DEFAULT_TICKET_SETTINGS });
    const res = await update({ closeSolvedAfterDays: 3 });
    expect(res.body.data).toEqual({ ...DEFAULT_TICKET_SETTINGS, closeSolvedAfterDays: 3 });
    const lines = (await auditLines()).length;
    const since = await latestSeq(team.agent);
    expect((await update({ closeSolvedAfterDays: 3 })).body.data.closeSolvedAfterDays).toBe(3);
    expect(await auditLines()).toHaveLength(lines);
    expect((await eventsSince(team.agent, since)).filter((e) => e.type === 'ticket')).toEqual([]);
    expect((await update({ closeSolvedAfterDays: null })).body.data.closeSolvedAfterDays).toBeNull();
  });

  it('refuses a bad value with a 400 naming the field, and changes nothing', async () => {
    const before = await stored();
    const lines = (await auditLines()).length;
    for (const [body, field, message] of [
      [{ closeSolvedAfterDays: 0 }, 'closeSolvedAfterDays', CLOSE_AFTER_DAYS_MESSAGE],
      [{ closeSolvedAfterDays: 366 }, 'closeSolvedAfterDays', CLOSE_AFTER_DAYS_MESSAGE],
      [{ closeSolvedAfterDays: 2.5 }, 'closeSolvedAfterDays', CLOSE_AFTER_DAYS_MESSAGE],
      [{ closeSolvedAfterDays: '7' }, 'closeSolvedAfterDays', CLOSE_AFTER_DAYS_MESSAGE],
      [{ solvedReply: 'ignore' }, 'solvedReply', 'Choose reopen or new'],
      [{ autoCreate: 'yes' }, 'autoCreate', 'Choose on or off'],
      [{ requiredToSolve: { department: 1 } }, 'requiredToSolve.department', 'Choose on or off'],
      [{ requiredToSolve: true }, 'requiredToSolve', 'Choose the fields a ticket needs before solving'],
      [{ take: true, solvedReply: 'x' }, 'solvedReply', 'Choose reopen or new'],
    ] as const) {
      const res = await update(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ result: 'error', code: 'INVALID_INPUT', message: `${field}: ${message}`, fields: { [field]: message } });
    }
    expect(await stored()).toEqual(before);
    expect(await auditLines()).toHaveLength(lines);
  });

  it('refuses an Agent (403) and another workspace’s Administrator, changing nothing', async () => {
    const before = await stored();
    const agent = await update({ autoCreate: !before.autoCreate }, team.agent);
    expect(agent.status).toBe(403);
    const outsider = await update({ autoCreate: !before.autoCreate }, team.outsider);
    expect(outsider.status).toBe(403);
    expect(await stored()).toEqual(before);
  });
});
