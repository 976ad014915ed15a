import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import type { Skill } from '../../../domain/routing';
import { ApiError } from '../../../services/http';
import { routedHttp, type RouteHandler } from '../../../services/testing/routedHttp';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { anAuth } from '../../auth/testing/authFixture';
import { errorsSlice } from '../../errors/errorsSlice';
import { noticeSlice } from '../../errors/noticeSlice';
import { SKILL_TAKEN, type KeywordRule } from '../../../domain/skillRules';
import type { SkilledMember } from '../skillsApi';
import { KEYWORD_RULES_SAVED } from '../skillsSagas';
import { page } from '../skillsPage';
import { skillsPageSlice } from '../skillsSlice';

const S1 = '00000000-0000-4000-8000-000000000001';
const S2 = '00000000-0000-4000-8000-000000000002';
const S3 = '00000000-0000-4000-8000-000000000003';
const U2 = '00000000-0000-4000-8000-0000000000b0';
const R1 = '00000000-0000-4000-8000-0000000000a1';
const R2 = '00000000-0000-4000-8000-0000000000a2';
const BILLING: Skill = { id: S1, name: 'Billing', description: 'Invoices and refunds' };
const SPANISH: Skill = { id: S2, name: 'Spanish', description: '' };
const BO: SkilledMember = { userId: U2, name: 'Bo', skills: [{ skillId: S2, level: 4 }], capacity: null };
const RULES: KeywordRule[] = [
  { id: R1, skillId: S1, keywords: ['refund', 'invoice'] },
  { id: R2, skillId: S2, keywords: ['hola'] },
];

const ok = (data: unknown) => () => ({ result: 'success', data });

function setup(routes: Record<string, RouteHandler> = {}, role: 'Administrator' | 'Agent' = 'Administrator') {
  const { http, calls } = routedHttp({
    'GET /v2/api/skills': ok([BILLING, SPANISH]),
    'GET /v2/api/skills/members': ok([BO]),
    'GET /v2/api/skills/keyword-rules': ok(RULES),
    ...routes,
  });
  const store = makeStore({
    reducer: { auth: authSlice.reducer, notice: noticeSlice.reducer, errors: errorsSlice.reducer, [skillsPageSlice.name]: skillsPageSlice.reducer },
    deps: { http },
    sagas: [...page.sagas!],
  });
  store.dispatch(statusReceived({ auth: anAuth(role, ['/settings/workspace']), receivedAt: 1 }));
  render(
    <Provider store={store}>
      <page.Page product="OMNI" params={{}} />
    </Provider>,
  );
  const writes = () => calls.filter((c) => !c.key.startsWith('GET'));
  return { store, calls, writes };
}

const notice = (store: ReturnType<typeof setup>['store']) => (store.getState().notice as { success?: { message: string } }).success?.message;

afterEach(cleanup);

describe('SkillsPage', () => {
  it('adds a skill through its dialog, checked by the shared rule and showing the api’s refusal beside its field, then edits and deletes one after asking', async () => {
    let refuse = true;
    const { store, writes } = setup({
      'POST /v2/api/skills': (body) => {
        if (refuse) throw new ApiError(400, 'description: Max 300 characters', { fields: { description: 'Max 300 characters' } });
        return { result: 'success', data: { id: S3, ...(body as object) } };
      },
      [`PUT /v2/api/skills/${S1}`]: (body) => ({ result: 'success', data: { id: S1, ...(body as object) } }),
      [`DELETE /v2/api/skills/${S2}`]: ok([]),
    });
    const table = await screen.findByRole('table', { name: '2 skills' });
    expect(within(table).getByRole('rowheader', { name: 'Billing' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add skill' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a skill' });
    fireEvent.change(within(dialog).getByLabelText('Skill name'), { target: { value: ' Billing ' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Money' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save skill' }));
    // The shared rule refuses a taken name before any call.
    expect(await within(dialog).findByText(SKILL_TAKEN)).toBeTruthy();
    expect(within(dialog).getByLabelText('Skill name').getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Skill name'), { target: { value: 'Refunds' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save skill' }));
    expect(await within(dialog).findByText('Max 300 characters')).toBeTruthy();
    expect(within(dialog).getByLabelText('Description').getAttribute('aria-invalid')).toBe('true');
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save skill' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a skill' })).toBeNull());
    expect(notice(store)).toBe('Added Refunds.');

    fireEvent.click(screen.getByRole('button', { name: 'Edit Billing' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Billing' });
    expect(within(edit).getByLabelText('Description')).toHaveValue('Invoices and refunds');
    fireEvent.change(within(edit).getByLabelText('Skill name'), { target: { value: 'Invoices' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save skill' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Billing' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete Spanish' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Spanish?' });
    expect(writes().map((c) => c.key)).not.toContain(`DELETE /v2/api/skills/${S2}`);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notice(store)).toBe('Deleted Spanish.'));
    expect(writes()).toEqual([
      { key: 'POST /v2/api/skills', body: { name: 'Refunds', description: 'Money' } },
      { key: 'POST /v2/api/skills', body: { name: 'Refunds', description: 'Money' } },
      { key: `PUT /v2/api/skills/${S1}`, body: { name: 'Invoices', description: 'Invoices and refunds' } },
      { key: `DELETE /v2/api/skills/${S2}`, body: undefined },
    ]);
  });

  it("saves an agent's levels and capacity together, and shows a refused capacity in the agent's row", async () => {
    let refuse = true;
    const { writes } = setup({
      [`PUT /v2/api/skills/members/${U2}`]: (body) => ({ result: 'success', data: body }),
      [`PUT /v2/api/routing/members/${U2}/capacity`]: (body) => {
        if (refuse) throw new ApiError(400, 'capacity', { fields: { capacity: 'Enter a number from 1 to 100.' } });
        return { result: 'success', data: body };
      },
    });
    const billing = await screen.findByRole('combobox', { name: "Bo's level in Billing" });
    expect(billing).toHaveValue('0');
    expect(within(billing).getAllByRole('option').map((o) => o.textContent)).toEqual(['None', '1 – Beginner', '2 – Basic', '3 – Good', '4 – Advanced', '5 – Expert']);
    expect(screen.getByRole('combobox', { name: "Bo's level in Spanish" })).toHaveValue('4');
    const capacity = screen.getByRole('combobox', { name: 'Most open conversations for Bo' });
    expect(capacity).toHaveValue('');
    // Every capacity the api takes, 1 to 100, after the workspace default.
    const offered = within(capacity).getAllByRole('option').map((o) => o.textContent);
    expect([offered[0], offered[1], offered.at(-1), offered.length]).toEqual(['Workspace default', '1', '100', 101]);

    fireEvent.change(billing, { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: "Bo's level in Spanish" }), { target: { value: '0' } });
    fireEvent.change(capacity, { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: "Save Bo's skills" }));
    expect(await screen.findByText('Enter a number from 1 to 100.')).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: "Save Bo's skills" }));
    await waitFor(() => expect(writes()).toHaveLength(4));
    expect(writes().slice(2)).toEqual([
      { key: `PUT /v2/api/skills/members/${U2}`, body: { skills: [{ skillId: S1, level: 3 }] } },
      { key: `PUT /v2/api/routing/members/${U2}/capacity`, body: { capacity: 8 } },
    ]);
  });

  it('adds, reorders and removes keyword rules, and saves them in their order with the keywords split', async () => {
    const { store, writes } = setup({ 'PUT /v2/api/skills/keyword-rules': (body) => ({ result: 'success', data: body }) });
    expect(await screen.findByLabelText('Keywords of rule 1')).toHaveValue('refund, invoice');
    fireEvent.click(screen.getByRole('button', { name: 'Move rule 1 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move rule 2 up' }));
    expect(screen.getByLabelText('Keywords of rule 1')).toHaveValue('hola');
    fireEvent.click(screen.getByRole('button', { name: 'Add keyword rule' }));
    fireEvent.change(screen.getByLabelText('Skill of rule 3'), { target: { value: S1 } });
    fireEvent.change(screen.getByLabelText('Keywords of rule 3'), { target: { value: ' chargeback ,, dispute ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove rule 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save keyword rules' }));
    await waitFor(() => expect(notice(store)).toBe(KEYWORD_RULES_SAVED));
    expect(writes()).toEqual([
      {
        key: 'PUT /v2/api/skills/keyword-rules',
        body: [
          { id: R2, skillId: S2, keywords: ['hola'] },
          { skillId: S1, keywords: ['chargeback', 'dispute'] },
        ],
      },
    ]);
  });

  it("checks the rules as the api does, and shows the api's refusal beside the rule it names", async () => {
    const { calls } = setup({
      'PUT /v2/api/skills/keyword-rules': () => {
        throw new ApiError(400, 'keywords', { fields: { 'rules.1.keywords': 'Add at least one keyword.' } });
      },
    });
    fireEvent.change(await screen.findByLabelText('Keywords of rule 2'), { target: { value: ' , ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save keyword rules' }));
    // The shared rule first, then what only the api knows.
    expect(await screen.findByText('Add at least one keyword')).toBeTruthy();
    expect(calls.filter((c) => c.key.startsWith('PUT'))).toEqual([]);
    fireEvent.change(screen.getByLabelText('Keywords of rule 2'), { target: { value: 'hola' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save keyword rules' }));
    expect(await screen.findByText('Add at least one keyword.')).toBeTruthy();
    expect(screen.getByLabelText('Keywords of rule 2').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Keywords of rule 1').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows an Agent the skills, levels and rules without a control to change them', async () => {
    setup({}, 'Agent');
    expect(await screen.findByRole('table', { name: '2 skills' })).toBeTruthy();
    expect(screen.getByText('Only an Administrator of the workspace can change skills, levels and rules.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add skill' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save keyword rules' })).toBeNull();
    expect(screen.getByText('Billing: refund, invoice')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Workspace default' })).toBeTruthy();
  });
});
