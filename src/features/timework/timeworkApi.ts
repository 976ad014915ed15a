import { API_BASE } from '../../domain/api';
import type { BusinessCalendar, CalendarAssignments } from '../../domain/businessHours';
import type { CheckedCalendar } from '../../domain/businessHoursRules';
import type { DataResponse } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';

const at = (path: string) => `${API_BASE}/business-hours${path}`;
const id = encodeURIComponent;

export type AssignmentTarget = { kind: 'department' | 'channel'; id: string };

export const timeworkApi = {
  calendars: (http: HttpClient) => http.get<DataResponse<BusinessCalendar[]>>(at('/calendars')),
  assignments: (http: HttpClient) => http.get<DataResponse<CalendarAssignments>>(at('/assignments')),
  create: (http: HttpClient, calendar: CheckedCalendar) => http.post<DataResponse<BusinessCalendar>>(at('/calendars'), calendar),
  change: (http: HttpClient, calendarId: string, calendar: CheckedCalendar) => http.put<DataResponse<BusinessCalendar>>(at(`/calendars/${id(calendarId)}`), calendar),
  setDefault: (http: HttpClient, calendarId: string) => http.put<DataResponse<BusinessCalendar[]>>(at(`/calendars/${id(calendarId)}/default`)),
  remove: (http: HttpClient, calendarId: string) => {
    if (!http.delete) throw new Error('This http client cannot delete.');
    return http.delete<DataResponse<BusinessCalendar[]>>(at(`/calendars/${id(calendarId)}`));
  },
  assign: (http: HttpClient, target: AssignmentTarget, calendarId: string | null) =>
    http.put<DataResponse<CalendarAssignments>>(at(`/${target.kind}s/${id(target.id)}`), { calendarId }),
};
