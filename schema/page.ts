/**
 * The `page` type (schema/README.md) and the page result of spec 3.1: the raw elements are
 * validated here and reshaped into what the site renders and puts in the head.
 */
import { z } from 'zod';
import type { PageContext } from './define';
import { customElement, dateTimeElement, modularContentElement, multipleChoiceElement, numberElement, taxonomyElement, textElement, urlSlugElement, type ContentItem } from './kontent';

const PAGE_TYPES = ['news', 'destinations', 'events', 'editorials', 'yachts', 'people', 'offices'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The page element that lists its blocks in order (spec 2.4.6). */
export const PAGE_COMPONENTS_ELEMENT = 'components';

export const pageElementsSchema = z
  .object({
    // A pattern rather than a refinement, so the exported JSON Schema checks it too.
    title: textElement.extend({ value: z.string().regex(/\S/, 'Page title is required') }),
    url_slug: urlSlugElement,
    components: modularContentElement,
    page_type: taxonomyElement.optional(),
    description: textElement.optional(),
    additional_info_title: textElement.optional(),
    additional_info_description: textElement.optional(),
    breadcrumbs_title: textElement.optional(),
    child_pages: modularContentElement.optional(),
    noindex: multipleChoiceElement.optional(),
    nofollow: multipleChoiceElement.optional(),
    noarchive: multipleChoiceElement.optional(),
    nosnippet: multipleChoiceElement.optional(),
    deactivate_breadcrumbs: multipleChoiceElement.optional(),
    og_content_type: textElement.optional(),
    sitemap_priority: numberElement.optional(),
    overwrite_image: customElement.optional(),
    yacht_type: multipleChoiceElement.optional(),
    /** Yacht and berth pages: the one yacht or berth the page shows (its yacht components read it). */
    yacht: modularContentElement.optional(),
    berth: modularContentElement.optional(),
    /** People pages (spec 3.8): the one person the page shows (its profile block reads it). */
    person: modularContentElement.optional(),
    event_date: dateTimeElement.optional(),
    start_date: dateTimeElement.optional(),
    end_date: dateTimeElement.optional(),
    address_organization: textElement.optional(),
    category_article: textElement.optional(),
    destination_name: textElement.optional(),
    latitude: numberElement.optional(),
    longitude: numberElement.optional(),
    /** 'yes' on an itinerary page (spec 2.5): it gets the itinerary's structured data. */
    itinerary_page: multipleChoiceElement.optional(),
  })
  .loose();
export type PageElements = z.infer<typeof pageElementsSchema>;

const hasChoice = (element: { value: { codename: string }[] } | undefined, codename = 'yes'): boolean => element?.value.some((o) => o.codename === codename) ?? false;

const text = (element: { value: string } | undefined): string => element?.value.trim() ?? '';

export type RobotsFlags = { noindex: boolean; nofollow: boolean; noarchive: boolean; nosnippet: boolean };

/** Spec 5.4. */
export const robotsString = (f: RobotsFlags): string =>
  [f.noindex ? 'noindex' : 'index', f.nofollow ? 'nofollow' : 'follow'].concat(f.noarchive ? ['noarchive'] : [], f.nosnippet ? ['nosnippet'] : []).join(', ');

export type PageResult = {
  pageCodename: string;
  pageId: string;
  language: string;
  title: string;
  urlSlug: string;
  pageType: PageType | null;
  breadcrumbsTitle: string;
  seoDescription: string;
  additionalInfoDescription: string;
  additionalInfoTitle: string;
  eventDate: string | null;
  startDate: string | null;
  endDate: string | null;
  address: string;
  ogContentType: string;
  robots: string;
  flags: RobotsFlags & { deactivateBreadcrumbs: boolean };
  componentCodenames: string[];
  pageMetadata: { yachtMetadata: { type: 'charter' | 'sale' | null }; url: string };
  /** What the page's components read about the page (schema/define.ts PageContext); the gallery is loaded apart. */
  context: Omit<PageContext, 'gallery'>;
  sitemap: { noindex: boolean; priority: number | null; lastmod: string };
  destinationSEO: { destinationName: string; destinationDescription: string; lat: number; lng: number } | null;
  categoryArticle: string;
  /** Spec 2.5: an itinerary page (its `itinerary_page` element is 'yes'). */
  isItinerary: boolean;
};

export type PageParse = { ok: true; page: PageResult } | { ok: false; problem: string };

/** Validates a page item and maps it to the page result (spec 3.1). */
export const toPageResult = (item: ContentItem): PageParse => {
  const parsed = pageElementsSchema.safeParse(item.elements);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const element = issue?.path[0];
    return { ok: false, problem: `${typeof element === 'string' ? element : 'page'}: ${issue?.message ?? 'invalid'}` };
  }
  const e = parsed.data;
  const flags = {
    noindex: hasChoice(e.noindex),
    nofollow: hasChoice(e.nofollow),
    noarchive: hasChoice(e.noarchive),
    nosnippet: hasChoice(e.nosnippet),
  };
  const description = text(e.description);
  const additional = text(e.additional_info_description);
  const typeCodename = e.page_type?.value[0]?.codename;
  const pageType = PAGE_TYPES.find((t) => t === typeCodename) ?? null;
  const yachtType = e.yacht_type?.value[0]?.codename;
  const destinationName = text(e.destination_name);
  return {
    ok: true,
    page: {
      pageCodename: item.system.codename,
      pageId: item.system.id,
      language: item.system.language,
      title: text(e.title),
      urlSlug: e.url_slug.value,
      pageType,
      breadcrumbsTitle: text(e.breadcrumbs_title) || text(e.title),
      seoDescription: description || additional,
      additionalInfoDescription: additional || description,
      additionalInfoTitle: text(e.additional_info_title) || text(e.title),
      eventDate: e.event_date?.value ?? null,
      startDate: e.start_date?.value ?? null,
      endDate: e.end_date?.value ?? null,
      address: text(e.address_organization),
      ogContentType: text(e.og_content_type) || 'website',
      robots: robotsString(flags),
      flags: { ...flags, deactivateBreadcrumbs: hasChoice(e.deactivate_breadcrumbs) },
      componentCodenames: e.components.value,
      pageMetadata: {
        yachtMetadata: { type: yachtType === 'charter' || yachtType === 'sale' ? yachtType : null },
        url: e.url_slug.value,
      },
      context: {
        yachtType: yachtType === 'charter' || yachtType === 'sale' ? yachtType : null,
        yacht: e.yacht?.value[0] ?? null,
        berth: e.berth?.value[0] ?? null,
        person: e.person?.value[0] ?? null,
        path: e.url_slug.value,
      },
      sitemap: { noindex: flags.noindex, priority: e.sitemap_priority?.value ?? null, lastmod: item.system.last_modified },
      destinationSEO:
        pageType === 'destinations' && destinationName
          ? {
              destinationName,
              destinationDescription: description,
              lat: e.latitude?.value ?? 0,
              lng: e.longitude?.value ?? 0,
            }
          : null,
      categoryArticle: text(e.category_article),
      isItinerary: hasChoice(e.itinerary_page),
    },
  };
};
