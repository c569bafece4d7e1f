/**
 * Recommend's 'related-products' model answered from attribute similarity: yachts of the same
 * market view, close in length and guests, in the same price band, by the same builder and
 * cruising the same destinations score highest. Scores are 0-100, as Recommend's `_score`.
 */
import { valueAt, type Collection, type SearchObject } from './collection';

const number = (record: SearchObject, path: string): number | null => {
  const value = valueAt(record, path);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};
const text = (record: SearchObject, path: string): string | null => {
  const value = valueAt(record, path);
  return typeof value === 'string' && value !== '' ? value.toLowerCase() : null;
};
const list = (record: SearchObject, path: string): Set<string> => {
  const value = valueAt(record, path);
  return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
};

/** 1 when equal, falling linearly to 0 at `spread` (a share of the larger value) apart. */
const closeness = (a: number | null, b: number | null, spread: number): number => {
  if (a === null || b === null) return 0;
  const scale = Math.max(Math.abs(a), Math.abs(b), 1);
  return Math.max(0, 1 - Math.abs(a - b) / (scale * spread));
};

/** Price bands double in width: 1 for the same band, 0.5 for the next one. */
const priceBand = (a: number | null, b: number | null): number => {
  if (a === null || b === null || a <= 0 || b <= 0) return 0;
  const gap = Math.abs(Math.floor(Math.log2(a)) - Math.floor(Math.log2(b)));
  return gap === 0 ? 1 : gap === 1 ? 0.5 : 0;
};

const jaccard = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const value of a) if (b.has(value)) shared += 1;
  return shared / (a.size + b.size - shared);
};

const WEIGHTS = { type: 20, length: 20, guests: 15, price: 20, builder: 10, destinations: 15 } as const;

/** How alike two yacht records are, 0-100. */
export const similarity = (a: SearchObject, b: SearchObject): number => {
  const price = (r: SearchObject) => number(r, 'content.exchangePrices.eur') ?? number(r, 'content.exchangePrices.usd');
  const score =
    WEIGHTS.type * (text(a, 'content.type') === text(b, 'content.type') ? 1 : 0) +
    WEIGHTS.length * closeness(number(a, 'content.loaMeter'), number(b, 'content.loaMeter'), 0.5) +
    WEIGHTS.guests * closeness(number(a, 'content.numberoftotalguests'), number(b, 'content.numberoftotalguests'), 1) +
    WEIGHTS.price * priceBand(price(a), price(b)) +
    WEIGHTS.builder * (text(a, 'content.builderName') !== null && text(a, 'content.builderName') === text(b, 'content.builderName') ? 1 : 0) +
    WEIGHTS.destinations * jaccard(list(a, 'content.destinations'), list(b, 'content.destinations'));
  return Math.round(score * 100) / 100;
};

export type Recommendation = { record: SearchObject; score: number };

/** The records most like `objectID` among `candidates` (the filtered collection), best first. */
export const relatedTo = (collection: Collection, objectID: string, candidates: Iterable<SearchObject>, max: number, threshold: number): Recommendation[] | null => {
  const source = collection.docs.get(objectID)?.record;
  if (!source) return null;
  const yachtId = valueAt(source, 'content.yachtid');
  const scored: Recommendation[] = [];
  for (const record of candidates) {
    // The same yacht's other market view is not a recommendation.
    if (record.objectID === objectID || (yachtId !== undefined && valueAt(record, 'content.yachtid') === yachtId)) continue;
    const score = similarity(source, record);
    if (score >= threshold) scored.push({ record, score });
  }
  return scored.sort((a, b) => b.score - a.score || a.record.objectID.localeCompare(b.record.objectID)).slice(0, max);
};
