/** The gallery's UI words (site/messages `gallery`), as templates with {placeholders}. */
import type { Words } from '../../schema/words';

export type GalleryLabels = Words<'gallery'>;
