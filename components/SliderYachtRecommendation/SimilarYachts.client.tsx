'use client';
/**
 * The similar yachts' slider, fetched when the visitor comes within about a screen of it (issue 14:
 * panels on demand; GET /api/similar-yachts/). A yacht page would otherwise send six cards in its
 * HTML and again in its RSC payload (about 29 KB) to every visitor, most of whom never scroll that
 * far. Until the cards come the block keeps its height; without JavaScript, or when the route
 * fails, it lists the yachts as links (the server knows them: it drew the block because there are).
 */
import '../ui/zod-jitless.client';
import { useCallback, useRef, useState, type ComponentType } from 'react';
import { useNear } from '../ui/hooks/use-near.client';
import { useOnDemand } from '../ui/on-demand/use-on-demand.client';
import type { SimilarCardsProps } from './similar-cards.client';

/** How far ahead of the viewport the cards are asked for (about a screen). */
const AHEAD_PX = 800;

/** The answer's checker comes with the request: zod stays out of the yacht page's first-load script. */
const loadSchema = () => import('../../schema/yacht/similar-response').then((module) => module.similarYachtsResponseSchema);

type Props = Omit<SimilarCardsProps, 'cards'> & { url: string; links: ReadonlyArray<{ href: string; name: string }> };

export function SimilarYachts({ url, links, labels, sliderLabels }: Props) {
  const slot = useRef<HTMLDivElement>(null);
  const similar = useOnDemand(url, loadSchema);
  const [near, setNear] = useState(false);
  const [view, setView] = useState<{ Cards: ComponentType<SimilarCardsProps> } | 'failed' | null>(null);
  const { request } = similar;
  const reach = useCallback(() => {
    setNear(true);
    request();
    void import('./similar-cards.client').then(
      (module) => setView({ Cards: module.SimilarCards }),
      () => setView('failed'),
    );
  }, [request]);
  useNear(slot, AHEAD_PX, reach, !near, true);
  const cards = similar.data?.cards ?? [];
  const failed = similar.failed || view === 'failed' || (similar.data !== null && cards.length === 0);
  const Cards = view !== null && view !== 'failed' && cards.length > 0 ? view.Cards : null;
  const state = !near ? 'waiting' : failed ? 'failed' : Cards ? 'shown' : 'loading';
  return (
    <div ref={slot} data-similar-yachts={state} className={state === 'waiting' || state === 'loading' ? 'yp-similar-wait' : undefined}>
      {Cards ? (
        <Cards cards={cards} labels={labels} sliderLabels={sliderLabels} />
      ) : failed ? (
        <LinkList links={links} />
      ) : (
        <noscript>
          <LinkList links={links} />
        </noscript>
      )}
    </div>
  );
}

function LinkList({ links }: { links: Props['links'] }) {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} data-yacht-link className="font-semibold text-navy underline hover:text-gold-deep">
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
