'use client';
/**
 * What the search found (spec 2.10): 'Found {number}', sort by and order, the refinements with
 * clear, the hits, pagination 'of {number}' and related yachts of the top hit.
 */
import { useId } from 'react';
import { useCurrentRefinements, useHits, useInstantSearch, usePagination, useSortBy, useStats } from 'react-instantsearch';
import { GENERAL_SORTS, replicaName, SORT_ORDERS, type SearchPriceCurrency, type SortOrder } from '../../schema/constants/search';
import type { Locale } from '../../schema/constants/locale';
import type { SearchIndexPrefix } from '../../schema/search/url-state';
import type { YachtCardLabels } from '../YachtCard/labels';
import { Picture } from '../ui/editorial/Picture';
import { HitCard } from './HitCard';
import { validHits } from '../../schema/search/hits';
import { generalHitSchema, yachtHitSchema } from './hits';
import { plural } from '../../schema/plural';
import { fill } from '../../schema/words';
import type { SearchLabels } from './labels';

export function Found({ labels, locale }: { labels: SearchLabels; locale: string }) {
  const { nbHits } = useStats();
  return (
    <p data-search-found className="text-sm font-semibold tracking-wide text-navy uppercase" aria-live="polite">
      {plural(labels.found, locale, nbHits)}
    </p>
  );
}

const YACHT_SORT_KEYS = ['length', 'name', 'buildYear', 'price', 'builder'] as const;
type SortChoice = { value: string; sort: string; order: SortOrder | null };

/** Sort by and order: two selects over the 9.2 replicas (price in the visitor's currency). */
export function SortControls({ base, prefix, currency, labels }: { base: string; prefix: SearchIndexPrefix; currency: SearchPriceCurrency; labels: SearchLabels }) {
  const sorts = prefix === 'y' ? YACHT_SORT_KEYS.map((key) => ({ key, replica: key === 'price' ? `price_${currency}` : key })) : Object.keys(GENERAL_SORTS).map((key) => ({ key, replica: key }));
  const choices: SortChoice[] = [
    { value: base, sort: 'default', order: null },
    ...sorts.flatMap(({ key, replica }) => SORT_ORDERS.map((order) => ({ value: replicaName(base, replica, order), sort: key, order }))),
  ];
  const { currentRefinement, refine } = useSortBy({ items: choices.map((c) => ({ value: c.value, label: c.value })) });
  const id = useId();
  const current = choices.find((c) => c.value === currentRefinement) ?? choices[0];
  const sortLabel = (key: string) => Object.entries(labels.sort).find(([name]) => name === key)?.[1] ?? key;
  const pick = (sort: string, order: SortOrder | null) => {
    const match = choices.find((c) => c.sort === sort && (sort === 'default' || c.order === (order ?? 'asc')));
    if (match) refine(match.value);
  };
  const select = 'border border-gray-300 bg-white px-2 py-1.5 text-sm text-navy';
  const pair = 'inline-flex items-center gap-3';
  return (
    // Each label wraps with its own control on a narrow screen, never apart from it.
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span className={pair}>
        <label htmlFor={`${id}-by`} className="text-xs tracking-wide text-body uppercase">
          {labels.sortBy}
        </label>
        <select id={`${id}-by`} data-sort-by value={current?.sort ?? 'default'} onChange={(e) => pick(e.target.value, current?.order ?? null)} className={select}>
          <option value="default">{labels.sort.default}</option>
          {sorts.map(({ key }) => (
            <option key={key} value={key}>
              {sortLabel(key)}
            </option>
          ))}
        </select>
      </span>
      <span className={pair}>
        <label htmlFor={`${id}-order`} className="text-xs tracking-wide text-body uppercase">
          {labels.sortOrder}
        </label>
        <select
          id={`${id}-order`}
          data-sort-order
          value={current?.order ?? 'asc'}
          disabled={!current?.order}
          onChange={(e) => pick(current?.sort ?? 'default', e.target.value === 'desc' ? 'desc' : 'asc')}
          className={select}
        >
          <option value="asc">{labels.asc}</option>
          <option value="desc">{labels.desc}</option>
        </select>
      </span>
    </div>
  );
}

export function Refinements({ labels, names }: { labels: SearchLabels; names: Readonly<Record<string, string>> }) {
  const { items, refine } = useCurrentRefinements();
  const { setIndexUiState } = useInstantSearch();
  // Clears every refinement, categories included, and keeps the query and the sort.
  const clear = () => setIndexUiState(({ query, sortBy, configure }) => ({ query, sortBy, configure }));
  if (items.length === 0) return null;
  return (
    <div data-search-refinements className="flex flex-wrap items-center gap-2">
      <span className="text-xs tracking-wide text-body uppercase">{labels.refinements}</span>
      {items.flatMap((item) =>
        item.refinements.map((refinement) => {
          // A category reads as its tab does ('Yachts for charter', 'News'), not as attribute: value.
          const category = item.attribute === 'content.type' || item.attribute === 'kind' ? Object.entries(labels.category).find(([key]) => key === String(refinement.value))?.[1] : undefined;
          const text = category ?? `${names[item.attribute] ?? item.label}: ${refinement.label}`;
          return (
            <button
              key={`${item.attribute}-${refinement.label}`}
              type="button"
              onClick={() => refine(refinement)}
              aria-label={fill(labels.remove, { label: text })}
              className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-3 py-1 text-xs text-navy hover:bg-gray-200"
            >
              {text} <span aria-hidden="true">×</span>
            </button>
          );
        }),
      )}
      <button type="button" data-search-clear onClick={clear} className="text-xs font-semibold text-gold-deep underline">
        {labels.clear}
      </button>
    </div>
  );
}

const grid = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';

export function YachtHits({ labels, cardLabels, locale, onOpen }: { labels: SearchLabels; cardLabels: YachtCardLabels; locale: Locale; onOpen: (url: string) => void }) {
  const { items } = useHits();
  const hits = validHits(yachtHitSchema, items);
  if (hits.length === 0) return <NoResults labels={labels} />;
  return (
    <ul aria-label={labels.results} className={grid} data-search-hits>
      {hits.map((hit, index) => (
        <li key={hit.objectID}>
          <HitCard hit={hit} labels={cardLabels} locale={locale} onOpen={onOpen} market={labels.market[hit.content.type]} first={index === 0} />
        </li>
      ))}
    </ul>
  );
}

const HIT_PICTURE_WIDTHS = [480, 768] as const;

export function GeneralHits({ labels }: { labels: SearchLabels }) {
  const { items } = useHits();
  const hits = validHits(generalHitSchema, items);
  if (hits.length === 0) return <NoResults labels={labels} />;
  return (
    <ul aria-label={labels.results} className={grid} data-search-hits>
      {hits.map((hit, index) => (
        <li key={hit.objectID} className="relative flex flex-col bg-white ring-1 ring-gray-200 hover:ring-gold">
          {/* Spec 2.10: each hit shows its record's picture, in the widths the media host makes. */}
          {hit.image ? (
            <div className="aspect-[3/2] overflow-hidden bg-gray-100">
              <Picture
                url={hit.image.url}
                alt={hit.image.alt}
                widths={HIT_PICTURE_WIDTHS}
                sizes="(min-width: 1280px) 25vw, (min-width: 640px) 50vw, 100vw"
                className="h-full w-full object-cover"
                priority={index === 0}
              />
            </div>
          ) : null}
          <div className="flex flex-col gap-2 p-5">
            <span className="text-xs tracking-widest text-gold-deep uppercase">{Object.entries(labels.category).find(([name]) => name === hit.kind)?.[1] ?? hit.kind}</span>
            <h3 className="text-lg font-semibold text-navy">
              {hit.url ? (
                <a href={hit.url} className="after:absolute after:inset-0">
                  {hit.title}
                </a>
              ) : (
                hit.title
              )}
            </h3>
            <p className="line-clamp-3 text-sm text-body">{hit.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function NoResults({ labels }: { labels: SearchLabels }) {
  return (
    <p data-search-no-results className="bg-gray-100 p-6 text-center text-body">
      {labels.noResults}
    </p>
  );
}

export function Pages({ labels }: { labels: SearchLabels }) {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination({ padding: 2 });
  if (nbPages <= 1) return null;
  const link = (page: number, text: string, extra: { rel?: string; current?: boolean; label?: string }) => (
    <a
      href={createURL(page)}
      rel={extra.rel}
      aria-current={extra.current ? 'page' : undefined}
      aria-label={extra.label}
      onClick={(event) => {
        event.preventDefault();
        refine(page);
        window.scrollTo({ top: 0 });
      }}
      className={`inline-flex h-10 min-w-10 items-center justify-center px-3 text-sm ${extra.current ? 'bg-navy text-white' : 'text-navy ring-1 ring-gray-300 hover:ring-gold'}`}
    >
      {text}
    </a>
  );
  return (
    <nav aria-label={labels.pagination} data-search-pagination className="flex flex-wrap items-center justify-center gap-2">
      {!isFirstPage ? link(currentRefinement - 1, '‹', { rel: 'prev', label: labels.previous }) : null}
      {pages.map((page) => (
        <span key={page}>{link(page, String(page + 1), { current: page === currentRefinement, label: fill(labels.page, { page: page + 1 }) })}</span>
      ))}
      {!isLastPage ? link(currentRefinement + 1, '›', { rel: 'next', label: labels.next }) : null}
      <span data-search-page-of className="ml-2 text-sm text-body">
        {fill(labels.page, { page: currentRefinement + 1 })} {fill(labels.of, { number: nbPages })}
      </span>
    </nav>
  );
}
