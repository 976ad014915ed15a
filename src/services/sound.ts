// The notification sound. Playing can be refused (autoplay policy before any click): that is not an error.

export interface Sound {
  play(): void;
}

export const NOTIFICATION_SOUND_URL = '/v2/sounds/notification.wav';
/** A customer's new message (the profile menu's sound setting): shorter and falling, unlike the chime. */
export const MESSAGE_SOUND_URL = '/v2/sounds/message.wav';

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
