'use client';
/**
 * The similar yachts' slider, fetched when the visitor comes within about a screen of it (panels on
 * demand; GET /api/similar-yachts/). A yacht page would otherwise send six cards in its
 * HTML and again in its RSC payload (about 29 KB) to every visitor, most of whom never scroll that
 * far. Until the cards come the block keeps its height; without JavaScript, or when the route
 * fails, it lists the yachts as links (the server knows them: it drew the block because there are).
 */
import '../ui/zod-jitless.client';
import { useCallback, useRef, useState, type ComponentType } from 'react';
import { useNear } from '../ui/hooks/use-near.client';
import { useOnDemand } from '../ui/on-demand/use-on-demand.client';
import type { SimilarCardsProps } from './similar-cards.client';
import { YachtLinks, type YachtLink } from '../YachtCard/YachtLinks';

/** How far ahead of the viewport the cards are asked for (about a screen). */
const AHEAD_PX = 800;

/** The answer's checker comes with the request: zod stays out of the yacht page's first-load script. */
const loadSchema = () => import('../../schema/yacht/cards-response').then((module) => module.yachtCardsResponseSchema);

type Props = Omit<SimilarCardsProps, 'cards'> & {
  url: string;
  /** The yachts' pages: the very list the block records for previous/next (3.7), which the payload then sends once. */
  yachts: readonly { Url: string }[];
  /** Their names, in the same order. */
  names: readonly string[];
};

export function SimilarYachts({ url, yachts, names, labels, sliderLabels }: Props) {
  const links: YachtLink[] = yachts.map((yacht, i) => ({ href: yacht.Url, name: names[i] ?? yacht.Url }));
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
        <YachtLinks links={links} />
      ) : (
        <noscript>
          <YachtLinks links={links} />
        </noscript>
      )}
    </div>
  );
}
