/**
 * What the renderer gets from the site (schema/services.ts): the registry, the words per locale and
 * the services components load from while a page renders.
 */
import { lookupIn, type SiteRendering } from '../../renderer/render/registry';
import type { SiteServices } from '../../schema/services';
import { translatorFor } from '../i18n/translator';
import { registry } from '../registry';
import { catalogueSources } from './catalogue-sources';
import { publicSearchConfig } from './search';
import { searchRequest } from './search-request';
import { SITE_URL } from './site';
import { getNavigation } from './configuration';
import { getSitemapPages } from './sitemap';

export const siteServices: SiteServices = {
  siteUrl: SITE_URL,
  ...catalogueSources,
  searchRequest,
  searchConfig: publicSearchConfig,
  pageTree: async (locale) => {
    const [menu, pages] = await Promise.all([getNavigation(locale, false), getSitemapPages()]);
    return { menu, pages: pages[locale] ?? [] };
  },
};

export const siteRendering: SiteRendering = { components: lookupIn(registry), translator: translatorFor, services: siteServices };
