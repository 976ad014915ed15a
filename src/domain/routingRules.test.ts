import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_MODES } from './routing';
import { byLeastBusy, byRoundRobin, bySkill, containsKeyword, decideRoute, isEligible, neededSkillFor, queueOrder, type RouteCandidate, type RouteInput } from './routingRules';

const agent = (userId: string, over: Partial<RouteCandidate> = {}): RouteCandidate => ({
  userId,
  name: userId.toUpperCase(),
  status: 'available',
  online: true,
  isMember: true,
  openCount: 0,
  capacity: 5,
  skillLevel: 0,
  lastAssignedAt: null,
  ...over,
});
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute));
const route = (over: Partial<RouteInput>) => decideRoute({ mode: 'round-robin', neededSkillId: null, previousAssigneeId: null, candidates: [], ...over });

describe('decideRoute', () => {
  it('chooses nobody in manual mode, however free the agents are', () => {
    expect(route({ mode: 'manual', candidates: [agent('a')] })).toEqual({ kind: 'manual' });
  });

  it('round-robin: the agent longest without a new conversation, never-assigned first, ties by id', () => {
    const candidates = [agent('b', { lastAssignedAt: at(5) }), agent('c', { lastAssignedAt: at(1) }), agent('d', { name: 'Bo' })];
    expect(route({ candidates })).toEqual({ kind: 'assigned', userId: 'd', reason: 'Chosen by round-robin: longest without a new conversation (Bo)' });
    expect(route({ candidates: candidates.slice(0, 2) })).toMatchObject({ userId: 'c' });
    expect(route({ candidates: [agent('y'), agent('x')] })).toMatchObject({ userId: 'x' });
  });

  it('skips agents in aux, offline, outside the department or at capacity', () => {
    const candidates = [
      agent('a', { status: 'aux' }),
      agent('b', { online: false }),
      agent('c', { isMember: false }),
      agent('d', { openCount: 5, capacity: 5 }),
      agent('e', { lastAssignedAt: at(30) }),
    ];
    expect(route({ candidates })).toMatchObject({ kind: 'assigned', userId: 'e' });
  });

  it('least busy: fewest open conversations, then round-robin order', () => {
    const candidates = [agent('a', { openCount: 2 }), agent('b', { openCount: 1, lastAssignedAt: at(9) }), agent('c', { openCount: 1, lastAssignedAt: at(3), name: 'Cy' })];
    expect(route({ mode: 'least-busy', candidates })).toEqual({ kind: 'assigned', userId: 'c', reason: 'Chosen as least busy: 1 open conversation of 5 (Cy)' });
  });

  it('skills: highest level first, then least busy; without the skill nobody is chosen', () => {
    const candidates = [agent('a', { skillLevel: 3 }), agent('b', { skillLevel: 5, openCount: 2 }), agent('c', { skillLevel: 5, openCount: 1, name: 'Cy' }), agent('d')];
    const input = { mode: 'skills' as const, neededSkillId: 's1', neededSkillName: 'Billing', candidates };
    expect(route(input)).toEqual({ kind: 'assigned', userId: 'c', reason: 'Chosen for the skill Billing: level 5, 1 open conversation of 5 (Cy)' });
    expect(route({ ...input, candidates: [agent('d'), agent('e')] })).toEqual({ kind: 'waiting', reason: 'Waiting: nobody with the skill Billing is available' });
  });

  it('skills without a needed skill: least busy', () => {
    const candidates = [agent('a', { openCount: 3 }), agent('b', { openCount: 0, name: 'Bo' })];
    expect(route({ mode: 'skills', candidates })).toEqual({ kind: 'assigned', userId: 'b', reason: 'No skill needed, chosen as least busy: 0 open conversations of 5 (Bo)' });
  });

  it('gives a reopened conversation back to its previous agent when they fit, else routes it', () => {
    const candidates = [agent('a'), agent('b', { lastAssignedAt: at(50), name: 'Bo' })];
    expect(route({ previousAssigneeId: 'b', candidates })).toEqual({ kind: 'assigned', userId: 'b', reason: 'Back to the agent who had it before (Bo)' });
    const busy = [agent('a'), agent('b', { openCount: 5 })];
    expect(route({ previousAssigneeId: 'b', candidates: busy })).toMatchObject({ userId: 'a' });
    expect(route({ mode: 'least-busy', previousAssigneeId: 'b', candidates: [agent('a'), agent('b', { status: 'aux' })] })).toMatchObject({ userId: 'a' });
  });

  it('says why it waits: everyone at capacity, nobody available, nobody in the department', () => {
    const full = [agent('a', { openCount: 2, capacity: 2 }), agent('b', { openCount: 3, capacity: 3 }), agent('c', { status: 'aux' })];
    expect(route({ departmentName: 'Sales', candidates: full })).toEqual({ kind: 'waiting', reason: 'Waiting: every available agent of Sales is at capacity (5 of 5)' });
    const away = [agent('a', { status: 'aux' }), agent('b', { status: 'aux', online: false }), agent('c', { online: false }), agent('d', { isMember: false })];
    expect(route({ departmentName: 'Sales', candidates: away })).toEqual({ kind: 'waiting', reason: 'Waiting: no agent of Sales is available (2 in aux, 1 offline)' });
    expect(route({ departmentName: 'Sales', candidates: [agent('d', { isMember: false })] })).toEqual({ kind: 'waiting', reason: 'Waiting: Sales has no agents' });
    expect(route({ candidates: [agent('a', { online: false })] })).toEqual({ kind: 'waiting', reason: 'Waiting: no agent is available (1 offline)' });
    const skilledFull = [agent('a', { skillLevel: 2, openCount: 1, capacity: 1 }), agent('b')];
    expect(route({ mode: 'skills', neededSkillId: 's', neededSkillName: 'Billing', candidates: skilledFull })).toEqual({
      kind: 'waiting',
      reason: 'Waiting: every available agent with the skill Billing is at capacity (1 of 1)',
    });
  });
});

const candidateArb = fc.record({
  userId: fc.constantFrom('u1', 'u2', 'u3', 'u4', 'u5', 'u6'),
  name: fc.constant('N'),
  status: fc.constantFrom('available' as const, 'aux' as const),
  online: fc.boolean(),
  isMember: fc.boolean(),
  openCount: fc.nat(6),
  capacity: fc.integer({ min: 1, max: 5 }),
  skillLevel: fc.nat(5),
  lastAssignedAt: fc.option(fc.integer({ min: 0, max: 1000 }).map((m) => at(m))),
});
const inputArb = fc.record({
  mode: fc.constantFrom(...ASSIGNMENT_MODES),
  neededSkillId: fc.option(fc.constant('s')),
  previousAssigneeId: fc.option(fc.constantFrom('u1', 'u2')),
  candidates: fc.uniqueArray(candidateArb, { selector: (c) => c.userId, maxLength: 6 }),
});

describe('decideRoute properties', () => {
  it('never chooses an ineligible agent, and the one chosen is optimal for its mode', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const decision = decideRoute(input);
        if (input.mode === 'manual') return decision.kind === 'manual';
        const eligible = input.candidates.filter(isEligible);
        const skillBound = input.mode === 'skills' && input.neededSkillId !== null;
        const pool = skillBound ? eligible.filter((c) => c.skillLevel > 0) : eligible;
        const previous = eligible.find((c) => c.userId === input.previousAssigneeId);
        if (!previous && pool.length === 0) return decision.kind === 'waiting';
        expect(decision.kind).toBe('assigned');
        const chosen = input.candidates.find((c) => decision.kind === 'assigned' && c.userId === decision.userId)!;
        expect(isEligible(chosen)).toBe(true);
        if (previous) return chosen.userId === previous.userId;
        const order = input.mode === 'round-robin' ? byRoundRobin : skillBound ? bySkill : byLeastBusy;
        for (const other of pool) expect(order(chosen, other)).toBeLessThanOrEqual(0);
        return true;
      }),
      { numRuns: 500 },
    );
  });
});

describe('queueOrder', () => {
  const list = [
    { id: 'a', queuedAt: at(3), routingPriority: 1 },
    { id: 'b', queuedAt: at(1), routingPriority: 0 },
    { id: 'c', queuedAt: at(2), routingPriority: 3 },
    { id: 'd', queuedAt: at(1), routingPriority: 3 },
  ];
  it('serves the oldest first, or the highest priority first then the oldest', () => {
    expect(queueOrder(list, 'oldest').map((c) => c.id)).toEqual(['b', 'd', 'c', 'a']);
    expect(queueOrder(list, 'priority').map((c) => c.id)).toEqual(['d', 'c', 'a', 'b']);
  });
});

describe('neededSkillFor', () => {
  const rules = [
    { skillId: 'billing', keywords: ['invoice', 'facturación'] },
    { skillId: 'tech', keywords: ['log in', 'password'] },
  ];
  const base = { channelSkillId: 'ch', departmentSkillId: 'dep', keywordRules: rules };
  it('takes a keyword rule first (in rule order), then the department, then the channel', () => {
    expect(neededSkillFor({ ...base, firstMessageText: 'My PASSWORD and my invoice' })).toEqual({ skillId: 'billing', source: 'keyword' });
    expect(neededSkillFor({ ...base, firstMessageText: 'I cannot log in' })).toEqual({ skillId: 'tech', source: 'keyword' });
    expect(neededSkillFor({ ...base, firstMessageText: 'hello' })).toEqual({ skillId: 'dep', source: 'department' });
    expect(neededSkillFor({ ...base, departmentSkillId: null, firstMessageText: 'hello' })).toEqual({ skillId: 'ch', source: 'channel' });
    expect(neededSkillFor({ channelSkillId: null, departmentSkillId: null, keywordRules: [], firstMessageText: 'x' })).toBeNull();
  });
  it('matches whole words, ignoring case and accents', () => {
    expect(containsKeyword('Una pregunta de FACTURACION, por favor', 'facturación')).toBe(true);
    expect(containsKeyword('invoices', 'invoice')).toBe(false);
    expect(containsKeyword('reinvoice', 'invoice')).toBe(false);
    expect(containsKeyword('invoice?', 'invoice')).toBe(true);
    expect(containsKeyword('I cannot log  in', 'log in')).toBe(false);
    expect(containsKeyword('a.b', 'a.b')).toBe(true);
    expect(containsKeyword('axb', 'a.b')).toBe(false);
    expect(containsKeyword('anything', '  ')).toBe(false);
  });
});
