/**
 * What a yacht brochure says, as plain data from the yacht view: the cover,
 * key figures, the price line of spec 9.1 for the view (contract currency), the description,
 * specification, features and cruising areas. Pure, so it is tested without a PDF.
 */
import { BRAND_NAME } from '../../../schema/constants/brand';
import type { Locale } from '../../../schema/constants/locale';
import { htmlLines } from '../../../schema/html-text';
import { uniqueAreas } from '../../../schema/components/yacht_location_info_component';
import { formatNumber } from '../../../schema/components/specification_table_component.rows';
import type { YachtApi } from '../../../schema/yacht/api';
import { dataWord, type YachtDataWords } from '../../../schema/yacht/data-words';
import { priceWords } from '../../../schema/yacht/price-text';
import { displayPrice } from '../../../schema/yacht/prices';
import { taxLabelKey, taxSuffix, taxSuffixText, usTaxNote } from '../../../schema/yacht/tax';
import { formatDimension } from '../../../schema/yacht/units';
import type { YachtView } from '../../../schema/yacht/view';
import { wordsOf, type Words } from '../../../schema/words';
import { translatorFor } from '../../i18n/translator';

export type BrochureLabels = Words<'brochure'>;
export const brochureLabels = (locale: Locale): BrochureLabels => wordsOf(translatorFor(locale), 'brochure');

export type BrochureView = 'charter' | 'sale';
export type Row = { label: string; value: string };

export type BrochureContent = {
  /** The PDF's title metadata and file name stem. */
  title: string;
  fileName: string;
  name: string;
  viewLabel: string;
  /** Builder and model, e.g. 'Benetti · B.Now 50M'. */
  subtitle: string;
  keyFigures: Row[];
  /** Spec 9.1 in the contract currency; null for a ghost yacht or no price (5.1). */
  price: { label: string; text: string; note: string | null } | null;
  paragraphs: string[];
  specification: Row[];
  features: string[];
  cruising: { summer: string[]; winter: string[] };
  contact: { text: string; brand: string; url: string };
  labels: BrochureLabels;
  locale: Locale;
};

/** Paragraphs of a description's HTML as plain text (block ends become breaks, entities decoded). */
export const htmlParagraphs = htmlLines;

const both = (api: YachtApi, dimension: 'length' | 'beam' | 'draft', locale: Locale): string | null => {
  const m = formatDimension(api, dimension, 'm', locale);
  const ft = formatDimension(api, dimension, 'ft', locale);
  return m && ft ? `${m} (${ft})` : m;
};

const text = (value: string | number | null | undefined, unit = ''): string | null => (value === null || value === undefined || String(value).trim() === '' ? null : `${value}${unit}`);

const rows = (entries: Array<[string, string | null]>): Row[] => entries.flatMap(([label, value]) => (value ? [{ label, value }] : []));

/** A fixed value of the yacht data (a hull material, a flag) in the brochure's language. */
const term = (words: Readonly<Record<string, string>>, value: string): string | null => (value.trim() === '' ? null : dataWord(words, value.trim()));

/** A figure with its unit, written the brochure's language's way (as the yacht page writes it). */
const figure = (value: number | null, unit: string, locale: Locale): string | null => (value === null ? null : `${formatNumber(value, locale)}${unit}`);

const specification = (api: YachtApi, l: BrochureLabels, data: YachtDataWords, locale: Locale): Row[] =>
  rows([
    [l.length, both(api, 'length', locale)],
    [l.spec.beam, both(api, 'beam', locale)],
    [l.spec.draft, both(api, 'draft', locale)],
    [l.spec.grossTonnage, figure(api.grosstonnage, ' GT', locale)],
    [l.spec.hull, term(data.materials, api.hullmaterialname)],
    [l.builder, text(api.builderName || api.buildername)],
    [l.spec.model, text(api.model)],
    [l.year, text(api.buildyear)],
    [l.spec.refit, text(api.refityear)],
    [l.spec.exteriorDesigner, text(api.exteriordesigner)],
    [l.spec.interiorDesigner, text(api.interiordesigner)],
    [l.spec.classification, text(api.yachtclass)],
    [l.spec.flag, term(data.countries, api.flag)],
    [l.spec.cruisingSpeed, figure(api.cruisespeed, ' kn', locale)],
    [l.spec.maxSpeed, figure(api.maxspeed, ' kn', locale)],
    [l.spec.range, figure(api.cruiserange, ' nm', locale)],
    [l.spec.engines, api.mainengine ? `${api.numberofengine ? `${api.numberofengine} × ` : ''}${api.mainengine}` : null],
    [l.spec.stabilizers, text(api.stabilisers)],
  ]);

const priceLine = (yacht: YachtView, view: BrochureView, locale: Locale, l: BrochureLabels): BrochureContent['price'] => {
  // No visitor currency: the contract currency, whose exchange rate is 1 (spec 9.1).
  const shown = displayPrice({ type: yacht.effective, price: yacht.price, api: yacht.api, contractCurrencies: yacht.contractCurrencies });
  const words = priceWords(shown, locale);
  if (!words) return null;
  if (view === 'charter') return { label: l.price, text: words.text, note: null };
  // The tax words in the brochure's language, as the yacht page says them (spec 9.1).
  const tax = wordsOf(translatorFor(locale), 'yacht');
  const given = shown.kind === 'amount' ? taxSuffix(yacht.api) : null;
  const suffix = given === null ? null : taxSuffixText(given, tax.priceSuffix);
  return { label: tax.tax[taxLabelKey(yacht.api)], text: suffix ? `${words.text} ${suffix}` : words.text, note: usTaxNote(yacht.api) ? tax.usNote : null };
};

const slug = (value: string): string =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'yacht';

export const brochureContent = (yacht: YachtView, view: BrochureView, locale: Locale, contactUrl: string): BrochureContent => {
  const l = brochureLabels(locale);
  const data = wordsOf(translatorFor(locale), 'yachtData');
  const api = yacht.api;
  const features = api.featureData
    .filter((f) => (view === 'charter' ? f.charterPublish : f.salesPublish) === 'true')
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .map((f) => dataWord(data.amenities, f.feature.trim()))
    .filter((f, index, all) => f !== '' && all.indexOf(f) === index);
  const areas = (list: YachtApi['locationSummerData']) => uniqueAreas(list).map((a) => a.locationName.trim() || a.name.trim());
  return {
    title: `${yacht.name} | ${view === 'charter' ? l.charter : l.sale} | ${BRAND_NAME}`,
    fileName: `${slug(yacht.name)}-${view}-brochure.pdf`,
    name: yacht.name,
    viewLabel: view === 'charter' ? l.charter : l.sale,
    subtitle: [api.builderName || api.buildername, api.model].filter((part) => part.trim() !== '').join(' · '),
    keyFigures: rows([
      [l.length, both(api, 'length', locale)],
      [l.guests, text(api.numberoftotalguests ?? api.sleepingguests)],
      [l.cabins, text(api.cabins ?? api.staterooms)],
      [l.crew, text(api.numberofcrew)],
      [l.builder, text(api.builderName || api.buildername)],
      [l.year, text(api.buildyear)],
    ]),
    price: priceLine(yacht, view, locale, l),
    paragraphs: htmlParagraphs(api.description.html),
    specification: specification(api, l, data, locale),
    features,
    cruising: { summer: areas(api.locationSummerData), winter: areas(api.locationWinterData) },
    contact: { text: l.contact, brand: BRAND_NAME, url: contactUrl },
    labels: l,
    locale,
  };
};
