'use client';
/** Loads a contact-broker drawer's data from the site (spec 7.1: the item re-fetched at depth 4), once per item and locale. */
import '../ui/zod-jitless.client';
import { useEffect, useState } from 'react';
import type { ContactBrokerDrawerData } from '../../schema/components/contact_broker_drawer';
import type { Locale } from '../../schema/constants/locale';

export type BrokerData = { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: ContactBrokerDrawerData };

const cache = new Map<string, Promise<ContactBrokerDrawerData | null>>();

const load = (endpoint: string, item: string | null, locale: Locale): Promise<ContactBrokerDrawerData | null> => {
  const query = new URLSearchParams({ lang: locale });
  if (item) query.set('item', item);
  const url = `${endpoint}?${query.toString()}`;
  let pending = cache.get(url);
  if (!pending) {
    // The schema (and zod) load with the first drawer opened, not with every page.
    pending = Promise.all([fetch(url, { headers: { accept: 'application/json' } }), import('../../schema/components/contact_broker_drawer')])
      .then(async ([response, { contactBrokerDrawerDataSchema }]) => (response.ok ? (contactBrokerDrawerDataSchema.safeParse(await response.json()).data ?? null) : null))
      .catch(() => null);
    // A failure is not kept: the next opening tries again.
    pending.then(
      (data) => (data ? undefined : cache.delete(url)),
      () => cache.delete(url),
    );
    cache.set(url, pending);
  }
  return pending;
};

export const useBrokerData = (endpoint: string, active: boolean, item: string | null, locale: Locale): BrokerData => {
  const key = `${endpoint}|${item ?? ''}|${locale}`;
  // The answer for one key; another key (or none yet) reads as loading.
  const [result, setResult] = useState<{ key: string; data: ContactBrokerDrawerData | null } | null>(null);
  useEffect(() => {
    if (!active) return;
    let current = true;
    load(endpoint, item, locale).then((data) => {
      if (current) setResult({ key, data });
    });
    return () => {
      current = false;
    };
  }, [endpoint, active, item, locale, key]);
  if (!active) return { status: 'idle' };
  if (result?.key !== key) return { status: 'loading' };
  return result.data ? { status: 'loaded', data: result.data } : { status: 'failed' };
};
