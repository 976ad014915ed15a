import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import type { BusinessCalendar, CalendarAssignments } from '../../../domain/businessHours';
import { DEFAULT_WEEK } from '../../../domain/businessHoursRules';
import { ApiError } from '../../../services/http';
import { routedHttp, type RouteHandler } from '../../../services/testing/routedHttp';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { anAuth } from '../../auth/testing/authFixture';
import { errorsSlice } from '../../errors/errorsSlice';
import { noticeSlice } from '../../errors/noticeSlice';
import { page } from '../timeworkPage';
import { SAVED_MESSAGE } from '../timeworkSagas';
import { timeworkSlice } from '../timeworkSlice';

const BASE = '/v2/api/business-hours';
const OFFICE: BusinessCalendar = { id: 'c-office', name: 'Office', timeZone: 'Europe/Berlin', week: DEFAULT_WEEK, holidays: [], isDefault: true };
const LATE: BusinessCalendar = { ...OFFICE, id: 'c-late', name: 'Late shift', isDefault: false, week: { ...DEFAULT_WEEK, sat: [{ start: '10:00', end: '14:00' }] } };
const ASSIGNMENTS: CalendarAssignments = {
  departments: [{ id: 'd-sales', name: 'Sales', calendarId: null }],
  channels: [{ id: 'ch-web', name: 'Website', type: 'CHATOMNIWEBCHAT', calendarId: 'c-late' }],
};
const ok = (data: unknown) => () => ({ result: 'success', data });

function setup(routes: Record<string, RouteHandler>, role: 'Administrator' | 'Agent' = 'Administrator') {
  const { http, calls } = routedHttp({ [`GET ${BASE}/assignments`]: ok(ASSIGNMENTS), ...routes });
  const store = makeStore({
    reducer: { auth: authSlice.reducer, notice: noticeSlice.reducer, errors: errorsSlice.reducer, [timeworkSlice.name]: timeworkSlice.reducer },
    deps: { http },
    sagas: [...page.sagas!],
  });
  store.dispatch(statusReceived({ auth: anAuth(role, ['/settings/workspace']), receivedAt: 1 }));
  render(
    <Provider store={store}>
      <page.Page product="OMNI" params={{}} />
    </Provider>,
  );
  return { store, calls };
}

afterEach(cleanup);

describe('TimeworkPage', () => {
  it('creates a calendar with split shifts and a holiday, checked before it is sent', async () => {
    const created = { ...OFFICE, name: 'Support hours' };
    const { store, calls } = setup({ [`GET ${BASE}/calendars`]: ok([]), [`POST ${BASE}/calendars`]: ok(created) });
    expect(await screen.findByText(/No calendar yet: the workspace counts as open around the clock/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New calendar' }));
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'Europe/Berlin' } });
    const monday = screen.getByRole('group', { name: 'Monday' });
    fireEvent.change(within(monday).getByLabelText('Monday closes'), { target: { value: '12:00' } });
    fireEvent.click(within(monday).getByRole('button', { name: 'Add hours' }));
    expect((screen.getByLabelText('Monday opens (2)') as HTMLInputElement).value).toBe('13:00');
    fireEvent.change(screen.getByLabelText('Monday closes (2)'), { target: { value: '18:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy Monday to weekdays' }));
    expect((screen.getByLabelText('Friday opens (2)') as HTMLInputElement).value).toBe('13:00');
    fireEvent.click(within(screen.getByRole('group', { name: 'Friday' })).getByRole('button', { name: 'Remove Friday hours (2)' }));
    expect(within(screen.getByRole('group', { name: 'Sunday' })).getByText('Closed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
    fireEvent.change(screen.getByLabelText('Holiday name'), { target: { value: 'Christmas' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-24' } });
    fireEvent.click(screen.getByLabelText('Every year'));

    // No name yet: refused here, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Save calendar' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);

    fireEvent.change(screen.getByLabelText('Calendar name'), { target: { value: 'Support hours' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save calendar' }));
    await waitFor(() => expect(store.getState().notice).toMatchObject({ success: { message: SAVED_MESSAGE } }));
    const split = [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '18:00' }];
    expect(calls.find((c) => c.key === `POST ${BASE}/calendars`)!.body).toEqual({
      name: 'Support hours',
      timeZone: 'Europe/Berlin',
      week: { mon: split, tue: split, wed: split, thu: split, fri: [split[0]], sat: [], sun: [] },
      holidays: [{ name: 'Christmas', from: '2026-12-24', to: '2026-12-24', yearly: true }],
    });
  });

  it("shows the api's refusals beside their inputs", async () => {
    setup({
      [`GET ${BASE}/calendars`]: ok([{ ...OFFICE, holidays: [{ name: 'Christmas', from: '2026-12-24', to: '2026-12-26', yearly: true }] }]),
      [`PUT ${BASE}/calendars/c-office`]: () => {
        throw new ApiError(400, 'name: A calendar with this name already exists.', {
          fields: { name: 'A calendar with this name already exists.', 'week.tue.0': 'Overlaps 08:00–10:00', 'holidays.0.to': 'A holiday lasts at most 366 days' },
        });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Office' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save calendar' }));
    expect(await screen.findByText('A calendar with this name already exists.')).toBeTruthy();
    const error = screen.getByText('Overlaps 08:00–10:00');
    expect(within(screen.getByRole('group', { name: 'Tuesday' })).getByText('Overlaps 08:00–10:00')).toBe(error);
    expect(screen.getByLabelText('Calendar name').getAttribute('aria-invalid')).toBe('true');
    const to = within(screen.getByRole('group', { name: 'Holiday 1' })).getByLabelText('To');
    expect(document.getElementById(to.getAttribute('aria-describedby')!)!.textContent).toBe('A holiday lasts at most 366 days');
  });

  it('marks the default, moves it, deletes another after a warning, and assigns calendars', async () => {
    const { calls } = setup({
      [`GET ${BASE}/calendars`]: ok([OFFICE, LATE]),
      [`PUT ${BASE}/calendars/c-late/default`]: ok([{ ...LATE, isDefault: true }, { ...OFFICE, isDefault: false }]),
      [`DELETE ${BASE}/calendars/c-office`]: ok([{ ...LATE, isDefault: true }]),
      [`PUT ${BASE}/departments/d-sales`]: ok({ ...ASSIGNMENTS, departments: [{ id: 'd-sales', name: 'Sales', calendarId: 'c-late' }] }),
    });
    const office = within(await screen.findByRole('list')).getByText('Office').closest('li')!;
    expect(within(office).getByText('Default')).toBeTruthy();
    expect(within(office).queryByRole('button', { name: 'Delete Office' })).toBeNull();
    expect((screen.getByLabelText('Website channel') as HTMLSelectElement).value).toBe('c-late');
    expect(within(screen.getByLabelText('Sales department')).getByRole('option', { name: 'Default calendar (Office)' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Sales department'), { target: { value: 'c-late' } });
    await waitFor(() => expect((screen.getByLabelText('Sales department') as HTMLSelectElement).value).toBe('c-late'));
    expect(calls.find((c) => c.key === `PUT ${BASE}/departments/d-sales`)!.body).toEqual({ calendarId: 'c-late' });

    fireEvent.click(screen.getByRole('button', { name: 'Make Late shift the default' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Office' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Delete Office' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete Office?' }).textContent).toContain('will follow the default calendar');
    fireEvent.click(screen.getByRole('button', { name: 'Delete calendar' }));
    await waitFor(() => expect(within(screen.getByRole('list')).queryByText('Office')).toBeNull());
    expect(calls.map((c) => c.key)).toContain(`DELETE ${BASE}/calendars/c-office`);
    // What used it is read again: it now follows the default.
    expect(calls.filter((c) => c.key === `GET ${BASE}/assignments`)).toHaveLength(2);
  });

  it('tells an Agent that only an Administrator can change them, and reads nothing', () => {
    const { calls } = setup({}, 'Agent');
    expect(screen.getByText('Only an Administrator of the workspace can change its business hours.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
