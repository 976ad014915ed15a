import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AGENT_DEFAULT_ACCESS } from '../../../domain/access';
import { INVITATION_MESSAGES } from '../../../domain/invitationRules';
import { ApiError } from '../../../services/http';
import type { RouteHandler } from '../../../services/testing/routedHttp';
import { renderMembersPage } from '../testing/renderMembersPage';
import { INVITATION, OVERVIEW } from '../testing/memberAdminTesting';

const setup = (routes: Record<string, RouteHandler> = {}) =>
  renderMembersPage({ 'GET /v2/api/workspace/two-factor': () => ({ result: 'success', data: { required: false, members: [] } }), ...routes });

afterEach(cleanup);

describe('members and invitations', () => {
  it('shows the slots, the limited member and the open invitations', async () => {
    setup();
    expect(await screen.findByText('Agent slots: 2 of 2 used, 0 left. Members who joined after the slots were taken are limited until more slots are bought.')).toBeTruthy();
    expect(screen.getByText('Limited: no agent slot').closest('tr')!.textContent).toContain('Cy');
    expect(screen.getByRole('button', { name: 'Resend the invitation to dee@x.test' })).toBeTruthy();
  });

  it("checks the invitation with the api's rules, then sends it with the role's default pages", async () => {
    const { calls, store } = setup({ 'POST /v2/api/invitations': () => ({ result: 'success', data: [INVITATION, { ...INVITATION, id: 'i2', email: 'eve@x.test' }] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(INVITATION_MESSAGES.emailRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'Eve@X.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /v2/api/invitations')).toBe(true));
    expect(calls.find((c) => c.key === 'POST /v2/api/invitations')!.body).toEqual({ email: 'eve@x.test', role: 'Agent', departmentIds: [], access: [...AGENT_DEFAULT_ACCESS] });
    await waitFor(() => expect(store.getState().notice.success?.message).toBe('Invitation sent to eve@x.test.'));
    expect(screen.getByRole('button', { name: 'Revoke the invitation to eve@x.test' })).toBeTruthy();
  });

  it("shows the api's refusal beside the e-mail", async () => {
    setup({ 'POST /v2/api/invitations': () => { throw new ApiError(409, 'bo@x.test is already a member of this workspace.', { result: 'error', fields: { email: 'bo@x.test is already a member of this workspace.' } }); } });
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'bo@x.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('bo@x.test is already a member of this workspace.')).toBeTruthy();
  });

  it('deactivates a member after the question, and shows the last-Administrator refusal', async () => {
    const { calls } = setup({
      'POST /v2/api/workspace/members/u2/deactivate': () => ({ result: 'success', data: { ...OVERVIEW, members: OVERVIEW.members.map((m) => (m.id === 'u2' ? { ...m, deactivatedAt: '2030-02-01T00:00:00.000Z' } : m)) } }),
      'PUT /v2/api/workspace/members/u3/role': () => { throw new ApiError(409, 'A workspace needs at least one active Administrator.', { result: 'error' }); },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Bo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Bo?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('button', { name: 'Reactivate Bo' })).toBeTruthy();
    expect(calls.filter((c) => c.key.endsWith('/deactivate'))).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Role of Cy'), { target: { value: 'Administrator' } });
    expect(await screen.findByText('A workspace needs at least one active Administrator.')).toBeTruthy();
  });
});
