'use client';
/**
 * What the compare page compares and its data: the visitor's shortlist, or the yachts of a shared
 * link (`?c=`) without touching the shortlist; the rows come from the compare route, checked
 * with zod. The last answer stays on screen while the next one loads (a removed yacht's column
 * is hidden at once).
 */
import '../ui/zod-jitless.client';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { z } from 'zod/mini';
import { COMPARE_QUERY_KEY, compareQuery, linkableEntries, parseCompare, type CompareEntry } from '../../schema/compare/share';
import { compareResponseSchema } from '../../schema/compare/response';
import type { Locale } from '../../schema/constants/locale';
import { DEFAULT_LOCALE } from '../../schema/constants/locale';
import { useShortlist } from '../ui/shortlist/use-shortlist.client';

export type CompareData = z.output<typeof compareResponseSchema>;

const noSubscribe = () => () => undefined;
/** False on the server and while hydrating: the page's HTML is the same for everyone. */
export const useMounted = (): boolean =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

const SEARCH_EVENT = 'compare:search';
const subscribeSearch = (listener: () => void) => {
  window.addEventListener('popstate', listener);
  window.addEventListener(SEARCH_EVENT, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(SEARCH_EVENT, listener);
  };
};
const sharedParam = (): string | null => new URLSearchParams(window.location.search).get(COMPARE_QUERY_KEY);

/** Changes the shared list in the address bar (no history entry); null leaves the shared link. */
export const setSharedParam = (entries: readonly CompareEntry[] | null): void => {
  const url = new URL(window.location.href);
  if (entries && entries.length > 0) url.searchParams.set(COMPARE_QUERY_KEY, compareQuery(entries));
  else url.searchParams.delete(COMPARE_QUERY_KEY);
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(SEARCH_EVENT));
};

export type CompareSource = { shared: boolean; entries: CompareEntry[] };

/** A `c` in the address, even one with nothing readable, is a shared comparison. */
export const useCompareSource = (): CompareSource => {
  const shortlist = useShortlist();
  const shared = useSyncExternalStore(subscribeSearch, sharedParam, () => null);
  if (shared !== null) return { shared: true, entries: parseCompare(shared).entries };
  return { shared: false, entries: linkableEntries(shortlist) };
};

type Answer = { key: string; data: CompareData | null; failed: boolean };

export const useComparison = (entries: readonly CompareEntry[], locale: Locale, api: string) => {
  const key = compareQuery(entries);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const params = new URLSearchParams({ [COMPARE_QUERY_KEY]: key });
    if (locale !== DEFAULT_LOCALE) params.set('lang', locale);
    fetch(`${api}?${params.toString()}`, { signal: controller.signal })
      .then(async (response) => {
        const parsed = compareResponseSchema.safeParse(response.ok ? await response.json() : null);
        setAnswer({ key, data: parsed.success ? parsed.data : null, failed: !parsed.success });
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ key, data: null, failed: true });
      });
    return () => controller.abort();
  }, [key, locale, api, attempt]);
  const current = answer?.key === key;
  return { data: answer?.data ?? null, loading: Boolean(key) && !current, failed: current && answer.failed, retry };
};
