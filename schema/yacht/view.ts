/**
 * A yacht item as the yacht components read it (spec 3.3): the parsed elements with the pure rules
 * applied once (effective type 4.1, ribbon 4.2, prices per currency 9.1). A yacht page names its
 * yacht in the page's `yacht` element; grids and sliders link yachts themselves.
 */
import type { PriceCurrency } from '../constants/currency';
import type { Locale } from '../constants/locale';
import type { MapContext } from '../define';
import { issuesOf, itemRef } from '../define';
import { firstMedia } from '../elements';
import type { ContentItem } from '../kontent';
import type { MediaItem } from '../media';
import type { YachtApi, YachtDataType } from './api';
import { effectiveType, yachtTypeOf, type EffectiveType, type YachtType } from './effective-type';
import type { ContractCurrencies, PriceMap } from './price';
import { priceWords, type PriceWords } from './price-text';
import { displayPrice } from './prices';
import { ribbon, type Ribbon } from './ribbon';
import { yachtElementsSchema } from './yacht';

export type YachtView = {
  codename: string;
  /** The source system's YachtId (spec 3.7), e.g. 'Y1234_XX'. */
  yachtId: string;
  name: string;
  yachtType: YachtType;
  dataType: YachtDataType;
  /** The market view it is shown in: the page's type, or the card's list. */
  view: 'charter' | 'sale' | null;
  effective: EffectiveType;
  api: YachtApi;
  price: PriceMap;
  contractCurrencies: ContractCurrencies;
  ribbon: Ribbon | null;
  /** Detail paths without locale; null where the yacht has no page of that kind. */
  paths: { charter: string | null; sale: string | null; ghost: string | null };
  /** The path for `view` (its ghost page when it is not offered that way). */
  path: string | null;
  galleryUrl: string | null;
  profile: MediaItem | null;
  youtube: { charter: string | null; sale: string | null };
  /** The path of the builder's page on this site (spec 3.3 builderLink). */
  builderPath: string | null;
};

const nonEmpty = (value: string | undefined): string | null => (value && value.trim() ? value.trim() : null);

/** Builds the view of a yacht item; invalid items are reported through ctx and give null. */
export const yachtView = (item: ContentItem, view: 'charter' | 'sale' | null, ctx: Pick<MapContext, 'locale' | 'linkedItem' | 'report'>): YachtView | null => {
  const parsed = yachtElementsSchema.safeParse(item.elements);
  if (!parsed.success) {
    issuesOf(parsed.error, itemRef(item), item.elements).forEach((issue) => ctx.report(issue));
    return null;
  }
  const e = parsed.data;
  const yachtType = yachtTypeOf(e.yacht_type.value[0]?.codename);
  const effective = effectiveType(yachtType, view ?? 'none');
  const paths = { charter: nonEmpty(e.url_charter?.value), sale: nonEmpty(e.url_sale?.value), ghost: nonEmpty(e.url_ghost?.value) };
  const builder = e.builder_internal_page?.value[0];
  const builderPage = builder ? ctx.linkedItem(builder) : undefined;
  const builderSlug = builderPage?.elements['url_slug']?.value;
  return {
    codename: item.system.codename,
    yachtId: e.api_data.value.id,
    name: e.name.value.trim(),
    yachtType,
    dataType: e.api_data.value.type,
    view,
    effective,
    api: e.api_data.value,
    price: e.price.value,
    contractCurrencies: e.contract_currencies.value,
    ribbon: ribbon({ ribbonText: e.ribbon_text?.value, yachtType, activeType: view ?? 'none', api: e.api_data.value }),
    paths,
    path: (view ? paths[view] : null) ?? paths.ghost ?? paths.charter ?? paths.sale,
    galleryUrl: e.gallery_asset?.value[0]?.url ?? null,
    profile: firstMedia(e.profile_image, ctx.locale),
    youtube: { charter: nonEmpty(e.charter_youtube_url?.value), sale: nonEmpty(e.sale_youtube_url?.value) },
    builderPath: typeof builderSlug === 'string' && builderSlug.startsWith('/') ? builderSlug : null,
  };
};

/**
 * The yacht of the page an item sits on (a yacht page's `yacht` element). A component placed on a
 * page without one reports it, so the editor learns why the component shows nothing.
 */
export const pageYacht = (ctx: MapContext): YachtView | null => {
  const codename = ctx.page.yacht;
  const item = codename ? ctx.linkedItem(codename) : undefined;
  if (!item || item.system.type !== 'yacht') {
    ctx.report({
      item: ctx.item,
      element: '(page yacht)',
      problem: codename
        ? `The page's yacht '${codename}' is missing or is not a yacht: it is not published in this language, or was deleted`
        : "This component shows the page's yacht: choose the yacht in the page's 'yacht' element",
    });
    return null;
  }
  return yachtView(item, ctx.page.yachtType, ctx);
};

/** The price in every display currency (spec 9.1): what the currency switch chooses between. */
export type PricesByCurrency = Record<PriceCurrency, PriceWords | null>;

export const pricesByCurrency = (yacht: Pick<YachtView, 'effective' | 'price' | 'api' | 'contractCurrencies'>, locale: Locale): PricesByCurrency => {
  const at = (currency: PriceCurrency) => priceWords(displayPrice({ type: yacht.effective, price: yacht.price, api: yacht.api, contractCurrencies: yacht.contractCurrencies, currency }), locale);
  return { aud: at('aud'), gbp: at('gbp'), eur: at('eur'), usd: at('usd') };
};
