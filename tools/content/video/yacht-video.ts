/**
 * The demo yacht video (spec 3.5, 3.6): what it shows, scene by scene, and its committed files.
 * The captions are written from the scenes' own descriptions (art/describe.ts), so they say what
 * the drawings show and nothing more.
 */
import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import { describeArt } from '../art/describe';
import type { ImageSubject } from '../context';
import type { LanguageCodename } from '../kontent';

export const VIDEO_DIR = dirname(fileURLToPath(import.meta.url));
export const VIDEO_FILES = { video: 'yacht-motor.webm', poster: 'yacht-motor-poster.jpg', captions: 'yacht-motor.en.vtt' } as const;

type Scene = { subject: ImageSubject; seed: string; hint: string; seconds: number; motion: Record<LanguageCodename, string> };

export const VIDEO_SCENES: readonly Scene[] = [
  { subject: 'yacht', seed: 'video:yacht-motor', hint: 'motor yacht', seconds: 5, motion: { en: 'The view slowly closes in.', es: 'La imagen se acerca lentamente.' } },
  { subject: 'yacht-interior', seed: 'video:interior-salon', hint: 'salon', seconds: 4, motion: { en: 'The view slowly closes in.', es: 'La imagen se acerca lentamente.' } },
];

/** Seconds the crossfade between two scenes lasts. */
const FADE = 1;

const stamp = (seconds: number): string => `00:00:${String(Math.floor(seconds)).padStart(2, '0')}.${String(Math.round((seconds % 1) * 1000)).padStart(3, '0')}`;

/** WebVTT captions: one cue per scene, from its start to its end (the fade belongs to both). */
export const vttOf = (language: LanguageCodename): string => {
  let start = 0;
  const cues = VIDEO_SCENES.map((scene, i) => {
    const end = start + scene.seconds - (i < VIDEO_SCENES.length - 1 ? FADE : 0);
    const text = `${describeArt({ subject: scene.subject, hint: scene.hint })[language]}. ${scene.motion[language]}`;
    const cue = `${i + 1}\n${stamp(start)} --> ${stamp(end)}\n${text}\n`;
    start = end;
    return cue;
  });
  return `WEBVTT\n\n${cues.join('\n')}`;
};

/** Total length in seconds. */
export const VIDEO_SECONDS = VIDEO_SCENES.reduce((sum, s) => sum + s.seconds, 0) - FADE * (VIDEO_SCENES.length - 1);
