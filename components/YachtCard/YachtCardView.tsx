/**
 * The yacht card (YachtCard.tsx) drawn on the server from what it shows (card-view.ts). Only the
 * compare toggle responds to the visitor, so only it is an island: a listing of client cards would
 * be rendered a second time in the browser to hydrate.
 */
import type { PriceCurrency } from '../../schema/constants/currency';
import type { PriceWords } from '../../schema/yacht/price-text';
import { Media } from '../ui/Media';
import { ByCurrency, ByUnit } from '../ui/prefs/ByPreference';
import { CompareToggle } from '../ui/shortlist/CompareToggle.client';
import type { YachtCardLabels } from './labels';
import type { CardView } from './card-view';

/**
 * A converted price names its bare rate on hover ('1 EUR = 0.8500 GBP'); the hero gives spec 9.1's
 * whole tooltip sentence. Repeated on every card of a list, the sentence weighed ~0.8 KB a card.
 */
const priceTexts = (prices: Record<PriceCurrency, PriceWords | null>) => ({
  values: { aud: prices.aud?.text, gbp: prices.gbp?.text, eur: prices.eur?.text, usd: prices.usd?.text },
  titles: { aud: prices.aud?.rate, gbp: prices.gbp?.rate, eur: prices.eur?.rate, usd: prices.usd?.rate },
});

const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export function YachtCardView({ card, labels, headingLevel }: { card: CardView; labels: YachtCardLabels; headingLevel: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const ribbon = card.ribbon ? (card.ribbon.source === 'editor' ? card.ribbon.text : labels.newToTheFleet) : null;
  const prices = card.prices;
  return (
    <article data-yacht-card={card.yachtId} className="group yc">
      <div className="yc-media">
        {card.image ? <Media media={card.image} preset="yacht-thumbnail" sizes={CARD_SIZES} className="yc-img" /> : null}
        {ribbon ? (
          <span data-ribbon className="yc-ribbon">
            {ribbon}
          </span>
        ) : null}
        <CompareToggle entry={{ id: card.yachtId, view: card.view }} labels={{ add: labels.addToComparison, added: labels.addedToComparison }} iconOnly className="yc-compare" />
      </div>
      <div className="yc-body">
        <Heading className="yc-name">
          {card.href ? (
            <a href={card.href} data-yacht-link className="yc-link">
              {card.name}
            </a>
          ) : (
            card.name
          )}
        </Heading>
        <dl className="yc-facts">
          <div>
            <dt>{labels.length}</dt>
            <dd data-card-length>
              <ByUnit m={card.length.m} ft={card.length.ft} />
            </dd>
          </div>
          {card.guests !== null ? (
            <div>
              <dt>{labels.guests}</dt>
              <dd>{card.guests}</dd>
            </div>
          ) : null}
          {card.cabins !== null ? (
            <div>
              <dt>{labels.cabins}</dt>
              <dd>{card.cabins}</dd>
            </div>
          ) : null}
        </dl>
        <p data-card-price className="yc-price">
          {prices ? <ByCurrency {...priceTexts(prices)} /> : <span className="text-gold-deep">{labels.viewYacht}</span>}
        </p>
      </div>
    </article>
  );
}
