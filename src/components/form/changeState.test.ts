import { describe, expect, it } from 'vitest';
import { changeFailure, changeRefused, changeStarted, changeSucceeded, type ChangeState } from './changeState';

describe('a page’s changes', () => {
  it('tracks the one under way, counts those that went through, and keeps the refusal of the last', () => {
    const state: ChangeState<'create' | 'settings'> = { busy: null, failure: null, done: null };
    changeStarted(state, 'create');
    expect(state.busy).toBe('create');
    changeRefused(state, 'create', { message: 'name: taken', fields: { name: 'Taken' } });
    expect(state).toMatchObject({ busy: null, failure: { key: 'create' } });
    expect(changeFailure(state, 'create')).toEqual({ fields: { name: 'Taken' }, message: null });
    expect(changeFailure(state, 'settings')).toEqual({ fields: {}, message: null });
    changeStarted(state, 'create');
    expect(state.failure).toBeNull();
    changeSucceeded(state, 'create');
    changeSucceeded(state, 'settings');
    expect(state.done).toEqual({ key: 'settings', count: 2 });
    changeRefused(state, 'settings', { message: 'Conflict', fields: {} });
    expect(changeFailure(state, 'settings')).toEqual({ fields: {}, message: 'Conflict' });
    changeRefused(state, 'settings', null);
    expect(state.failure).toBeNull();
  });
});
