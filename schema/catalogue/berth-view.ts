/**
 * A berth item as the berth components read it (spec 2.9): name, path, location, length and beam in
 * metres and feet, the price in its contract currency or POA, and the image. A berth page names its
 * berth in the page's `berth` element (`ctx.page.berth`).
 */
import { CURRENCY_SYMBOLS, PRICE_TEXTS } from '../constants/currency';
import type { Locale } from '../constants/locale';
import { issuesOf, itemRef, type MapContext } from '../define';
import { firstMedia, isYes, optionalText } from '../elements';
import type { ContentItem } from '../kontent';
import type { MediaItem } from '../media';
import { toOptionalRichText, type RichTextValue } from '../rich-text';
import { formatAmount } from '../yacht/currency';
import { formatFeet, formatMeters } from '../yacht/units';
import { berthElementsSchema, type BerthElements } from './berth';

const INCHES_PER_METRE = 1 / 0.0254;

/** Metres to whole feet and inches (rounded to the inch, 12 inches carried into a foot). */
export const feetAndInches = (metres: number): { feet: number; inches: number } => {
  const total = Math.round(metres * INCHES_PER_METRE);
  return { feet: Math.floor(total / 12), inches: total % 12 };
};

/** A dimension in both units: '9 m' and `29' 6"`. */
export type BerthDimension = { m: string; ft: string };

const dimension = (metres: number, feet: number | null | undefined, inches: number | null | undefined, locale: Locale): BerthDimension => {
  // The data's own feet win (as for yachts); a berth without them gets them from metres.
  const imperial = typeof feet === 'number' ? { feet, inches: typeof inches === 'number' ? inches : null } : feetAndInches(metres);
  return { m: formatMeters(metres, locale), ft: formatFeet(imperial.feet, imperial.inches) };
};

/** Spec 2.9: the price in the berth's one contract currency, or POA (on application, or no amount). */
export type BerthPrice = { kind: 'amount'; currency: 'eur' | 'usd'; amount: number; text: string } | { kind: 'poa'; text: string };

export const berthPrice = (e: Pick<BerthElements, 'price' | 'currency' | 'poa'>, locale: Locale): BerthPrice => {
  const amount = e.price?.value ?? null;
  if (isYes(e.poa) || amount === null || amount <= 0) return { kind: 'poa', text: PRICE_TEXTS.poa[locale] };
  // The model's prices are euros unless the item names US dollars.
  const currency = e.currency?.value.trim().toUpperCase() === 'USD' ? 'usd' : 'eur';
  return { kind: 'amount', currency, amount, text: `${CURRENCY_SYMBOLS[currency]}${formatAmount(amount)}` };
};

export type BerthView = {
  codename: string;
  name: string;
  /** The berth page's path without locale, e.g. '/berths-for-sale/port-vauban-70m-berth'. */
  path: string;
  marina: string;
  /** Location and country, without repeating a country that is also the location ('Monaco'). */
  location: string | null;
  length: BerthDimension;
  beam: BerthDimension | null;
  price: BerthPrice;
  leaseUntil: number | null;
  image: MediaItem | null;
  description: RichTextValue | null;
};

const placeOf = (e: BerthElements): string | null => {
  const parts = [optionalText(e.location), optionalText(e.country)].filter((part): part is string => part !== null);
  return parts.length > 0 ? [...new Set(parts)].join(', ') : null;
};

/** Builds the view of a berth item; an invalid item is reported through ctx and gives null. */
export const berthView = (item: ContentItem, ctx: Pick<MapContext, 'locale' | 'report'>): BerthView | null => {
  const parsed = berthElementsSchema.safeParse(item.elements);
  if (!parsed.success) {
    issuesOf(parsed.error, itemRef(item), item.elements).forEach((issue) => ctx.report(issue));
    return null;
  }
  const e = parsed.data;
  const beam = e.beam?.value ?? null;
  return {
    codename: item.system.codename,
    name: e.name.value.trim(),
    path: e.url_slug.value.trim(),
    marina: e.marina.value.trim(),
    location: placeOf(e),
    length: dimension(e.length.value, e.length_feet?.value, e.length_inches?.value, ctx.locale),
    beam: beam === null ? null : dimension(beam, e.beam_feet?.value, e.beam_inches?.value, ctx.locale),
    price: berthPrice(e, ctx.locale),
    leaseUntil: e.lease_until?.value ?? null,
    image: firstMedia(e.image, ctx.locale),
    description: toOptionalRichText(e.description),
  };
};

/**
 * The berth of the page an item sits on (a berth page's `berth` element). A component placed on a
 * page without one reports it, so the editor learns why the component shows nothing.
 */
export const pageBerth = (ctx: MapContext): BerthView | null => {
  const codename = ctx.page.berth;
  const item = codename ? ctx.linkedItem(codename) : undefined;
  if (!item || item.system.type !== 'berth') {
    ctx.report({
      item: ctx.item,
      element: '(page berth)',
      problem: codename
        ? `The page's berth '${codename}' is missing or is not a berth: it is not published in this language, or was deleted`
        : "This component shows the page's berth: choose the berth in the page's 'berth' element",
    });
    return null;
  }
  return berthView(item, ctx);
};
