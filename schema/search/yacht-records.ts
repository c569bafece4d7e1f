/**
 * Spec 9.2 and 3.3: the yacht records of the yacht index, one per market view (a sale+charter yacht
 * is listed for sale and for charter). Pure: the indexing command and the site's webhook share it.
 * Ghost yachts are not on the market and get no record.
 */
import { CABIN_BANDS, GUEST_BANDS, SEARCH_PRICE_CURRENCIES, YEAR_RANGE_SPAN, type CountBand, type SearchPriceCurrency } from '../constants/search';
import type { Locale } from '../constants/locale';
import { publicPath } from '../locale';
import { htmlText } from '../html-text';
import { toMediaItem } from '../media';
import { priceValue } from '../yacht/currency';
import { contractCurrency } from '../yacht/prices';
import { yachtTypeOf, yachtTypes, type YachtType } from '../yacht/effective-type';
import { ribbon } from '../yacht/ribbon';
import { isYes } from '../elements';
import { yachtElementsSchema, type YachtElements } from '../yacht/yacht';
import type { RecordImage, YachtRecord } from './record-types';
import { dataWord, type YachtDataWords } from '../yacht/data-words';
import { wordsOf, type Translator } from '../words';

/**
 * The fixed values a record names in its locale: amenities arrive from the yacht data in English and
 * are facets and searchable words, so a Spanish record carries them in Spanish (spec 9.2).
 * Destinations come translated with the language's content. `newToTheFleet` is the ribbon's word
 * (spec 4.2) as the site's cards say it.
 */
export type RecordWords = Pick<YachtDataWords, 'amenities'> & { newToTheFleet: string };

/** The record words from the site's translator (the webhook); the indexing command reads the same messages from their files. */
export const recordWordsOf = (t: Translator): RecordWords => ({ amenities: wordsOf(t, 'yachtData').amenities, newToTheFleet: t('yachtList.card.newToTheFleet') });

/** '2015-2019' for 2017 (spans of YEAR_RANGE_SPAN starting at multiples of it). */
export const yearRange = (year: number | null): string | undefined => {
  if (year === null) return undefined;
  const start = Math.floor(year / YEAR_RANGE_SPAN) * YEAR_RANGE_SPAN;
  return `${start}-${start + YEAR_RANGE_SPAN - 1}`;
};

/** '7-10' or '13+' for a count; undefined when the count is missing or below every band. */
export const bandOf = (value: number | null, bands: readonly CountBand[]): string | undefined => {
  if (value === null) return undefined;
  const band = bands.find((b) => value >= b.min && (b.max === null || value <= b.max));
  if (!band) return undefined;
  return band.max === null ? `${band.min}+` : `${band.min}-${band.max}`;
};

/** Descriptions are cut so records stay small (Algolia bills and limits by record size). */
const DESCRIPTION_CHARS = 400;
const excerpt = (html: string): string => {
  const text = htmlText(html);
  return text.length <= DESCRIPTION_CHARS ? text : `${text.slice(0, DESCRIPTION_CHARS).replace(/\s+\S*$/, '')}…`;
};

export const imageOf = (items: readonly Parameters<typeof toMediaItem>[0][] | undefined, locale: Locale): RecordImage | null => {
  const first = items?.[0];
  if (!first) return null;
  const media = toMediaItem(first, locale);
  return media.isImage ? { url: media.url, alt: media.alt } : null;
};

const urlOf = (elements: YachtElements, view: 'charter' | 'sale'): string | null => {
  const url = (view === 'charter' ? elements.url_charter?.value : elements.url_sale?.value)?.trim();
  return url ? url : null;
};

const pricesOf = (elements: YachtElements, view: 'charter' | 'sale'): Partial<Record<SearchPriceCurrency, number>> => {
  if (view === 'sale' && elements.api_data.value.poa === 'true') return {};
  const prices: Partial<Record<SearchPriceCurrency, number>> = {};
  for (const code of SEARCH_PRICE_CURRENCIES) {
    const amount = priceValue(elements.price.value[code][view]);
    if (amount !== null) prices[code] = Math.round(amount);
  }
  return prices;
};

const newToFleet = (elements: YachtElements, view: 'charter' | 'sale'): boolean => {
  const api = elements.api_data.value;
  return view === 'sale' ? isYes(elements.sale_new_to_market) || api.saleNewToMarket === 'true' : isYes(elements.charter_new_to_market) || api.charterNewToMarket === 'true';
};

/** Spec 4.2 for the record's view, worded as the yacht's page and the grids word it: a search card shows it as it is. */
const ribbonOf = (elements: YachtElements, yachtType: YachtType, view: 'charter' | 'sale', words: RecordWords): string | undefined => {
  const shown = ribbon({ ribbonText: elements.ribbon_text?.value, yachtType, activeType: view, api: elements.api_data.value });
  if (!shown) return undefined;
  return shown.source === 'editor' ? shown.text : words.newToTheFleet;
};

/** The yacht's records from its already validated elements. */
export const yachtRecordsOf = (codename: string, elements: YachtElements, locale: Locale, words: RecordWords): YachtRecord[] => {
  const api = elements.api_data.value;
  const type = yachtTypeOf(elements.yacht_type.value[0]?.codename);
  const destinations = [...new Set([...api.locationSummerData, ...api.locationWinterData].map((a) => a.name))].sort((a, b) => a.localeCompare(b, locale));
  const image = imageOf(elements.profile_image?.value, locale);
  const description = excerpt(elements.description?.value ?? api.description.html);
  return yachtTypes(type).flatMap((view): YachtRecord[] => {
    const path = urlOf(elements, view);
    if (!path) return [];
    const url = publicPath(path, locale);
    const amenities = [...new Set(api.featureData.filter((f) => (view === 'sale' ? f.salesPublish : f.charterPublish) === 'true').map((f) => dataWord(words.amenities, f.feature)))].sort((a, b) =>
      a.localeCompare(b, locale),
    );
    const guests = view === 'charter' ? (api.numberoftotalguests ?? api.sleepingguests) : api.numberoftotalguests;
    const cabins = view === 'charter' ? (api.chartercabins ?? api.cabins) : api.cabins;
    const crew = view === 'charter' ? (api.chartercrew ?? api.numberofcrew) : api.numberofcrew;
    return [
      {
        objectID: `${codename}_${view}`,
        kind: 'yacht',
        url,
        title: api.name,
        description,
        content: {
          yachtid: api.id,
          name: api.name,
          model: api.model,
          url,
          image,
          type: view,
          loaMeter: api.lengthMeters,
          loaFeet: api.lengthFeet,
          builtyear: api.buildyear ?? undefined,
          builtyearRanges: yearRange(api.buildyear),
          refityear: api.refityear ?? undefined,
          refityearRanges: yearRange(api.refityear),
          numberoftotalguests: guests ?? undefined,
          numberoftotalguestsRanges: bandOf(guests, GUEST_BANDS),
          cabins: cabins ?? undefined,
          cabinsAmountRanges: bandOf(cabins, CABIN_BANDS),
          numberofcrews: crew ?? undefined,
          builderName: api.builderName || api.buildername,
          powerOrSail: api.powerorsail.toLowerCase() === 'sail' ? 'Sail' : 'Motor',
          newToTheFleet: newToFleet(elements, view),
          ribbon: ribbonOf(elements, type, view, words),
          destinations,
          amenities,
          exchangePrices: pricesOf(elements, view),
          contractCurrency: contractCurrency(elements.price.value, view, elements.contract_currencies.value),
        },
      },
    ];
  });
};

export type RecordProblem = { codename: string; message: string };

/** A yacht item's records, or the problem that keeps it out of the index (a broken CMS item). */
export const yachtRecords = (codename: string, rawElements: unknown, locale: Locale, words: RecordWords): YachtRecord[] | RecordProblem => {
  const parsed = yachtElementsSchema.safeParse(rawElements);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { codename, message: issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid yacht item' };
  }
  return yachtRecordsOf(codename, parsed.data, locale, words);
};
