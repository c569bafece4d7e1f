'use client';
/**
 * The slides a yacht slider's page did not draw, asked for when the
 * visitor comes within about a screen of the slider (GET /api/yacht-cards/). A page draws the
 * cards one row shows; the rest would be sent twice (markup and RSC payload) to every visitor,
 * and hydrated, whether or not anyone slides to them. The request, its checker and the cards'
 * code come in one chunk when the visitor nears (card-slides.client.tsx): what the page loads
 * first is this hook.
 */
import { useCallback, useState, type ReactNode, type RefObject } from 'react';
import type { YachtCardLabels } from '../YachtCard/labels';
import type { YachtLink } from '../YachtCard/YachtLinks';
import { useNear } from '../ui/hooks/use-near.client';

export type MoreSlides = { url: string; links: readonly YachtLink[]; labels: YachtCardLabels; headingLevel: 'h2' | 'h3' };

/** 'none': the page drew every slide. 'failed': the route or the cards' code failed; the links show. */
export type MoreState = 'none' | 'waiting' | 'loading' | 'shown' | 'failed';

/** How far ahead of the viewport the cards are asked for (about a screen). */
const AHEAD_PX = 800;

export const useMoreSlides = (root: RefObject<HTMLElement | null>, more: MoreSlides | undefined): { slides: readonly ReactNode[]; state: MoreState } => {
  const [fetched, setFetched] = useState<{ state: MoreState; slides: readonly ReactNode[] }>({ state: 'waiting', slides: [] });
  const reach = useCallback(() => {
    if (!more) return;
    setFetched({ state: 'loading', slides: [] });
    import('./card-slides.client')
      .then((module) => module.fetchSlides(more))
      .then(
        (slides) => setFetched({ state: 'shown', slides }),
        (error: unknown) => {
          console.error(`[on-demand] ${error instanceof Error ? error.message : String(error)}`);
          setFetched({ state: 'failed', slides: [] });
        },
      );
  }, [more]);
  useNear(root, AHEAD_PX, reach, more !== undefined && fetched.state === 'waiting', true);
  return more ? fetched : { state: 'none', slides: [] };
};
