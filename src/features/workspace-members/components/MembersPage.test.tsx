import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WorkspaceTwoFactor } from '../../../domain/twoFactor';
import { ApiError } from '../../../services/http';
import type { RouteHandler } from '../../../services/testing/routedHttp';
import { renderMembersPage } from '../testing/renderMembersPage';

const DATA: WorkspaceTwoFactor = {
  required: false,
  members: [
    { id: 'u1', name: 'ana', email: 'ana@x.test', role: 'Administrator', twoFactor: true },
    { id: 'u2', name: 'Bo', email: 'bo@x.test', role: 'Agent', twoFactor: true },
    { id: 'u3', name: 'Cy', email: 'cy@x.test', role: 'Agent', twoFactor: false },
  ],
};
const LOAD = 'GET /v2/api/workspace/two-factor';

const setup = (routes: Record<string, RouteHandler>, role: 'Administrator' | 'Agent' = 'Administrator') => renderMembersPage(routes, role);

afterEach(cleanup);

describe('MembersPage', () => {
  it('lists the members with role and two-factor state; only others who use it can be reset', async () => {
    setup({ [LOAD]: () => ({ result: 'success', data: DATA }) });
    const table = await screen.findByRole('table', { name: '2 of 3 members use two-factor login.' });
    expect(within(table).getByText('2 of 3 members use two-factor login.')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['ana@x.test', 'Administrator', 'On', ''],
      ['bo@x.test', 'Agent', 'On', 'Reset two-factor login'],
      ['cy@x.test', 'Agent', 'Off', ''],
    ]);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('ana (you)');
    expect(screen.getAllByRole('button', { name: /^Reset two-factor login of/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Reset two-factor login of Bo']);
  });

  it('resets a member after the confirm dialog, and not when it is cancelled', async () => {
    const { store, calls } = setup({
      [LOAD]: () => ({ result: 'success', data: DATA }),
      'POST /v2/api/workspace/members/u2/two-factor/reset': () => ({ result: 'success', data: { ...DATA, members: DATA.members.map((m) => (m.id === 'u2' ? { ...m, twoFactor: false } : m)) } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reset two-factor login of Bo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor login of Bo?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.map((c) => c.key).filter((key) => key.includes('two-factor'))).toEqual([LOAD]);

    fireEvent.click(screen.getByRole('button', { name: 'Reset two-factor login of Bo' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reset two-factor login of Bo' })).toBeNull());
    expect(calls.at(-1)!.key).toBe('POST /v2/api/workspace/members/u2/two-factor/reset');
    expect(store.getState().notice.success?.message).toBe('Two-factor login of Bo is reset.');
  });

  it('switches the requirement, and shows the refusal when the Administrator has not set it up', async () => {
    let refuse = true;
    const { calls } = setup({
      [LOAD]: () => ({ result: 'success', data: DATA }),
      'PUT /v2/api/workspace/two-factor': (body) => {
        if (refuse) throw new ApiError(406, 'Turn on your own two-factor login first.', { result: 'error' });
        return { result: 'success', data: { ...DATA, required: (body as { required: boolean }).required } };
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Require two-factor login for every member' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Turn on your own two-factor login first.');
    refuse = false;
    fireEvent.click(toggle);
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Require two-factor login for every member' }) as HTMLInputElement).checked).toBe(true));
    expect(calls.filter((c) => c.key === 'PUT /v2/api/workspace/two-factor').map((c) => c.body)).toEqual([{ required: true }, { required: true }]);
  });

  it('tells an Agent it is for Administrators and asks the api nothing', () => {
    const { calls } = setup({}, 'Agent');
    expect(screen.getByText('Only an Administrator of the workspace can see its members here.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
