import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import { REALTIME_EVENTS } from '../../../domain/realtimeEvents';
import type { RoutingDecision, Skill } from '../../../domain/routing';
import { ApiError } from '../../../services/http';
import { routedHttp, type RouteHandler } from '../../../services/testing/routedHttp';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { anAuth } from '../../auth/testing/authFixture';
import { event } from '../../conversations/testing/fixtures';
import { errorsSlice } from '../../errors/errorsSlice';
import { eventsReceived } from '../../realtime/realtimeSlice';
import { renderChat } from '../../chat/testing/renderChat';
import { routingPanelSaga } from '../routingPanelSagas';
import { routingPanelSlice } from '../routingPanelSlice';
import { RoutingPanel } from './RoutingPanel';

const C1 = '00000000-0000-4000-8000-0000000000c1';
const BILLING: Skill = { id: '00000000-0000-4000-8000-000000000001', name: 'Billing', description: '' };
const decision = (id: string, extra: Partial<RoutingDecision> = {}): RoutingDecision => ({
  id,
  conversationId: C1,
  mode: 'round-robin',
  outcome: 'waiting',
  chosenUserId: null,
  chosenName: null,
  reason: 'Nobody is available: Bo is aux.',
  at: '2026-03-01T10:00:00.000Z',
  ...extra,
});

function setup(routes: Record<string, RouteHandler> = {}) {
  const { http, calls } = routedHttp({
    [`GET /v2/api/routing/conversations/${C1}/decisions`]: () => ({ result: 'success', data: [decision('d1')] }),
    'GET /v2/api/skills': () => ({ result: 'success', data: [BILLING] }),
    [`GET /v2/api/routing/conversations/${C1}/skill`]: () => ({
      result: 'success',
      data: { conversationId: C1, neededSkillId: BILLING.id, neededSkillSource: 'keyword', routingState: 'waiting', assigneeId: null },
    }),
    ...routes,
  });
  const store = makeStore({
    reducer: { auth: authSlice.reducer, errors: errorsSlice.reducer, [routingPanelSlice.name]: routingPanelSlice.reducer },
    deps: { http },
    sagas: [routingPanelSaga],
  });
  store.dispatch(statusReceived({ auth: anAuth('Administrator', ['/app/chat']), receivedAt: 1 }));
  render(
    <Provider store={store}>
      <RoutingPanel conversationId={C1} />
    </Provider>,
  );
  fireEvent.click(screen.getByText('Routing'));
  const live = (...decisions: RoutingDecision[]) =>
    act(() => {
      store.dispatch(eventsReceived({ events: decisions.map((d) => event(REALTIME_EVENTS.routingDecision, { decision: d })), lastSeq: 2 }));
    });
  return { store, calls, live };
}

afterEach(cleanup);

describe('RoutingPanel', () => {
  it("lists the conversation's decisions and adds each new one live, once, and only this conversation's", async () => {
    const { live } = setup();
    const list = await screen.findByRole('list', { name: 'Routing decisions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Waiting in the queue');
    expect(list).toHaveTextContent('Nobody is available: Bo is aux.');
    expect(list.querySelector('time')).toHaveAttribute('dateTime', '2026-03-01T10:00:00.000Z');

    const assigned = decision('d2', { outcome: 'assigned', chosenUserId: 'u3', chosenName: 'Cy', reason: 'Next in turn among 2 available agents.', at: '2026-03-01T10:05:00.000Z' });
    live(assigned, decision('d3', { conversationId: '00000000-0000-4000-8000-0000000000c2' }));
    live(assigned);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('Assigned to Cy');
    expect(items[1]).toHaveTextContent('Next in turn among 2 available agents.');
    expect(items[1]).toHaveTextContent('(Round-robin)');
  });

  it('sets the needed skill by hand, and says why a choice is refused', async () => {
    let refuse = true;
    const { calls } = setup({
      [`PUT /v2/api/routing/conversations/${C1}/skill`]: (body) => {
        if (refuse) throw new ApiError(403, 'Only an Administrator or the agent holding this conversation can choose the skill it needs.', { code: 'FORBIDDEN' });
        return { result: 'success', data: { conversationId: C1, neededSkillId: (body as { skillId: string }).skillId, neededSkillSource: 'manual', routingState: 'waiting', assigneeId: null } };
      },
    });
    const select = await screen.findByLabelText('Needed skill');
    await waitFor(() => expect(select).toBeEnabled());
    // The skill routing found (a keyword rule), read from the api.
    await waitFor(() => expect(select).toHaveValue(BILLING.id));
    expect(screen.getByText('from a keyword rule')).toBeTruthy();
    fireEvent.change(select, { target: { value: '' } });
    expect(await screen.findByText('Only an Administrator or the agent holding this conversation can choose the skill it needs.')).toBeTruthy();
    expect(select).toHaveValue(BILLING.id);
    refuse = false;
    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(select).toHaveValue(''));
    expect(screen.getByText('chosen by hand')).toBeTruthy();
    fireEvent.change(select, { target: { value: BILLING.id } });
    await waitFor(() => expect(select).toHaveValue(BILLING.id));
    expect(calls.filter((c) => c.key.startsWith('PUT'))).toEqual([
      { key: `PUT /v2/api/routing/conversations/${C1}/skill`, body: { skillId: null } },
      { key: `PUT /v2/api/routing/conversations/${C1}/skill`, body: { skillId: null } },
      { key: `PUT /v2/api/routing/conversations/${C1}/skill`, body: { skillId: BILLING.id } },
    ]);
  });

  it('is in the conversation view for Administrators only', async () => {
    renderChat({ path: '/v2/app/chat?conversation=c1' });
    expect(await screen.findByRole('group', { name: 'Routing' })).toBeTruthy();
    cleanup();
    renderChat({ path: '/v2/app/chat?conversation=c1', role: 'Agent' });
    await screen.findByRole('region', { name: /^Conversation with/ });
    expect(screen.queryByRole('group', { name: 'Routing' })).toBeNull();
  });
});
