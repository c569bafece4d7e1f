/**
 * yacht_hero_component (spec 2.8, 3.10, 4.7, 9.1): the top of a yacht page. It has no elements of
 * its own: it shows the page's yacht (pageYacht) with its gallery profile, type, title, builder,
 * price per currency with ribbon and conversion tooltip, the seasonal charter rates, tax words, and
 * the page's actions.
 */
import { z } from 'zod';
import type { Locale } from '../constants/locale';
import type { TaxLabelKey } from '../constants/currency';
import { defineComponent, type MapContext } from '../define';
import type { YachtSectionId } from './jump_to_component';
import { background, toBackground } from '../elements';
import { toMediaItem, type MediaItem } from '../media';
import { heroProfile } from '../yacht/gallery-view';
import { taxLabelKey, taxSuffix, usTaxNote, type TaxSuffix } from '../yacht/tax';
import { seasonRates, type SeasonRates } from '../yacht/season-rates';
import { pageYacht, pricesByCurrency, type PricesByCurrency, type YachtView } from '../yacht/view';
import type { Ribbon } from '../yacht/ribbon';
import { builderOf } from './specification_table_component.rows';
import { brochureHref } from '../yacht/brochure';
import type { SimilarTo } from '../yacht/similar-response';
import { teaserSections } from './gallery_teaser_for_yacht_component';
import type { Background } from '../constants/component-defaults';

/** The contact page the 'Contact brokers' link opens (the drawer contract: the drawer opens over it). */
export const CONTACT_BROKERS_PATH = '/contact-superyacht-company/';

/** The anchor of the hero section, read by the jump-to menu (jump_to_component). */
export const HERO_SECTION_ID = 'overview' satisfies YachtSectionId;

export type MarketView = 'charter' | 'sale';

export type YachtHeroData = {
  yachtId: string;
  name: string;
  /** The page's market view; null for a ghost yacht, which is on neither market (spec 4.1). */
  market: MarketView | null;
  view: MarketView;
  builder: { name: string; href: string | null } | null;
  image: MediaItem | null;
  /**
   * Spec 2.8: the picture opens the lightbox as the gallery does. When it is one of the view's
   * gallery pictures, the lightbox shows them all from it (fetched from the yacht-gallery route as the
   * gallery teaser's are); null: it shows the picture alone.
   */
  lightbox: { gallery: SimilarTo; index: number } | null;
  /** Spec 9.1 words per display currency; null when nothing is shown (ghost, 5.1 empty prices). */
  prices: PricesByCurrency | null;
  /** Charter pages: the weekly rates per season (spec 3.3, 9.1), where the yacht has them. */
  seasonRates: SeasonRates | null;
  /** Sale pages: the tax label (9.1 'Price' when none is paid), the data's suffix and the US note. */
  tax: { label: TaxLabelKey; suffix: TaxSuffix | null; usNote: boolean } | null;
  /** The editor's ribbon, or 'new to the fleet' (spec 4.2), which the page words in its language. */
  ribbon: Ribbon | null;
  contactHref: string;
  brochureHref: string;
  /** The page's own address (localised path), for sharing. */
  sharePath: string | null;
};

export type YachtHeroProps = { locale: Locale; yacht: YachtHeroData | null; background: Background };

const viewOf = (ctx: MapContext, yacht: YachtView): MarketView => ctx.page.yachtType ?? (yacht.dataType === 'charter' ? 'charter' : 'sale');

/** Spec 4.7: the gallery's profile for the effective type, else the yacht's profile picture. */
export const heroImage = (ctx: MapContext, yacht: YachtView): MediaItem | null => {
  const profile = ctx.page.gallery ? heroProfile(ctx.page.gallery, yacht.effective, yacht.dataType) : null;
  return profile ? toMediaItem(profile, ctx.locale) : yacht.profile;
};

/** Null when no currency has words to show (a ghost yacht, or no price per spec 5.1). */
export const heroPrices = (yacht: YachtView, locale: Locale): PricesByCurrency | null => {
  const prices = pricesByCurrency(yacht, locale);
  return Object.values(prices).some((words) => words !== null) ? prices : null;
};

/** Where the hero picture sits among the pictures the yacht-gallery route answers for the page (teaserSections). */
const heroLightbox = (ctx: MapContext, yacht: YachtView, image: MediaItem | null): YachtHeroData['lightbox'] => {
  if (!image || !yacht.view) return null;
  const pictures = teaserSections(ctx.page.gallery, yacht, ctx.locale).flatMap((section) => section.images);
  const index = pictures.findIndex((picture) => picture.id === image.id || picture.url === image.url);
  return index < 0 ? null : { gallery: { yacht: yacht.codename, view: yacht.view }, index };
};

export const yachtHeroData = (ctx: MapContext, yacht: YachtView): YachtHeroData => {
  const view = viewOf(ctx, yacht);
  const image = heroImage(ctx, yacht);
  const prices = heroPrices(yacht, ctx.locale);
  const builderName = builderOf(yacht.api);
  const path = ctx.page.path ?? yacht.path;
  return {
    yachtId: yacht.yachtId,
    name: yacht.name,
    market: yacht.effective === 'ghost' ? null : view,
    view,
    builder: builderName ? { name: builderName, href: yacht.builderPath ? ctx.href(yacht.builderPath) : null } : null,
    image,
    lightbox: heroLightbox(ctx, yacht, image),
    prices,
    seasonRates: view === 'charter' ? seasonRates(yacht, ctx.locale) : null,
    tax: prices && view === 'sale' && yacht.effective === 'sale' ? { label: taxLabelKey(yacht.api), suffix: taxSuffix(yacht.api), usNote: usTaxNote(yacht.api) !== null } : null,
    ribbon: prices ? yacht.ribbon : null,
    contactHref: ctx.href(CONTACT_BROKERS_PATH),
    brochureHref: brochureHref(yacht.yachtId, view, ctx.locale),
    sharePath: path ? ctx.href(path) : null,
  };
};

export const yachtHeroComponent = defineComponent({
  codename: 'yacht_hero_component',
  elements: z.looseObject({ background_color__options: background().optional() }),
  toProps: (el, ctx): YachtHeroProps => {
    const yacht = pageYacht(ctx);
    return { locale: ctx.locale, yacht: yacht ? yachtHeroData(ctx, yacht) : null, background: toBackground(el.background_color__options) };
  },
});
