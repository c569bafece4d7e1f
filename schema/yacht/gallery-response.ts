/**
 * The yacht-gallery route (GET /api/yacht-gallery/, spec 3.5, 3.6): the pictures a gallery teaser's
 * lightbox shows, fetched when the visitor points at or focuses the teaser, so a yacht page does not
 * carry every picture's words in its payload. zod/mini: the lightbox's chunk checks the answer.
 */
import { z } from 'zod/mini';
import type { Locale } from '../constants/locale';
import type { SimilarTo } from './similar-response';

export const YACHT_GALLERY_ENDPOINT = '/api/yacht-gallery/';

/** One picture as the lightbox shows it; a caption the picture lacks is absent, not null. */
export const lightboxPictureSchema = z.object({
  src: z.string(),
  alt: z.string(),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  section: z.string(),
});
export type LightboxPicture = z.output<typeof lightboxPictureSchema>;

export const yachtGalleryResponseSchema = z.object({ pictures: z.array(lightboxPictureSchema) });
export type YachtGalleryResponse = z.output<typeof yachtGalleryResponseSchema>;

/** The URL a teaser gives its lightbox: the page's yacht and market view, and the language. */
export const yachtGalleryUrl = ({ yacht, view }: SimilarTo, lang: Locale): string => `${YACHT_GALLERY_ENDPOINT}?${new URLSearchParams({ yacht, view, lang }).toString()}`;
