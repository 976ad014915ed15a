import { describe, expect, it } from 'vitest';
import {
  DEPARTMENT_TAKEN,
  MOVE_TO_ITSELF,
  NO_SUCH_DEPARTMENT,
  REMOVE_DEFAULT_DEPARTMENT,
  REMOVE_LAST_DEPARTMENT,
  departmentNameError,
  effectiveDefaultDepartment,
  removalError,
} from './departmentRules';

const SALES = { id: 'd1', name: 'Sales' };
const BILLING = { id: 'd2', name: 'Billing' };

describe('department rules', () => {
  it('asks for a name of at most 80 characters, not taken whatever its case', () => {
    expect(departmentNameError(undefined, [])).toBe('Required');
    expect(departmentNameError('   ', [])).toBe('Required');
    expect(departmentNameError(3, [])).toBe('Enter text');
    expect(departmentNameError('x'.repeat(81), [])).toBe('Max 80 characters');
    expect(departmentNameError(` ${'x'.repeat(80)} `, [])).toBeUndefined();
    expect(departmentNameError(' sales ', [SALES, BILLING])).toBe(DEPARTMENT_TAKEN);
    expect(departmentNameError('SALES', [SALES], 'd1')).toBeUndefined();
    expect(departmentNameError('Support', [SALES, BILLING])).toBeUndefined();
  });

  it('keeps the chosen default while it exists, else the oldest department', () => {
    expect(effectiveDefaultDepartment('d2', [SALES, BILLING])).toBe('d2');
    expect(effectiveDefaultDepartment('gone', [SALES, BILLING])).toBe('d1');
    expect(effectiveDefaultDepartment(undefined, [BILLING])).toBe('d2');
    expect(effectiveDefaultDepartment('d1', [])).toBeNull();
  });

  it('refuses removing the last or the default department, or moving its work nowhere useful', () => {
    expect(removalError([SALES], 'd1', 'd1', 'd1')).toEqual({ field: 'id', message: REMOVE_LAST_DEPARTMENT });
    expect(removalError([SALES, BILLING], 'd1', 'd1', 'd2')).toEqual({ field: 'id', message: REMOVE_DEFAULT_DEPARTMENT });
    expect(removalError([SALES, BILLING], 'd1', 'd2', null)).toEqual({ field: 'moveTo', message: 'Required' });
    expect(removalError([SALES, BILLING], 'd1', 'd2', 'd2')).toEqual({ field: 'moveTo', message: MOVE_TO_ITSELF });
    expect(removalError([SALES, BILLING], 'd1', 'd2', 'elsewhere')).toEqual({ field: 'moveTo', message: NO_SUCH_DEPARTMENT });
    expect(removalError([SALES, BILLING], 'd1', 'd2', 'd1')).toBeUndefined();
  });
});
