/** English gallery labels for component tests (the site passes site/messages' `gallery`). */
import type { GalleryLabels } from './labels';

export const testLabels: GalleryLabels = {
  title: 'Gallery',
  viewAll: 'View all {count} photos',
  open: 'Open picture {index} of {total}: {alt}',
  dialog: '{name}: gallery',
  counter: '{index} / {total}',
  close: 'Close',
  previous: 'Previous picture',
  next: 'Next picture',
  zoom: 'Zoom',
  sections: 'Gallery sections',
  deckplans: 'Deck plans',
  motor: 'Motor yacht',
  sail: 'Sailing yacht',
  video: 'Video',
  videoFallback: 'Your browser cannot play this video; download it instead.',
  captions: 'Captions',
  download: 'Download video',
};
