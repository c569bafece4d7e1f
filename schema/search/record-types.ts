/**
 * Spec 9.2: the records of the two search indexes. Yacht records carry the `content.*` attributes
 * the yacht facets, sorts and the compare search (7.2) read; general records carry the general
 * facets. Attributes without a value are left out, as Algolia ignores them in facets and filters.
 */
import type { GeneralContentType, SearchPriceCurrency } from '../constants/search';

export type RecordImage = { url: string; alt: string };

export type YachtRecordContent = {
  yachtid: string;
  name: string;
  model: string;
  url: string;
  image: RecordImage | null;
  /** The market view this record shows: a sale+charter yacht has one record per view. */
  type: 'charter' | 'sale';
  loaMeter: number;
  loaFeet: number;
  builtyear?: number;
  builtyearRanges?: string;
  refityear?: number;
  refityearRanges?: string;
  numberoftotalguests?: number;
  numberoftotalguestsRanges?: string;
  cabins?: number;
  cabinsAmountRanges?: string;
  numberofcrews?: number;
  builderName: string;
  powerOrSail: 'Motor' | 'Sail';
  newToTheFleet: boolean;
  /** The view's ribbon (spec 4.2) in the index's language; absent when the view has none. */
  ribbon?: string;
  destinations: string[];
  amenities: string[];
  /** Sale price, or the weekly charter rate 'from', in each currency; absent on request (POA). */
  exchangePrices: Partial<Record<SearchPriceCurrency, number>>;
  /** Spec 9.1: the currency the price is set in; the others are conversions, shown as 'Approx'. */
  contractCurrency: SearchPriceCurrency;
};

export type YachtRecord = {
  objectID: string;
  kind: 'yacht';
  url: string;
  title: string;
  description: string;
  content: YachtRecordContent;
};

export type GeneralRecord = {
  objectID: string;
  kind: GeneralContentType;
  title: string;
  description: string;
  url: string | null;
  image: RecordImage | null;
  city?: string;
  region?: string;
  country?: string;
  publicationYear?: number;
  /** Unix seconds, for the publication-date sort. */
  publicationDate?: number;
  eventDate?: number;
  startDate?: number;
  endDate?: number;
  department?: string;
  office?: string;
  eventType?: string;
  newsType?: string;
  /** Spec 3.9: the news or event category's codename (filter only: the facets show newsType and eventType). */
  category?: string;
  jobTitle?: string;
  brand?: string;
  /** 'Search Interest' (spec 9.2): the editor's sitemap priority, 0-100. */
  popularityLevel: number;
  _geoloc?: { lat: number; lng: number };
};

export type SearchRecord = YachtRecord | GeneralRecord;
