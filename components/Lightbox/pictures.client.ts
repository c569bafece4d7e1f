'use client';
/**
 * A gallery teaser's pictures from the yacht-gallery route (spec 3.6), checked: loaded with the
 * lightbox's own chunk, so a yacht page's first script carries neither the request nor zod.
 */
import '../ui/zod-jitless.client';
import { createOnDemand } from '../ui/on-demand/on-demand';
import type { LightboxItem } from './gallery-media';

const load = createOnDemand((url, init) => fetch(url, init));
const loadSchema = () => import('../../schema/yacht/gallery-response').then((module) => module.yachtGalleryResponseSchema);

/** The pictures, or null when the request fails or answers none: the picture's link then opens it alone. */
export const fetchPictures = (url: string): Promise<LightboxItem[] | null> =>
  load(url, loadSchema).then(
    ({ pictures }) => (pictures.length > 0 ? pictures : null),
    () => null,
  );
