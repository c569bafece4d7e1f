/** The gallery's UI words (site/messages `gallery`), as templates with {placeholders}. */
import type { Words } from '../../schema/words';

export type GalleryLabels = Words<'gallery'>;

/** The words the lightbox island shows: only these cross to the browser, not the whole namespace. */
export type LightboxLabels = Pick<GalleryLabels, 'dialog' | 'counter' | 'zoom' | 'close' | 'previous' | 'next'>;

/** One object per locale's words, so a page with two lightboxes (gallery, deck plans) sends it once and refers to it. */
const picked = new WeakMap<GalleryLabels, LightboxLabels>();

export const lightboxLabels = (labels: GalleryLabels): LightboxLabels => {
  const known = picked.get(labels);
  if (known) return known;
  const { dialog, counter, zoom, close, previous, next } = labels;
  const words = { dialog, counter, zoom, close, previous, next };
  picked.set(labels, words);
  return words;
};
