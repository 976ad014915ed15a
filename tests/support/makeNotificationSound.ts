// Writes public/sounds/notification.wav: a soft two-tone chime, 0.3 s, 8 kHz 8-bit mono (about 2.4 KB).
// Run with: node --import tsx tests/support/makeNotificationSound.ts

import { writeFileSync } from 'node:fs';
import path from 'node:path';

const RATE = 8000;
const tones = [
  { hz: 880, seconds: 0.12 },
  { hz: 1320, seconds: 0.18 },
];

const samples: number[] = [];
for (const { hz, seconds } of tones) {
  const n = Math.round(RATE * seconds);
  for (let i = 0; i < n; i++) {
    // Short fade in and out so the tones do not click.
    const envelope = Math.min(1, i / 80, (n - i) / 400);
    samples.push(Math.round(128 + 60 * envelope * Math.sin((2 * Math.PI * hz * i) / RATE)));
  }
}

const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + samples.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE, 28); // bytes per second
header.writeUInt16LE(1, 32); // block align
header.writeUInt16LE(8, 34); // bits per sample
header.write('data', 36);
header.writeUInt32LE(samples.length, 40);

const out = path.resolve(import.meta.dirname, '../../public/sounds/notification.wav');
writeFileSync(out, Buffer.concat([header, Buffer.from(samples)]));
console.log(`wrote ${out} (${44 + samples.length} bytes)`);
