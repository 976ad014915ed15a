// Test helpers: the business-hours calls as the timework page makes them, and a calendar's body.
import type TestAgent from 'supertest/lib/agent';
import type { BusinessCalendar, WeekHours } from '../../../../src/domain/businessHours';

const nineToFive = [{ start: '09:00', end: '17:00' }];

/** Monday to Friday 09:00–17:00 unless told otherwise. */
export function calendarBody(name: string, over: Partial<{ timeZone: string; week: Partial<WeekHours>; holidays: unknown[] }> = {}) {
  return {
    name,
    timeZone: over.timeZone ?? 'Europe/Berlin',
    week: { mon: nineToFive, tue: nineToFive, wed: nineToFive, thu: nineToFive, fri: nineToFive, sat: [], sun: [], ...over.week },
    holidays: over.holidays ?? [],
  };
}

export function hoursCall(as: TestAgent, method: 'get' | 'post' | 'put' | 'delete', path: string, body?: unknown) {
  const req = as[method](`/v2/api/business-hours${path}`).set('X-Requested-With', 'XMLHttpRequest');
  return body === undefined ? req : req.send(body as object);
}

export async function createCalendar(as: TestAgent, name: string, over?: Parameters<typeof calendarBody>[1]): Promise<BusinessCalendar> {
  const res = await hoursCall(as, 'post', '/calendars', calendarBody(name, over));
  if (res.status !== 200) throw new Error(`calendar not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as BusinessCalendar;
}
