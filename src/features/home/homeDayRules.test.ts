import { describe, expect, it } from 'vitest';
import { workspaceDayNote } from './homeDayRules';

describe('workspaceDayNote', () => {
  it('names the workspace’s day and zone when the browser is elsewhere', () => {
    expect(workspaceDayNote({ day: '2026-11-24', timeZone: 'Europe/Berlin' }, 'America/New_York', 'en-GB')).toBe(
      "Today in Europe/Berlin, the workspace's time zone: Tuesday 24 November",
    );
    expect(workspaceDayNote({ day: '2026-03-29', timeZone: 'Asia/Tokyo' }, undefined, 'en-US')).toBe("Today in Asia/Tokyo, the workspace's time zone: Sunday, March 29");
  });

  it('says nothing when the browser is in the workspace’s zone, however it spells it', () => {
    expect(workspaceDayNote({ day: '2026-11-24', timeZone: 'Europe/Berlin' }, 'Europe/Berlin')).toBeNull();
    expect(workspaceDayNote({ day: '2026-11-24', timeZone: 'Asia/Kolkata' }, 'Asia/Calcutta')).toBeNull();
  });

  it('says nothing when the answer does not tell the day or the zone', () => {
    expect(workspaceDayNote({}, 'Europe/Berlin')).toBeNull();
    expect(workspaceDayNote({ day: 'today', timeZone: 'Asia/Tokyo' }, 'Europe/Berlin')).toBeNull();
    expect(workspaceDayNote({ day: '2026-11-24', timeZone: 'Mars/Base' }, 'Europe/Berlin')).toBeNull();
  });
});
