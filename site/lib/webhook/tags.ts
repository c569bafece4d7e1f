/**
 * Maps what a webhook says changed to the cache tags of what shows it: the pages that include the
 * item (and, for a page, its descendants' breadcrumbs), the menu and footer, or the redirect table.
 * When a change cannot be narrowed down, every cached read of content is revalidated.
 */
import { LOCALES } from '../../../schema/constants/locale';
import { CONTENT_TYPE } from '../../../schema/constants/content-types';
import { NAVIGATION_CODENAMES } from '../../../schema/navigation/codenames';
import { footerConfiguration } from '../../../schema/navigation/footer_configuration';
import { menuConfiguration } from '../../../schema/navigation/menu_configuration';
import { configurationTag, CONTENT_TAG, MAP_VIEWS_TAG, pageTag, PAGES_TAG, REDIRECTS_TAG } from '../cache-tags';
import { mapDestinationsComponent } from '../../../schema/components/map_destinations_component';
import type { Change } from './payload';
import type { PageRef } from './page-index';

export type PageLookup = {
  pagesShowing(codename: string): Promise<PageRef[] | null>;
  pagesUnder(slug: string): Promise<PageRef[]>;
};

/** The menu and footer items the configuration loader reads (spec 3.11). */
const CONFIGURATION_ROOTS = [menuConfiguration.codename, footerConfiguration.codename];

const tagsOfChange = async (change: Change, index: PageLookup): Promise<string[]> => {
  if (change.kind === 'other') return [CONTENT_TAG];
  if (change.type === CONTENT_TYPE.redirect) return [REDIRECTS_TAG];
  // Language fallback (spec 7.1) lets a change in one language show in another: all locales.
  const configuration = CONFIGURATION_ROOTS.flatMap((root) => LOCALES.map((locale) => configurationTag(root, locale)));
  if (NAVIGATION_CODENAMES.includes(change.type)) return configuration;
  const pages = await index.pagesShowing(change.codename);
  if (pages === null) return [CONTENT_TAG];
  const affected = [...pages];
  const isPage = change.type === CONTENT_TYPE.page;
  if (isPage) {
    for (const page of pages) if (page.slug !== '/') affected.push(...(await index.pagesUnder(page.slug)));
  }
  // Yachts and pages also appear as teasers in the menu; a page's slug is in the route table.
  return [...affected.map((page) => pageTag(page.locale, page.slug)), ...configuration, ...(isPage ? [PAGES_TAG] : [])];
};

export const tagsFor = async (changes: readonly Change[], index: PageLookup): Promise<string[]> => {
  const tags = new Set((await Promise.all(changes.map((change) => tagsOfChange(change, index)))).flat());
  // A map's view names the pictures its route may draw, whichever pages show it.
  if (changes.some((change) => change.kind === 'item' && change.type === mapDestinationsComponent.codename)) tags.add(MAP_VIEWS_TAG);
  return tags.has(CONTENT_TAG) ? [CONTENT_TAG] : [...tags].sort();
};
