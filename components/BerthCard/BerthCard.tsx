/** A berth for sale as a card in the yacht card's style (spec 2.9: Beam, Location, Price or POA). */
import type { BerthCardData } from '../../schema/catalogue/berth-card';
import type { Words } from '../../schema/words';
import { Media } from '../ui/Media';

export type BerthCardLabels = Words<'yachtList.berthCard'>;

const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** `headingLevel`: one below the list's own heading; h2 in a list without one (spec 2.15: no skipped level). */
export function BerthCard({ card, labels, headingLevel: Heading = 'h3' }: { card: BerthCardData; labels: BerthCardLabels; headingLevel?: 'h2' | 'h3' }) {
  return (
    <article data-berth-card={card.codename} className="group relative flex h-full flex-col bg-white ring-1 ring-gray-200 transition hover:ring-gold">
      <div className="relative aspect-[3/2] overflow-hidden bg-gray-100">
        {card.image ? <Media media={card.image} preset="yacht-thumbnail" sizes={CARD_SIZES} fill className="transition duration-500 group-hover:scale-105" /> : null}
        <span className="absolute top-4 left-0 bg-navy px-3 py-1 text-xs font-semibold tracking-widest text-white uppercase">{labels.berthForSale}</span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-lg font-semibold tracking-wide text-navy uppercase">
          <a href={card.href} className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-gold">
            {card.name}
          </a>
        </Heading>
        <dl className="grid grid-cols-3 gap-2 border-y border-gray-200 py-3 text-sm text-body">
          <div>
            <dt className="text-xs tracking-wide uppercase">{labels.length}</dt>
            <dd className="font-semibold text-navy">{card.length}</dd>
          </div>
          {card.beam ? (
            <div>
              <dt className="text-xs tracking-wide uppercase">{labels.beam}</dt>
              <dd className="font-semibold text-navy">{card.beam}</dd>
            </div>
          ) : null}
          {card.location ? (
            <div>
              <dt className="text-xs tracking-wide uppercase">{labels.location}</dt>
              <dd className="font-semibold text-navy">{card.location}</dd>
            </div>
          ) : null}
        </dl>
        <p className="mt-auto text-sm font-semibold text-navy">{card.price}</p>
      </div>
    </article>
  );
}
