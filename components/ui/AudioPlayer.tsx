/**
 * A DAM audio file (spec 3.6) in the browser's own player: keyboard, screen reader, speed and
 * download come with it, and it costs no script. Nothing is fetched until the visitor presses play.
 */
import type { MediaItem } from '../../schema/media';

export function AudioPlayer({ audio, label, fallback }: { audio: Pick<MediaItem, 'url' | 'type'>; label: string; fallback: string }) {
  return (
    <audio controls preload="none" className="aud" aria-label={label}>
      <source src={audio.url} type={audio.type} />
      <a href={audio.url}>{fallback}</a>
    </audio>
  );
}
