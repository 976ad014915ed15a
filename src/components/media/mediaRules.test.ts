import { describe, expect, it } from 'vitest';
import { formatBytes, formatTime, mediaKind, needsDurationProbe, volumeFromSlider } from './mediaRules';

describe('mediaKind', () => {
  it.each([
    ['image/png', 'image'],
    ['IMAGE/JPEG', 'image'],
    ['audio/mpeg', 'audio'],
    ['video/mp4', 'video'],
    ['application/pdf', 'file'],
    ['', 'file'],
  ])('%s opens as %s', (mime, kind) => {
    expect(mediaKind(mime)).toBe(kind);
  });
});

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [65, '1:05'],
    [3723, '1:02:03'],
    [NaN, '--:--'],
    [Infinity, '--:--'],
    [-1, '--:--'],
  ])('%s s is %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });
});

describe('formatBytes', () => {
  it.each([
    [512, '512 B'],
    [1536, '1.5 KB'],
    [20 * 1024, '20 KB'],
    [1.5 * 1024 * 1024, '1.5 MB'],
    [12 * 1024 * 1024, '12 MB'],
  ])('%s bytes is %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('volumeFromSlider', () => {
  it.each([
    [0, 0],
    [50, 0.5],
    [100, 1],
    [150, 1],
    [-5, 0],
    [NaN, 1],
  ])('%s is %s', (value, volume) => {
    expect(volumeFromSlider(value)).toBe(volume);
  });
});

describe('needsDurationProbe', () => {
  it('probes a loaded file whose header has no duration, and nothing else', () => {
    expect(needsDurationProbe(Number.POSITIVE_INFINITY)).toBe(true);
    expect(needsDurationProbe(65)).toBe(false);
    expect(needsDurationProbe(0)).toBe(false);
    expect(needsDurationProbe(Number.NaN)).toBe(false);
  });
});
