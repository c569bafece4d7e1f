/**
 * What the gallery components of a yacht page share (spec 3.5, 3.6): the part of the page's
 * gallery file for the page's view, its sections as media items of the page's locale, and the
 * motor or sail reading of `powerorsail` (spec 3.3, 9.6: motor unless it says sail).
 */
import type { Locale } from '../constants/locale';
import type { MapContext } from '../define';
import { toMediaItem, type MediaItem } from '../media';
import type { GalleryPart } from '../yacht/gallery';
import { heroGalleryPart, type GallerySection } from '../yacht/gallery-view';
import type { YachtView } from '../yacht/view';

export type GallerySectionProps = { section: string; label: string; images: MediaItem[] };

/** The yacht as the gallery components name it. */
export type GalleryYacht = { name: string; powerOrSail: 'motor' | 'sail' };

/**
 * Spec 3.5: the Sale part on a sale page, the Charter part on a charter page (4.7's rule when the
 * page has no view). A file with only the other part still shows it: the pictures are the same boat.
 */
export const viewGalleryPart = (ctx: Pick<MapContext, 'page'>, yacht: Pick<YachtView, 'view' | 'yachtType' | 'dataType'>): GalleryPart | undefined => {
  const gallery = ctx.page.gallery;
  if (!gallery) return undefined;
  return heroGalleryPart(gallery, yacht.view ?? yacht.yachtType, yacht.dataType) ?? gallery.sale ?? gallery.charter;
};

/** Sections in the page's locale, keeping images only (a stray PDF or video is not a photo). */
export const toSectionProps = (sections: readonly GallerySection[], locale: Locale): GallerySectionProps[] =>
  sections.map((s) => ({ section: s.section, label: s.label, images: s.images.map((raw) => toMediaItem(raw, locale)).filter((m) => m.isImage) })).filter((s) => s.images.length > 0);

export const powerOrSail = (value: string | null | undefined): 'motor' | 'sail' => (value?.trim().toLowerCase() === 'sail' ? 'sail' : 'motor');

export const galleryYacht = (yacht: YachtView): GalleryYacht => ({ name: yacht.name, powerOrSail: powerOrSail(yacht.api.powerorsail) });
