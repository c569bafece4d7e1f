/**
 * The one yacht card of every grid and slider (spec 2.16, 3.3 'Yacht teaser'): the profile image at
 * the yacht-thumbnail preset, name, length in both units, guests, cabins, the price in every
 * display currency (none for ghost yachts, 4.1), the ribbon (4.2) and the compare toggle (2.8).
 * The whole card links to the yacht's page in the card's market view.
 */
import type { YachtCardData } from '../../schema/yacht/card';
import type { PriceWords } from '../../schema/yacht/price-text';
import { Media } from '../ui/Media';
import { ByCurrency, ByUnit } from '../ui/prefs/ByPreference';
import { CompareToggle } from '../ui/shortlist/CompareToggle.client';
import type { YachtCardLabels } from './labels';

/** A converted price names its rate on hover (spec 9.1 tooltip); the hero shows the full tooltip. */
const priceText = (words: PriceWords | null) => (words ? <span title={words.tooltip ?? undefined}>{words.text}</span> : null);

const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export function YachtCard({ card, labels, headingLevel = 'h3' }: { card: YachtCardData; labels: YachtCardLabels; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const ribbon = card.ribbon ? (card.ribbon.source === 'editor' ? card.ribbon.text : labels.newToTheFleet) : null;
  const prices = card.prices;
  return (
    <article data-yacht-card={card.yachtId} className="group relative flex h-full flex-col bg-white shadow-[0_1px_0_0] shadow-gray-200 ring-1 ring-gray-200 transition hover:ring-gold">
      <div className="relative aspect-[3/2] overflow-hidden bg-gray-100">
        {card.image ? (
          <Media media={card.image} preset="yacht-thumbnail" sizes={CARD_SIZES} fill className="transition duration-500 group-hover:scale-105" />
        ) : null}
        {ribbon ? (
          <span data-ribbon className="absolute top-4 left-0 bg-navy px-3 py-1 text-xs font-semibold tracking-widest text-white uppercase">
            {ribbon}
          </span>
        ) : null}
        <CompareToggle
          entry={{ id: card.yachtId, view: card.view }}
          labels={labels.compare}
          iconOnly
          className="absolute top-3 right-3 z-10 flex h-10 w-10 items-center justify-center rounded-full bg-white text-navy shadow transition hover:text-gold-deep focus-visible:outline-2 focus-visible:outline-gold aria-pressed:bg-navy aria-pressed:text-white"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-lg font-semibold tracking-wide text-navy uppercase">
          {card.href ? (
            <a href={card.href} data-yacht-link className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-gold">
              {card.name}
            </a>
          ) : (
            card.name
          )}
        </Heading>
        <dl className="grid grid-cols-3 gap-2 border-y border-gray-200 py-3 text-sm text-body">
          <div>
            <dt className="text-xs tracking-wide uppercase">{labels.length}</dt>
            <dd data-card-length className="font-semibold text-navy">
              <ByUnit m={card.length.m} ft={card.length.ft} />
            </dd>
          </div>
          {card.guests !== null ? (
            <div>
              <dt className="text-xs tracking-wide uppercase">{labels.guests}</dt>
              <dd className="font-semibold text-navy">{card.guests}</dd>
            </div>
          ) : null}
          {card.cabins !== null ? (
            <div>
              <dt className="text-xs tracking-wide uppercase">{labels.cabins}</dt>
              <dd className="font-semibold text-navy">{card.cabins}</dd>
            </div>
          ) : null}
        </dl>
        <p data-card-price className="mt-auto text-sm font-semibold text-navy">
          {prices ? (
            <ByCurrency values={{ aud: priceText(prices.aud), gbp: priceText(prices.gbp), eur: priceText(prices.eur), usd: priceText(prices.usd) }} />
          ) : (
            <span className="text-gold-deep">{labels.view}</span>
          )}
        </p>
      </div>
    </article>
  );
}
