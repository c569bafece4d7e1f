'use client';
/**
 * Recommendations (spec 2.10): yachts related to the top hit (Recommend 'related-products', which
 * the embedded engine answers from similar type, length, guests, price band, builder and areas).
 * Asked for when the visitor scrolls near them (below the results, well out of a phone's first
 * screen), so a visitor who never gets there costs the phone nothing; a failure simply shows nothing.
 */
import '../ui/zod-jitless.client';
import type { LiteClient } from 'algoliasearch/lite';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { z } from 'zod/mini';
import { RECOMMENDATIONS_MAX } from '../../schema/constants/search';
import type { Locale } from '../../schema/constants/locale';
import type { YachtCardLabels } from '../YachtCard/labels';
import { useNear } from '../ui/hooks/use-near.client';
import { HitCard } from './HitCard';
import { validHits } from '../../schema/search/hits';
import { yachtHitSchema, type YachtHit } from './hits';
import { RELATED_AHEAD_PX, RELATED_SLOT_ATTRIBUTE } from './related-slot';

const SHOWN = Math.min(4, RECOMMENDATIONS_MAX);
const responseSchema = z.object({ results: z.array(z.object({ hits: z.array(z.unknown()) })).check(z.minLength(1)) });

export function Recommendations({
  client,
  indexName,
  title,
  cardLabels,
  locale,
  onOpen,
}: {
  client: LiteClient;
  indexName: string;
  title: string;
  cardLabels: YachtCardLabels;
  locale: Locale;
  onOpen: (url: string) => void;
}) {
  // The top hit from the results InstantSearch holds (a hits widget of its own would register once more).
  const top = useInstantSearch().results?.hits[0]?.objectID ?? null;
  const [related, setRelated] = useState<{ for: string; hits: YachtHit[] } | null>(null);
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useNear(
    slot,
    RELATED_AHEAD_PX,
    useCallback(() => setNear(true), []),
    !near,
    true,
  );
  useEffect(() => {
    if (!top || !near) return;
    let live = true;
    client
      .getRecommendations({ requests: [{ indexName, model: 'related-products', objectID: top, maxRecommendations: SHOWN, threshold: 0 }] })
      .then((response) => {
        const parsed = responseSchema.safeParse(response);
        if (live && parsed.success) setRelated({ for: top, hits: validHits(yachtHitSchema, parsed.data.results[0]?.hits ?? []).slice(0, SHOWN) });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, indexName, top, near]);
  const hits = related && related.for === top ? related.hits : [];
  const slotAttributes = { [RELATED_SLOT_ATTRIBUTE]: '' };
  return (
    <div ref={slot} {...slotAttributes}>
      {hits.length === 0 ? null : <Related hits={hits} title={title} cardLabels={cardLabels} locale={locale} onOpen={onOpen} />}
    </div>
  );
}

function Related({ hits, title, cardLabels, locale, onOpen }: { hits: YachtHit[]; title: string; cardLabels: YachtCardLabels; locale: Locale; onOpen: (url: string) => void }) {
  return (
    <section aria-labelledby="search-recommendations" data-search-recommendations className="flex flex-col gap-4 border-t border-gray-200 pt-8">
      <h2 id="search-recommendations" className="text-xl font-semibold tracking-wide text-navy uppercase">
        {title}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {hits.map((hit) => (
          <li key={hit.objectID}>
            <HitCard hit={hit} labels={cardLabels} locale={locale} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  );
}
