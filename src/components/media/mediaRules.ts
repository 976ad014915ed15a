// Pure helpers of the media viewer and player.

export type MediaKind = 'image' | 'audio' | 'video' | 'file';

/** How an attachment opens: images in the viewer, audio and video in the player, the rest downloads. */
export function mediaKind(mime: string): MediaKind {
  const type = mime.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  return 'file';
}

/** 0:07, 1:05, 1:02:03; an unknown duration (a stream, or not loaded yet) is --:--. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--:--';
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * Loaded, but the header holds no duration (Infinity): a browser's own recording, whose duration
 * players learn by seeking past the end.
 */
export function needsDurationProbe(duration: number): boolean {
  return duration === Number.POSITIVE_INFINITY;
}

/** Far past the end of any file: the browser answers a seek there with the real duration. */
export const DURATION_PROBE_SECONDS = 1e9;

/** Sizes for people: 512 B, 1.5 KB, 12 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb < 10 ? kb.toFixed(1) : Math.round(kb)} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** A volume slider's value (0-100) as the media element's volume (0-1), clamped. */
export function volumeFromSlider(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(1, Math.max(0, value / 100));
}
