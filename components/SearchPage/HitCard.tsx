/**
 * A search hit as a yacht card (spec 2.10, 4.1): photo, name, length in both units, guests, the
 * price in every display currency (charter rates 'From … p/week', conversions 'Approx'; none: POA
 * or 'please inquire')
 * and the compare toggle. Rendered inside the search island.
 */
import { memo } from 'react';
import { CURRENCY_SYMBOLS, PRICE_TEXTS, type PriceCurrency } from '../../schema/constants/currency';
import type { Locale } from '../../schema/constants/locale';
import { METRE_DECIMALS } from '../../schema/constants/yacht';
import { mediaUrl, presetSrcSet } from '../ui/media-url';
import { ByCurrency, ByUnit } from '../ui/prefs/ByPreference';
import { CompareToggle } from '../ui/shortlist/CompareToggle.client';
import type { YachtCardLabels } from '../YachtCard/labels';
import type { YachtHit } from './hits';

/**
 * Spec 9.1's price: the currency's symbol and the whole amount in en-US groups ('A$356,070,000'),
 * which is what Intl.NumberFormat writes for these four currencies (HitCard.test.ts compares them).
 * Written out because the first Intl formatter a page makes loads the browser's locale data: about
 * 100 ms of a mid-range phone's main thread, in the middle of hydrating the results.
 */
export const priceText = (currency: PriceCurrency, amount: number): string =>
  `${CURRENCY_SYMBOLS[currency]}${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** Decimal and group marks of the page's language for measurements (prices keep en-US, spec 9.1). */
const MARKS: Record<Locale, { decimal: string; group: string; minGrouping: number }> = {
  en: { decimal: '.', group: ',', minGrouping: 1 },
  // Spanish groups thousands only from five digits on ('1234', '12.345').
  es: { decimal: ',', group: '.', minGrouping: 2 },
};

/**
 * A length in metres as the yacht pages write it (formatMeters: at most two decimals, in the page's
 * language), written out for the reason priceText is. Rounds the shortest decimal form half up, as
 * Intl does (HitCard.test.ts compares them).
 */
export const metresText = (meters: number, locale: Locale): string => {
  const plain = String(Math.abs(meters));
  // Exponent forms (1e+21, 1e-7) are no length a yacht has: shown as they are.
  if (!/^\d+(\.\d+)?$/.test(plain)) return `${meters} m`;
  const [whole = '0', fraction = ''] = plain.split('.');
  const scaled = BigInt(`${whole}${fraction.slice(0, METRE_DECIMALS).padEnd(METRE_DECIMALS, '0')}`) + (fraction.charAt(METRE_DECIMALS) >= '5' ? 1n : 0n);
  const digits = scaled.toString().padStart(METRE_DECIMALS + 1, '0');
  const int = digits.slice(0, -METRE_DECIMALS);
  const decimals = digits.slice(-METRE_DECIMALS).replace(/0+$/, '');
  const marks = MARKS[locale];
  const grouped = int.length > 3 + marks.minGrouping - 1 ? int.replace(/\B(?=(\d{3})+(?!\d))/g, marks.group) : int;
  return `${meters < 0 ? '-' : ''}${grouped}${decimals ? `${marks.decimal}${decimals}` : ''} m`;
};

export const hitPrice = (hit: YachtHit, currency: PriceCurrency, locale: Locale): string => {
  const amount = hit.content.exchangePrices[currency];
  const charter = hit.content.type === 'charter';
  if (amount === undefined) return PRICE_TEXTS[charter ? 'inquire' : 'poa'][locale];
  // Spec 9.1: a price in any currency but the one it is set in is a conversion.
  const converted = hit.content.contractCurrency !== undefined && hit.content.contractCurrency !== currency;
  const text = converted ? `${PRICE_TEXTS.approx[locale]} ${priceText(currency, amount)}` : priceText(currency, amount);
  return charter ? PRICE_TEXTS.charterFrom[locale].replace('{price}', text) : text;
};

const prices = (hit: YachtHit, locale: Locale): Record<PriceCurrency, string> => ({
  aud: hitPrice(hit, 'aud', locale),
  gbp: hitPrice(hit, 'gbp', locale),
  eur: hitPrice(hit, 'eur', locale),
  usd: hitPrice(hit, 'usd', locale),
});

type HitCardProps = {
  hit: YachtHit;
  labels: YachtCardLabels;
  locale: Locale;
  onOpen: (url: string) => void;
  market?: string;
  /** The first card's photo is the results' largest paint on a phone: fetched at once, at high priority. */
  first?: boolean;
};

/**
 * InstantSearch hands the hits over as new objects each time it renders (once more right after
 * hydration): a card whose hit reads the same is not drawn again.
 */
const sameCard = (a: HitCardProps, b: HitCardProps): boolean =>
  a.labels === b.labels && a.locale === b.locale && a.onOpen === b.onOpen && a.market === b.market && a.first === b.first && JSON.stringify(a.hit) === JSON.stringify(b.hit);

export const HitCard = memo(HitCardView, sameCard);

function HitCardView({ hit, labels, locale, onOpen, market, first = false }: HitCardProps) {
  const { content } = hit;
  return (
    <article data-search-hit={content.yachtid} className="group relative flex h-full flex-col bg-white ring-1 ring-gray-200 transition hover:ring-gold">
      <div className="yc-media">
        {content.image ? (
          <img
            src={mediaUrl(content.image.url, { p: 'yacht-thumbnail' })}
            srcSet={presetSrcSet(content.image.url, 'yacht-thumbnail')}
            sizes="(min-width: 1280px) 25vw, (min-width: 640px) 50vw, 100vw"
            alt={content.image.alt}
            loading={first ? undefined : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            className="yc-img"
          />
        ) : null}
        {content.ribbon ? (
          <span className="yc-ribbon" data-ribbon="">
            {content.ribbon}
          </span>
        ) : null}
        <CompareToggle entry={{ id: content.yachtid, view: content.type }} labels={{ add: labels.addToComparison, added: labels.addedToComparison }} iconOnly className="yc-compare" />
      </div>
      <div className="yc-body">
        {market ? (
          <p data-hit-market className="text-xs font-semibold tracking-widest text-gold-deep uppercase">
            {market}
          </p>
        ) : null}
        <h3 className="yc-name">
          <a href={hit.url} data-search-hit-link onClick={() => onOpen(hit.url)} className="yc-link">
            {content.name}
          </a>
        </h3>
        <dl className="grid grid-cols-2 gap-2 border-y border-gray-200 py-3 text-sm text-body">
          <div>
            <dt className="text-xs tracking-wide uppercase">{labels.length}</dt>
            <dd data-card-length className="font-semibold text-navy">
              <ByUnit m={metresText(content.loaMeter, locale)} ft={`${content.loaFeet} ft`} />
            </dd>
          </div>
          {content.numberoftotalguests !== undefined ? (
            <div>
              <dt className="text-xs tracking-wide uppercase">{labels.guests}</dt>
              <dd className="font-semibold text-navy">{content.numberoftotalguests}</dd>
            </div>
          ) : null}
        </dl>
        <p data-card-price className="yc-price">
          <ByCurrency values={prices(hit, locale)} />
        </p>
      </div>
    </article>
  );
}
