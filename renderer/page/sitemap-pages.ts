/**
 * Every published page of a language as the XML sitemaps and the HTML sitemap need it (spec 2.2,
 * 3.1): slug, title, last modification, sitemap priority and the noindex flag of spec 5.4, read
 * through the items feed, so a site of any size takes a few requests.
 */
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { z } from 'zod';
import { feedQueryConfig } from '../delivery/query-config';
import { PAGE_KINDS, type PageKind, type SitemapPage } from '../../schema/sitemap/entries';

const feedPage = z.object({ items: z.array(z.unknown()) });
const choices = z.object({ value: z.array(z.object({ codename: z.string() })) });
const sitemapItem = z.object({
  system: z.object({ codename: z.string(), last_modified: z.string() }),
  elements: z.object({
    url_slug: z.object({ value: z.string().min(1) }),
    title: z.object({ value: z.string() }).optional(),
    noindex: choices.optional(),
    sitemap_priority: z.object({ value: z.number().nullable() }).optional(),
    page_type: choices.optional(),
    yacht_type: choices.optional(),
    berth: z.object({ value: z.array(z.string()) }).optional(),
  }),
});

/** Kontent writes seven fractional digits; the sitemap carries the time as the W3C profile of ISO 8601 writes it. */
const isoTime = (value: string): string => {
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : time.toISOString();
};

type Elements = z.infer<typeof sitemapItem>['elements'];

/** A yacht page by its market view, a berth page by its berth, else the page type (spec 3.1), else a page. */
const kindOf = (e: Elements): PageKind => {
  const yacht = e.yacht_type?.value[0]?.codename;
  if (yacht === 'charter' || yacht === 'sale') return `${yacht}-yacht`;
  if ((e.berth?.value.length ?? 0) > 0) return 'berth';
  const type = e.page_type?.value[0]?.codename;
  return PAGE_KINDS.find((k) => k === type) ?? 'page';
};

export const listSitemapPages = async ({ client, language, preview }: { client: IDeliveryClient; language: string; preview: boolean }): Promise<SitemapPage[]> => {
  const { responses } = await client
    .itemsFeed()
    .type('page')
    .elementsParameter(['url_slug', 'title', 'noindex', 'sitemap_priority', 'page_type', 'yacht_type', 'berth'])
    .languageParameter(language)
    .queryConfig(feedQueryConfig(preview))
    .toAllPromise();
  return responses
    .flatMap((r) => feedPage.parse(r.response.data).items)
    .flatMap((raw) => {
      const item = sitemapItem.safeParse(raw);
      if (!item.success) return [];
      const { system, elements } = item.data;
      return [
        {
          codename: system.codename,
          slug: elements.url_slug.value,
          title: elements.title?.value.trim() ?? '',
          kind: kindOf(elements),
          lastmod: isoTime(system.last_modified),
          priority: elements.sitemap_priority?.value ?? null,
          noindex: elements.noindex?.value.some((o) => o.codename === 'yes') ?? false,
        },
      ];
    });
};
