// Writes public/sounds/notification.wav: a soft two-tone chime, 0.3 s, 8 kHz 8-bit mono (about 2.4 KB).
// Run with: node --import tsx tests/support/makeNotificationSound.ts

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { toneWav } from './toneWav';

const wav = toneWav(
  [
    { hz: 880, seconds: 0.12 },
    { hz: 1320, seconds: 0.18 },
  ],
  { amplitude: 60, fadeIn: 80, fadeOut: 400 },
);
const out = path.resolve(import.meta.dirname, '../../public/sounds/notification.wav');
writeFileSync(out, wav);
console.log(`wrote ${out} (${wav.length} bytes)`);
