import { describe, expect, it } from 'vitest';
import { SKILL_TAKEN, checkKeywordRules, checkMemberSkills, checkSkill } from './skillRules';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const OTHER = '33333333-3333-4333-8333-333333333333';

describe('checkSkill', () => {
  const existing = [{ id: A, name: 'Billing' }];

  it('trims the name and description', () => {
    expect(checkSkill({ name: '  Spanish ', description: ' Native speakers ' }, existing)).toEqual({ value: { name: 'Spanish', description: 'Native speakers' } });
    expect(checkSkill({ name: 'Spanish' }, existing)).toEqual({ value: { name: 'Spanish', description: '' } });
  });

  it('refuses a missing, blank, non-text or too long name', () => {
    for (const [name, message] of [[undefined, 'Required'], ['   ', 'Required'], [5, 'Enter text'], ['x'.repeat(61), 'Max 60 characters']] as const) {
      expect(checkSkill({ name }, existing)).toEqual({ fields: { name: message } });
    }
    expect(checkSkill({ name: 'x'.repeat(60) }, existing)).toHaveProperty('value');
  });

  it('refuses another skill of the same name whatever its case, not the skill itself', () => {
    expect(checkSkill({ name: ' BILLING ' }, existing)).toEqual({ fields: { name: SKILL_TAKEN } });
    expect(checkSkill({ name: 'billing' }, existing, A)).toEqual({ value: { name: 'billing', description: '' } });
  });

  it('refuses a description over 300 characters', () => {
    expect(checkSkill({ name: 'Ok', description: 'd'.repeat(301) }, existing)).toEqual({ fields: { description: 'Max 300 characters' } });
    expect(checkSkill({ name: 'Ok', description: 7 }, existing)).toEqual({ fields: { description: 'Enter text' } });
  });
});

describe('checkMemberSkills', () => {
  it('takes skills of the workspace with levels 1 to 5', () => {
    expect(checkMemberSkills([{ skillId: A.toUpperCase(), level: 1 }, { skillId: B, level: 5 }], [A, B])).toEqual({
      value: [
        { skillId: A, level: 1 },
        { skillId: B, level: 5 },
      ],
    });
    expect(checkMemberSkills([], [A])).toEqual({ value: [] });
  });

  it('names each wrong entry: unknown skill, twice, level out of range', () => {
    const result = checkMemberSkills(
      [
        { skillId: OTHER, level: 3 },
        { skillId: A, level: 0 },
        { skillId: A, level: 2.5 },
        { skillId: B, level: '4' },
      ],
      [A, B],
    );
    expect(result).toEqual({
      fields: {
        'skills.0.skillId': 'Not a skill of this workspace',
        'skills.1.level': 'Choose a level from 1 to 5',
        'skills.2.skillId': 'This skill is listed twice',
        'skills.2.level': 'Choose a level from 1 to 5',
        'skills.3.level': 'Choose a level from 1 to 5',
      },
    });
    expect(checkMemberSkills({ skillId: A }, [A])).toEqual({ fields: { skills: 'Send the list of skills' } });
  });
});

describe('checkKeywordRules', () => {
  it('keeps the order, the ids, and each keyword once, trimmed', () => {
    const result = checkKeywordRules(
      [
        { id: OTHER, skillId: B, keywords: [' refund ', 'Refund', 'money back'] },
        { skillId: A, keywords: ['factura'] },
      ],
      [A, B],
    );
    expect(result).toEqual({
      value: [
        { id: OTHER, skillId: B, keywords: ['refund', 'money back'] },
        { skillId: A, keywords: ['factura'] },
      ],
    });
  });

  it('refuses no keyword, a blank or long one, more than 20, and a skill of another workspace', () => {
    const twentyOne = Array.from({ length: 21 }, (_, i) => `word${i}`);
    const result = checkKeywordRules(
      [
        { skillId: A, keywords: [] },
        { skillId: A, keywords: ['ok', '  '] },
        { skillId: A, keywords: ['k'.repeat(61)] },
        { skillId: A, keywords: twentyOne },
        { skillId: OTHER, keywords: ['ok'] },
        { skillId: A, keywords: 'ok' },
      ],
      [A],
    );
    expect(result).toEqual({
      fields: {
        'rules.0.keywords': 'Add at least one keyword',
        'rules.1.keywords': 'A keyword cannot be empty',
        'rules.2.keywords': 'A keyword has at most 60 characters',
        'rules.3.keywords': 'At most 20 keywords',
        'rules.4.skillId': 'Not a skill of this workspace',
        'rules.5.keywords': 'Add at least one keyword',
      },
    });
    expect(checkKeywordRules({ rules: [] }, [A])).toEqual({ fields: { rules: 'Send the list of rules' } });
    expect(checkKeywordRules([{ skillId: A, keywords: twentyOne.slice(0, 20) }], [A])).toHaveProperty('value');
  });
});
