/** What every demo-content generator receives; the seed makes the whole output reproducible. */
import type { Faker } from '@faker-js/faker';
import type { ItemSpec, LanguageCodename, MediaRef } from './kontent';

export type ImageSubject = 'yacht' | 'yacht-interior' | 'deckplan' | 'seascape' | 'harbour' | 'destination' | 'event' | 'portrait' | 'office' | 'shipyard' | 'logo' | 'abstract';

export type ImageRequest = {
  subject: ImageSubject;
  /** Stable key: the same key always yields the same image. */
  key: string;
  /** What the page wants the picture to stand for: it steers the illustration (sail or motor, room,
   * region) but is not its alt text, which describes what is drawn. */
  about: Record<LanguageCodename, string>;
  /** The person or company a portrait or logo names (drawn as initials or a wordmark). */
  name?: string;
  title?: Record<LanguageCodename, string>;
  width?: number;
  height?: number;
};

export type MediaFactory = {
  image(request: ImageRequest): MediaRef;
  /** A non-image file (PDF brochure, gallery JSON, audio) stored beside the images. */
  file(request: { key: string; name: string; type: string; body: Buffer | string }): MediaRef;
};

export type GeneratorContext = {
  seed: number;
  yachtCount: number;
  /** Seeded random number in [0, 1). */
  random(): number;
  faker: Record<LanguageCodename, Faker>;
  media: MediaFactory;
  add(item: ItemSpec): void;
  /** Items added so far, to link to them (e.g. the yachts a page shows). */
  items(): readonly ItemSpec[];
};

export type Generator = (ctx: GeneratorContext) => void;
