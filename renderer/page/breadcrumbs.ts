/** Breadcrumb trail (spec 2.4 step 7): the pages at each ancestor path, home first. */
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { queryConfig } from '../delivery/query-config';
import { readAllPages } from '../delivery/all-pages';
import type { PageResult } from '../../schema/page';
import { CONTENT_TYPE } from '../../schema/constants/content-types';

export type Crumb = { title: string; path: string };

/** A title as the page result reads it (spec 3.1): trimmed, blank when absent. */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const ancestorPaths = (slug: string): string[] => {
  const segments = slug.split('/').filter(Boolean);
  return ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
};

export const breadcrumbTrail = async (q: { client: IDeliveryClient; language: string; preview: boolean }, page: PageResult): Promise<Crumb[]> => {
  const ancestors = ancestorPaths(page.urlSlug).slice(0, -1);
  const self = { title: page.breadcrumbsTitle, path: page.urlSlug };
  if (ancestors.length === 0) return [self];
  const query = q.client
    .items()
    .type(CONTENT_TYPE.page)
    .inFilter('elements.url_slug', ancestors)
    .elementsParameter(['title', 'breadcrumbs_title', 'url_slug'])
    .languageParameter(q.language)
    .depthParameter(0)
    .queryConfig(queryConfig(q.preview));
  const found = new Map<string, string>();
  for (const item of (await readAllPages(query)).items) {
    const slug = item.elements.url_slug?.value;
    const title = text(item.elements.breadcrumbs_title?.value) || text(item.elements.title?.value);
    if (typeof slug === 'string' && title) found.set(slug, title);
  }
  const trail = ancestors.flatMap((path) => {
    const title = found.get(path);
    return title ? [{ title, path }] : [];
  });
  return [...trail, self];
};
