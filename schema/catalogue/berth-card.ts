/**
 * A berth for sale as a card (spec 2.9: Beam, Location, Price or POA), in the yacht card's style,
 * for grids on the berths-for-sale listing.
 */
import { CURRENCY_SYMBOLS, PRICE_TEXTS } from '../constants/currency';
import type { MapContext } from '../define';
import { issuesOf, itemRef } from '../define';
import { firstMedia, isYes, optionalText } from '../elements';
import type { ContentItem } from '../kontent';
import type { MediaItem } from '../media';
import { formatMeters } from '../yacht/units';
import { berthElementsSchema } from './berth';

export type BerthCardData = {
  codename: string;
  name: string;
  href: string;
  location: string | null;
  length: string;
  beam: string | null;
  price: string;
  image: MediaItem | null;
};

const euro = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const berthCard = (item: ContentItem, ctx: Pick<MapContext, 'locale' | 'href' | 'report'>): BerthCardData | null => {
  const parsed = berthElementsSchema.safeParse(item.elements);
  if (!parsed.success) {
    issuesOf(parsed.error, itemRef(item), item.elements).forEach((issue) => ctx.report(issue));
    return null;
  }
  const b = parsed.data;
  const amount = b.price?.value ?? null;
  const location = [optionalText(b.location), optionalText(b.country)].filter((part): part is string => part !== null);
  return {
    codename: item.system.codename,
    name: b.name.value.trim(),
    href: ctx.href(b.url_slug.value),
    location: location.length > 0 ? [...new Set(location)].join(', ') : null,
    length: formatMeters(b.length.value, ctx.locale),
    beam: typeof b.beam?.value === 'number' ? formatMeters(b.beam.value, ctx.locale) : null,
    price: isYes(b.poa) || amount === null ? PRICE_TEXTS.poa[ctx.locale] : `${CURRENCY_SYMBOLS.eur}${euro.format(amount)}`,
    image: firstMedia(b.image, ctx.locale),
  };
};
