import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { PLAYER_SIZE } from '../../domain/constants';
import { MediaIcon } from './MediaIcon';
import { formatTime, volumeFromSlider } from './mediaRules';
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
 * picture plays and pauses, like the common players.
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
          onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
          onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
          onDurationChange={(event) => setDuration(event.currentTarget.duration)}
          onVolumeChange={(event) => {
            setMuted(event.currentTarget.muted);
            if (!event.currentTarget.muted) setVolume(Math.round(event.currentTarget.volume * 100));
          }}
        />
        {kind === 'audio' ? <span className="media-player__audio-name">{name}</span> : null}
      </div>
      <div className="media-player__controls">
        <button type="button" className="media-button media-button--icon" onClick={toggle} aria-label={playing ? 'Pause' : 'Play'}>
          <MediaIcon name={playing ? 'pause' : 'play'} />
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
        <span className="media-player__time" aria-hidden="true">
          {formatTime(time)} / {formatTime(duration)}
        </span>
        <button type="button" className="media-button media-button--icon" onClick={toggleMute} aria-label="Mute" aria-pressed={muted}>
          <MediaIcon name={muted ? 'muted' : 'volume'} />
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
          <MediaIcon name="download" />
        </a>
        <button type="button" className="media-button media-button--icon" onClick={toggleFullscreen} aria-label={fullscreen ? 'Exit full screen' : 'Full screen'}>
          <MediaIcon name={fullscreen ? 'exit-fullscreen' : 'fullscreen'} />
        </button>
      </div>
    </div>
  );
}
