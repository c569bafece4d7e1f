/**
 * Spec 3.5 and 4.7: reading a parsed gallery JSON for a view: which part (Sale or Charter) a hero
 * uses, its sections with the deck plans as one more section, and the video to play.
 */
import { DECKPLAN_LABEL } from '../constants/yacht';
import type { YachtDataType } from './api';
import type { EffectiveType, YachtType } from './effective-type';
import type { GalleryJson, GalleryMedia, GalleryPart } from './gallery';

type View = 'charter' | 'sale';

const saleOrCharter = (gallery: GalleryJson): GalleryPart | undefined => (gallery.sale?.profile ? gallery.sale : gallery.charter);

/**
 * Spec 4.7: sale uses Sale, charter uses Charter, ghost uses the yacht data's own type; otherwise
 * (sale+charter, none, or a ghost whose data is sale+charter) Sale if it has a profile, else Charter.
 */
export const heroGalleryPart = (gallery: GalleryJson, type: YachtType | EffectiveType, dataType: YachtDataType): GalleryPart | undefined => {
  const view = type === 'ghost' ? dataType : type;
  if (view === 'sale') return gallery.sale;
  if (view === 'charter') return gallery.charter;
  return saleOrCharter(gallery);
};

/** The hero image (spec 4.7: the gallery profile), or null when the part has none. */
export const heroProfile = (gallery: GalleryJson, type: YachtType | EffectiveType, dataType: YachtDataType): GalleryMedia | null => heroGalleryPart(gallery, type, dataType)?.profile ?? null;

export type GallerySection = { section: string; label: string; images: GalleryMedia[] };

/** Spec 3.5: the deck plans as a single section labelled 'Deckplan' unless a label is given. */
export const deckplanSection = (part: GalleryPart | undefined, label?: string | null): GallerySection | null => {
  const images = part?.deckplans ?? [];
  return images.length > 0 ? { section: 'deckplans', label: label?.trim() || DECKPLAN_LABEL, images } : null;
};

/** The gallery's sections (empty ones dropped), then the deck plans as one section. */
export const gallerySections = (part: GalleryPart | undefined, deckplanLabel?: string | null): GallerySection[] => {
  const sections = (part?.gallery ?? []).filter((s) => s.images.length > 0);
  const deckplans = deckplanSection(part, deckplanLabel);
  return deckplans ? [...sections, deckplans] : sections;
};

/**
 * Spec 3.5: the first video flagged for the view (videoProfileCharter / videoProfileSale); with none
 * flagged, the first entry (the spec's other reading), so a part with videos always plays one.
 */
export const galleryVideo = (part: GalleryPart | undefined, view: View): GalleryMedia | null => {
  const videos = part?.video ?? [];
  const flagged = videos.find((v) => (view === 'charter' ? v.videoProfileCharter : v.videoProfileSale) === true);
  return flagged ?? videos[0] ?? null;
};
