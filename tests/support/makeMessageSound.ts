// Writes public/sounds/message.wav: the new-message sound, a soft falling two-tone 'pop' (0.22 s, 8 kHz
// 8-bit mono, about 1.8 KB), unlike the rising notification chime.
// Run with: node --import tsx tests/support/makeMessageSound.ts

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { toneWav } from './toneWav';

const wav = toneWav(
  [
    { hz: 1175, seconds: 0.09 },
    { hz: 784, seconds: 0.13 },
  ],
  // A longer fade out than the chime's, so the pop does not ring on.
  { amplitude: 50, fadeIn: 60, fadeOut: 500 },
);
const out = path.resolve(import.meta.dirname, '../../public/sounds/message.wav');
writeFileSync(out, wav);
console.log(`wrote ${out} (${wav.length} bytes)`);
