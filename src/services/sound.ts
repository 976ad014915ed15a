// The notification sound. Playing can be refused (autoplay policy before any click): that is not an error.

export interface Sound {
  play(): void;
}

export const NOTIFICATION_SOUND_URL = '/v2/sounds/notification.wav';

export function createSound(url: string = NOTIFICATION_SOUND_URL): Sound {
  let audio: HTMLAudioElement | null = null;
  return {
    play() {
      if (typeof Audio === 'undefined') return;
      audio ??= new Audio(url);
      audio.currentTime = 0;
      audio.play().catch(() => undefined);
    },
  };
}
