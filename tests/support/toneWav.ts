// A short sound made of sine tones, as an 8 kHz 8-bit mono WAV file: the console's notification sounds
// are made here (makeNotificationSound.ts, makeMessageSound.ts), no network and no recording needed.

const RATE = 8000;

export interface ToneShape {
  /** peak deviation from the 8-bit midpoint (128) */
  amplitude: number;
  /** samples to fade in, and to fade out, so the tones do not click */
  fadeIn: number;
  fadeOut: number;
}

export function toneWav(tones: { hz: number; seconds: number }[], shape: ToneShape): Buffer {
  const samples: number[] = [];
  for (const { hz, seconds } of tones) {
    const n = Math.round(RATE * seconds);
    for (let i = 0; i < n; i++) {
      const envelope = Math.min(1, i / shape.fadeIn, (n - i) / shape.fadeOut);
      samples.push(Math.round(128 + shape.amplitude * envelope * Math.sin((2 * Math.PI * hz * i) / RATE)));
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
  return Buffer.concat([header, Buffer.from(samples)]);
}
