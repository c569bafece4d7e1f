/**
 * The menu and footer configuration (spec 3.11) per locale: cached and tagged like pages, so a
 * webhook can revalidate them; preview reads drafts fresh.
 */
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { getDelivery } from './delivery';
import { loadConfiguration } from '../../renderer/navigation/configuration';
import { footerConfiguration } from '../../schema/navigation/footer_configuration';
import { menuConfiguration } from '../../schema/navigation/menu_configuration';
import type { Locale } from '../../schema/constants/locale';
import { configurationTag, CONTENT_TAG } from './cache-tags';
import { PAGE_REVALIDATE_SECONDS } from './content';

/**
 * Part of the cache key: the data cache outlives a deploy, so a change in the mapped shape (the
 * menu's yacht teasers, for one) must not meet entries written by the previous build.
 */
const SHAPE_VERSION = 'nav-2';

const cached = <P>(load: (locale: Locale, preview: boolean) => Promise<P>, codename: string) =>
  cache(async (locale: Locale, preview: boolean): Promise<P> => {
    if (preview) return load(locale, true);
    return unstable_cache(() => load(locale, false), [codename, locale, SHAPE_VERSION], {
      tags: [CONTENT_TAG, configurationTag(codename, locale)],
      revalidate: PAGE_REVALIDATE_SECONDS,
    })();
  });

const request = (locale: Locale, preview: boolean) => {
  const { client, config } = getDelivery();
  return { client, language: config.languages[locale], locale, preview };
};

export const getNavigation = cached((locale, preview) => loadConfiguration(request(locale, preview), menuConfiguration), menuConfiguration.codename);
export const getFooter = cached((locale, preview) => loadConfiguration(request(locale, preview), footerConfiguration), footerConfiguration.codename);
