'use client';
/**
 * The compare island (spec 2.11): tabs 'Yachts for sale' and 'Yachts for charter', the actions
 * (Inquiry naming the compared yachts, Share as a link, units and currency), the table of the
 * chosen tab, and the empty state. A shared link shows its yachts without changing the shortlist.
 */
import { useState, type KeyboardEvent } from 'react';
import { COMPARE_QUERY_KEY, COMPARE_VIEWS, compareQuery, type CompareEntry, type CompareView } from '../../schema/compare/share';
import type { CompareLinks } from '../../schema/components/compare_component';
import { formHostHref } from '../../schema/components/form-host';
import type { Locale } from '../../schema/constants/locale';
import { SharePopover } from '../ContentShare/ShareOptions.client';
import { buttonClass } from '../ui/Button';
import { shortlistStore } from '../ui/shortlist/use-shortlist.client';
import { cx } from '../ui/tokens';
import { fill } from '../../schema/words';
import { Preferences } from '../YachtHero/Preferences';
import { CompareEmpty } from './CompareEmpty';
import { CompareTable } from './CompareTable';
import type { CompareLabels } from './labels';
import { setSharedParam, useComparison, useCompareSource, useMounted } from './use-comparison.client';

const action = 'inline-flex min-h-11 items-center gap-2 text-xs font-semibold tracking-[0.18em] text-navy uppercase hover:text-gold-deep';

/** The form link with a suggested message naming the yachts of the tab shown. */
const enquiryHref = (href: string, names: string[], labels: CompareLabels): string => {
  if (names.length === 0) return href;
  const url = new URL(href, window.location.origin);
  url.searchParams.set('message', fill(labels.inquiryMessage, { names: names.join(', ') }));
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.toString();
};

const sameEntry = (a: CompareEntry, b: { id: string; view: CompareView }) => a.id === b.id && a.view === b.view;

export function CompareIsland({ locale, links, labels }: { locale: Locale; links: CompareLinks; labels: CompareLabels }) {
  const mounted = useMounted();
  const source = useCompareSource();
  const entries = mounted ? source.entries : [];
  const { data, loading, failed, retry } = useComparison(entries, locale, links.api);
  const [chosen, setChosen] = useState<CompareView | null>(null);
  const [onlyDifferences, setOnlyDifferences] = useState(false);

  if (!mounted || (loading && !data)) {
    return (
      <p className="py-16 text-center text-body" aria-busy="true" data-compare-loading="">
        {labels.loading}
      </p>
    );
  }

  const count = (view: CompareView) => entries.filter((e) => e.view === view).length;
  const counts = { sale: count('sale'), charter: count('charter') };
  const shared = source.shared ? (
    <div className="mb-8 flex flex-col gap-3 border-l-4 border-gold bg-gray-50 p-4 text-sm text-body sm:flex-row sm:items-center sm:justify-between" data-compare-shared="">
      <p>{labels.shared}</p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {entries.length > 0 ? (
          <button
            type="button"
            className={action}
            onClick={() => {
              entries.forEach((entry) => shortlistStore.add(entry));
              setSharedParam(null);
            }}
          >
            {labels.saveShared}
          </button>
        ) : null}
        <button type="button" className={action} onClick={() => setSharedParam(null)}>
          {labels.showMine}
        </button>
      </div>
    </div>
  ) : null;

  if (entries.length === 0) {
    return (
      <>
        {shared}
        <CompareEmpty labels={labels} links={links} />
      </>
    );
  }

  // The chosen tab, else the first with yachts (sale first, as spec 2.11 lists them).
  const view = chosen ?? COMPARE_VIEWS.find((v) => counts[v] > 0) ?? 'sale';
  const table = data?.tables.find((t) => t.view === view) ?? null;
  const query = compareQuery(entries);
  const shareUrl = mounted ? new URL(`${links.compare}?${COMPARE_QUERY_KEY}=${query}`, window.location.origin).toString() : '';
  const names = table?.yachts.filter((column) => entries.some((e) => sameEntry(e, column))).map((column) => column.name) ?? [];
  const enquiry = enquiryHref(formHostHref(links.enquiry, { source: `${links.compare}?${COMPARE_QUERY_KEY}=${query}` }), names, labels);
  const remove = (entry: { id: string; view: CompareView }) => {
    if (source.shared) setSharedParam(entries.filter((e) => !sameEntry(e, entry)));
    else shortlistStore.remove(entry);
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = COMPARE_VIEWS.find((v) => v !== view) ?? view;
    setChosen(next);
    document.getElementById(`compare-tab-${next}`)?.focus();
  };
  const missing = data?.missing.filter((m) => entries.some((e) => sameEntry(e, m))) ?? [];

  return (
    <>
      {shared}
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div role="tablist" aria-label={labels.tabs.label} className="flex border-b border-gray-200">
          {COMPARE_VIEWS.map((v) => (
            <button
              key={v}
              id={`compare-tab-${v}`}
              type="button"
              role="tab"
              aria-selected={v === view}
              aria-controls="compare-panel"
              tabIndex={v === view ? 0 : -1}
              onClick={() => setChosen(v)}
              onKeyDown={onTabKey}
              className={cx(
                'min-h-11 px-3 pb-3 text-xs font-semibold tracking-[0.16em] uppercase sm:px-5 sm:text-sm',
                v === view ? 'border-b-2 border-navy text-navy' : 'border-b-2 border-transparent text-body hover:text-gold-deep',
              )}
            >
              {labels.tabs[v]} <span className="tabular-nums">({counts[v]})</span>
            </button>
          ))}
        </div>
        <Preferences labels={labels.preferences} />
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-x-7 gap-y-3">
        <a href={enquiry} data-drawer="form" className={cx(buttonClass({ theme: 'primary', size: 'md' }), 'justify-center max-sm:w-full')}>
          {labels.inquiry}
        </a>
        <SharePopover url={shareUrl} subject={null} labels={{ ...labels.shareOptions, open: labels.share }} className={action} />
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-body">
          <input type="checkbox" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} className="size-4 accent-navy" />
          {labels.onlyDifferences}
        </label>
      </div>
      <p className="mt-4 flex items-center gap-2 text-xs text-body">
        <span aria-hidden="true" className="inline-block h-4 w-[3px] bg-gold" />
        {labels.differsLegend}
      </p>
      {missing.length > 0 ? (
        <p className="mt-4 text-sm text-body" role="status">
          {fill(labels.unavailable, { ids: missing.map((m) => m.id).join(', ') })}
        </p>
      ) : null}
      <div id="compare-panel" role="tabpanel" aria-labelledby={`compare-tab-${view}`} className="mt-6" aria-busy={loading}>
        {failed ? (
          <p className="py-10 text-center text-body" role="alert">
            {labels.error}{' '}
            <button type="button" onClick={retry} className="font-semibold text-navy underline underline-offset-4 hover:text-gold-deep">
              {labels.retry}
            </button>
          </p>
        ) : counts[view] === 0 ? (
          <p className="py-10 text-center text-body" data-compare-empty-tab="">
            {labels.emptyTab[view]}{' '}
            <a href={view === 'sale' ? links.saleListing : links.charterListing} className="font-semibold text-navy underline underline-offset-4 hover:text-gold-deep">
              {view === 'sale' ? labels.viewSale : labels.viewCharter}
            </a>
          </p>
        ) : table ? (
          <CompareTable table={table} shown={(column) => entries.some((e) => sameEntry(e, column))} onlyDifferences={onlyDifferences} labels={labels} locale={locale} onRemove={remove} />
        ) : null}
      </div>
    </>
  );
}
