import { describe, expect, it } from 'vitest';
import { canonicalTimeZone } from './timeZoneName';

describe('canonicalTimeZone', () => {
  it('keeps IANA names as they are written', () => {
    for (const zone of ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Asia/Kathmandu', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+5']) {
      expect(canonicalTimeZone(zone)).toBe(zone);
    }
  });

  it('takes the runtime’s spelling when only the case differs, and trims', () => {
    expect(canonicalTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone(' utc ')).toBe('UTC');
  });

  it('refuses what is not a zone name: offsets, unknown places, other types, very long text', () => {
    for (const input of ['+05:00', 'UTC+2', 'Mars/Olympus_Mons', '', ' ', 'Europe/', '../etc/passwd', 'local', 42, null, undefined, {}, `Europe/${'x'.repeat(80)}`]) {
      expect(canonicalTimeZone(input), String(input)).toBeUndefined();
    }
  });
});
