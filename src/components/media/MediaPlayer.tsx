import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { PLAYER_SIZE } from '../../domain/constants';
import { Download, Maximize, Minimize, Pause, Play, Volume2, VolumeX } from '../icons/glyphs';
import { Icon } from '../icons/Icon';
import { DURATION_PROBE_SECONDS, formatTime, needsDurationProbe, volumeFromSlider } from './mediaRules';
import './media.css';

export interface MediaPlayerProps {
  src: string;
  name: string;
  kind: 'audio' | 'video';
}

/**
 * Audio and video at the spec's 450x250 (§9), with our own controls so they look and work the same in
 * every browser: download, play/pause, a seekable progress bar, the time, mute, volume and fullscreen.
 * Every control is a button or a slider, so the keyboard reaches all of them; Space or K on the
 * picture plays and pauses, like the common players. The picture is fitted into the space above the
 * control bar (media.css), whatever its shape.
 */
export function MediaPlayer({ src, name, kind }: MediaPlayerProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(NaN);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(100);
  const [fullscreen, setFullscreen] = useState(false);
  // A browser recording's header carries no duration: seeking far past the end makes the browser read
  // it, then the player goes back to the start (onDurationChange).
  const probingDuration = useRef(false);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const media = () => mediaRef.current;
  const toggle = () => {
    const element = media();
    if (!element) return;
    if (element.paused) void element.play()?.catch(() => setPlaying(false));
    else element.pause();
  };
  const seek = (seconds: number) => {
    const element = media();
    if (element && Number.isFinite(seconds)) element.currentTime = seconds;
    setTime(seconds);
  };
  const changeVolume = (value: number) => {
    const element = media();
    setVolume(value);
    if (!element) return;
    element.volume = volumeFromSlider(value);
    element.muted = value === 0;
  };
  const toggleMute = () => {
    const element = media();
    if (element) element.muted = !element.muted;
  };
  const toggleFullscreen = () => {
    const frame = frameRef.current;
    if (!frame) return;
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void frame.requestFullscreen?.();
  };
  const onStageKey = (event: KeyboardEvent) => {
    if (event.key === ' ' || event.key === 'k' || event.key === 'K') {
      event.preventDefault();
      toggle();
    }
  };

  const MediaTag = kind;
  const seekable = Number.isFinite(duration) && duration > 0;
  return (
    <div
      ref={frameRef}
      className={`media-player media-player--${kind}${fullscreen ? ' media-player--fullscreen' : ''}`}
      style={{ width: PLAYER_SIZE.width, height: PLAYER_SIZE.height }}
      role="group"
      aria-label={`${kind === 'video' ? 'Video' : 'Audio'} player: ${name}`}
    >
      <div className="media-player__stage" tabIndex={0} onClick={toggle} onKeyDown={onStageKey} aria-label={playing ? `Pause ${name}` : `Play ${name}`} role="button">
        <MediaTag
          ref={mediaRef}
          src={src}
          preload="metadata"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onTimeUpdate={(event) => {
            if (!probingDuration.current) setTime(event.currentTarget.currentTime);
          }}
          onLoadedMetadata={(event) => {
            const element = event.currentTarget;
            if (!needsDurationProbe(element.duration)) return setDuration(element.duration);
            probingDuration.current = true;
            element.currentTime = DURATION_PROBE_SECONDS;
          }}
          onDurationChange={(event) => {
            const element = event.currentTarget;
            if (!Number.isFinite(element.duration)) return;
            setDuration(element.duration);
            if (!probingDuration.current) return;
            probingDuration.current = false;
            element.currentTime = 0;
            setTime(0);
          }}
          onVolumeChange={(event) => {
            setMuted(event.currentTarget.muted);
            if (!event.currentTarget.muted) setVolume(Math.round(event.currentTarget.volume * 100));
          }}
        />
        {kind === 'audio' ? <span className="media-player__audio-name">{name}</span> : null}
      </div>
      <div className="media-player__controls">
        <button type="button" className="media-button media-button--icon" onClick={toggle} aria-label={playing ? 'Pause' : 'Play'}>
          <Icon icon={playing ? Pause : Play} size={20} />
        </button>
        <input
          type="range"
          className="media-player__progress"
          aria-label="Progress"
          min={0}
          max={seekable ? duration : 0}
          step="any"
          value={seekable ? Math.min(time, duration) : 0}
          disabled={!seekable}
          aria-valuetext={`${formatTime(time)} of ${formatTime(duration)}`}
          onChange={(event) => seek(Number(event.currentTarget.value))}
        />
        <span className="media-player__time" aria-hidden="true" data-testid="media-time">
          {formatTime(time)} / {formatTime(duration)}
        </span>
        <button type="button" className="media-button media-button--icon" onClick={toggleMute} aria-label="Mute" aria-pressed={muted}>
          <Icon icon={muted ? VolumeX : Volume2} size={20} />
        </button>
        <input
          type="range"
          className="media-player__volume"
          aria-label="Volume"
          min={0}
          max={100}
          step={5}
          value={muted ? 0 : volume}
          aria-valuetext={muted ? 'muted' : `${volume}%`}
          onChange={(event) => changeVolume(Number(event.currentTarget.value))}
        />
        <a className="media-button media-button--icon" href={src} download={name} aria-label={`Download ${name}`}>
          <Icon icon={Download} size={20} />
        </a>
        <button type="button" className="media-button media-button--icon" onClick={toggleFullscreen} aria-label={fullscreen ? 'Exit full screen' : 'Full screen'}>
          <Icon icon={fullscreen ? Minimize : Maximize} size={20} />
        </button>
      </div>
    </div>
  );
}
