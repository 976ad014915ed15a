import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MediaPlayer } from './MediaPlayer';

let play: ReturnType<typeof vi.fn>;
let pause: ReturnType<typeof vi.fn>;

beforeEach(() => {
  // happy-dom does not decode media: playing and pausing fire their events as a browser would.
  play = vi.fn(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = vi.fn(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as unknown as () => Promise<void>);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause as unknown as () => void);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup(kind: 'audio' | 'video' = 'video') {
  render(<MediaPlayer src="/v2/api/files/f1/clip.mp4" name="clip.mp4" kind={kind} />);
  const element = document.querySelector(kind) as HTMLMediaElement;
  Object.defineProperty(element, 'duration', { value: 65, configurable: true });
  fireEvent(element, new Event('loadedmetadata'));
  return element;
}

describe('MediaPlayer', () => {
  it('is 450x250 with its own controls: play, progress, time, mute, volume, download and full screen', () => {
    setup();
    const player = screen.getByRole('group', { name: 'Video player: clip.mp4' });
    expect(player).toHaveStyle({ width: '450px', height: '250px' });
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Progress' })).toBeEnabled();
    expect(player).toHaveTextContent('0:00 / 1:05');
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('100');
    expect(screen.getByRole('link', { name: 'Download clip.mp4' })).toHaveAttribute('download', 'clip.mp4');
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
    expect(document.querySelector('video')).not.toHaveAttribute('controls');
  });

  it('plays and pauses from the button, and from Space on the picture', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(pause).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(screen.getByRole('button', { name: 'Play clip.mp4' }), { key: ' ' });
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('seeks with the progress bar and shows the time', () => {
    const element = setup();
    const progress = screen.getByRole('slider', { name: 'Progress' });
    fireEvent.change(progress, { target: { value: '30' } });
    expect(element.currentTime).toBe(30);
    expect(progress).toHaveAttribute('aria-valuetext', '0:30 of 1:05');
  });

  it('mutes, unmutes and sets the volume', () => {
    const element = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(element.muted).toBe(true);
    fireEvent(element, new Event('volumechange'));
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    fireEvent(element, new Event('volumechange'));
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '40' } });
    expect(element.volume).toBeCloseTo(0.4);
    expect(element.muted).toBe(false);
  });

  it('asks for full screen on the whole player', () => {
    setup();
    const request = vi.fn(() => Promise.resolve());
    const player = screen.getByRole('group', { name: 'Video player: clip.mp4' });
    player.requestFullscreen = request;
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(request).toHaveBeenCalled();
  });

  it("learns a recording's missing duration by seeking past the end, then goes back to the start", () => {
    render(<MediaPlayer src="/v2/api/files/f1/rec.webm" name="rec.webm" kind="video" />);
    const element = document.querySelector('video') as HTMLMediaElement;
    Object.defineProperty(element, 'duration', { value: Infinity, configurable: true });
    fireEvent(element, new Event('loadedmetadata'));
    expect(element.currentTime).toBeGreaterThan(1e6);
    expect(screen.getByRole('slider', { name: 'Progress' })).toBeDisabled();

    Object.defineProperty(element, 'duration', { value: 1.5, configurable: true });
    fireEvent(element, new Event('durationchange'));
    expect(element.currentTime).toBe(0);
    expect(screen.getByRole('slider', { name: 'Progress' })).toBeEnabled();
    expect(screen.getByTestId('media-time')).toHaveTextContent('0:00 / 0:01');
  });

  it('plays audio in the same frame, named by its file', () => {
    setup('audio');
    expect(screen.getByRole('group', { name: 'Audio player: clip.mp4' })).toHaveTextContent('clip.mp4');
  });
});
