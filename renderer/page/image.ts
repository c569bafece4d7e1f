/**
 * Spec 4.7 image resolution for a page's social image (spec 2.5): the rule itself is
 * schema/page-image.ts, shared with tiles and search records.
 */
import type { ContentItem } from '../../schema/kontent';
import { pagePicture } from '../../schema/page-image';

/** The URL only: it is the same in every language (the locale picks the alternative text). */
export const pageImage = (page: ContentItem, components: ContentItem[]): string | null => pagePicture(page.elements, components, 'en')?.url ?? null;
