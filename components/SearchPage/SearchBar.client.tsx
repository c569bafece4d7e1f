'use client';
/**
 * The search box with its two scopes, Yachts and Website (spec 2.10), and the categories of each:
 * All / Yachts for charter / Yachts for sale, or the website's content types. The box is a plain
 * GET form to the search page, so it also works before the page's script has loaded.
 */
import { useState } from 'react';
import { useMenu, useSearchBox } from 'react-instantsearch';
import { GENERAL_CONTENT_TYPES } from '../../schema/constants/search';
import { GENERAL_CATEGORY_ATTRIBUTE, YACHT_CATEGORY_ATTRIBUTE, type SearchIndexPrefix } from '../../schema/search/url-state';
import type { SearchLabels } from './labels';

const YACHT_CATEGORIES = ['charter', 'sale'] as const;

export function SearchBar({ labels, prefix, searchPath, query }: { labels: SearchLabels; prefix: SearchIndexPrefix; searchPath: string; query: string }) {
  const { refine } = useSearchBox();
  const [draft, setDraft] = useState({ for: query, text: query });
  const text = draft.for === query ? draft.text : query;
  const scopeHref = (to: SearchIndexPrefix) => {
    const params = new URLSearchParams();
    if (to === 'g') params.set('i', 'g');
    if (text) params.set('q', text);
    const search = params.toString();
    return search ? `${searchPath}?${search}` : searchPath;
  };
  const scope = (to: SearchIndexPrefix, label: string) => (
    <a
      href={scopeHref(to)}
      aria-current={prefix === to ? 'page' : undefined}
      data-search-scope={to}
      className={`px-4 py-2 text-sm font-semibold tracking-wide uppercase ${prefix === to ? 'bg-navy text-white' : 'text-navy ring-1 ring-gray-300 hover:ring-gold'}`}
    >
      {label}
    </a>
  );
  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        action={searchPath}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          refine(text.trim());
        }}
        className="flex gap-2"
      >
        {prefix === 'g' ? <input type="hidden" name="i" value="g" /> : null}
        <label className="sr-only" htmlFor="search-query">
          {labels.label}
        </label>
        <input
          id="search-query"
          name="q"
          type="search"
          value={text}
          maxLength={200}
          placeholder={labels.placeholder}
          onChange={(e) => setDraft({ for: query, text: e.target.value })}
          className="min-w-0 flex-1 border border-gray-300 px-4 py-3 text-navy"
        />
        <button type="submit" className="bg-navy px-6 py-3 text-sm font-semibold tracking-wide text-white uppercase hover:bg-gold-deep">
          {labels.submit}
        </button>
      </form>
      <nav aria-label={labels.scopes} className="flex flex-wrap gap-2">
        {scope('y', labels.yachts)}
        {scope('g', labels.website)}
      </nav>
    </div>
  );
}

/** Beside the box, not inside it: on the server a widget hook waits, so widgets below it would register too late. */
export function SearchCategories({ labels, prefix }: { labels: SearchLabels; prefix: SearchIndexPrefix }) {
  return prefix === 'y' ? (
    <Categories attribute={YACHT_CATEGORY_ATTRIBUTE} values={YACHT_CATEGORIES} labels={labels} />
  ) : (
    <Categories attribute={GENERAL_CATEGORY_ATTRIBUTE} values={GENERAL_CONTENT_TYPES} labels={labels} />
  );
}

function Categories({ attribute, values, labels }: { attribute: string; values: readonly (keyof SearchLabels['category'])[]; labels: SearchLabels }) {
  const { items, refine } = useMenu({ attribute, limit: 20 });
  const current = items.find((item) => item.isRefined)?.value ?? null;
  const button = (value: string | null, label: string, count?: number) => (
    <button
      key={value ?? 'all'}
      type="button"
      aria-pressed={current === value}
      data-search-category={value ?? 'all'}
      onClick={() => {
        if (value === null) {
          if (current) refine(current);
        } else if (current !== value) refine(value);
      }}
      // The look follows aria-pressed, so a tap shows pressed before the search code has loaded.
      className="border-b-2 border-transparent px-1 py-2 text-sm tracking-wide text-body uppercase hover:text-navy aria-pressed:border-gold aria-pressed:font-semibold aria-pressed:text-navy"
    >
      {label}
      {count !== undefined ? <span className="ml-1 text-xs text-body">({count})</span> : null}
    </button>
  );
  return (
    <div role="group" aria-label={labels.categories} className="ui-scroll-row flex gap-x-6 border-b border-gray-200 whitespace-nowrap">
      {button(null, labels.category.all)}
      {values.map((value) => button(value, labels.category[value], items.find((item) => item.value === value)?.count ?? 0))}
    </div>
  );
}
