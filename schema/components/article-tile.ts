/**
 * The article and event tile of spec 3.9, read from a linked `page` item: its picture (spec 4.7),
 * category (the page_type's name), dates (event_date or start_date, end_date), title
 * (additional_info_title, falling back to title), descriptions, tags (spec 5.3: split on commas,
 * trimmed, empties dropped), link (external_url, else url_slug, spec 2.14) and office (from one of
 * the page's components whose element named 'Office' links an office). Shared by the article grid
 * and the article and news sliders.
 */
import { z } from 'zod';
import type { MapContext } from '../define';
import { optionalText } from '../elements';
import { slugHref } from '../linked-page';
import { isExternal, isSafeHref, externalHref } from '../links';
import { componentsOf, pagePicture, type PagePicture } from '../page-image';
import { wordOf } from '../words';

export type ArticleTile = {
  codename: string;
  image: PagePicture | null;
  /** The page_type's name ('News', 'Events'), as the CMS names it: one name for every language. */
  category: string | null;
  /** The page_type's codename ('news', spec 3.1 pageType), whose words in the page's language are the messages' pageTypes. */
  categoryKey: string | null;
  /** The page's news category (category_article), e.g. 'charter_news'. */
  newsCategory: string | null;
  /** ISO dates, or null. */
  startDate: string | null;
  endDate: string | null;
  title: string;
  description: string | null;
  detailedDescription: string | null;
  seoDescription: string | null;
  tags: string[];
  href: string;
  external: boolean;
  office: string | null;
};

/**
 * A page type named in the page's language: its words in the messages (pageTypes) by codename, else
 * the name the CMS gives it, which is one name for every language.
 */
export const pageTypeName = (pageTypes: Readonly<Record<string, string>>, key: string | null, name: string | null): string | null => (key ? wordOf(pageTypes, key, name ?? '') || null : name);

const text = z.object({ value: z.string().nullable() }).optional();
const date = z.object({ value: z.string().nullable() }).optional();
const linkedPage = z.looseObject({
  title: z.object({ value: z.string() }),
  url_slug: z.object({ value: z.string() }),
  page_type: z.object({ value: z.array(z.object({ name: z.string(), codename: z.string() })) }).optional(),
  additional_info_title: text,
  additional_info_description: text,
  description: text,
  detailed_description: text,
  category_article: text,
  external_url: text,
  tags: text,
  event_date: date,
  start_date: date,
  end_date: date,
});

const trimmed = (element: { value: string | null } | undefined): string | null => optionalText(element?.value ? { value: element.value } : undefined);

/** Spec 5.3. */
export const splitTags = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

const isoDate = (value: string | null | undefined): string | null => (value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null);

const officeElement = z.object({ name: z.literal('Office'), value: z.array(z.string()).min(1) });
const officeName = z.object({ name: z.object({ value: z.string() }) });

/** Spec 3.9: the office of the first component whose element named 'Office' links one. */
const officeOf = (ctx: MapContext, components: readonly { elements: Record<string, unknown> }[]): string | null => {
  for (const component of components) {
    const link = Object.values(component.elements)
      .map((element) => officeElement.safeParse(element))
      .find((parsed) => parsed.success);
    const codename = link?.data?.value[0];
    const office = codename ? officeName.safeParse(ctx.linkedItem(codename)?.elements) : undefined;
    if (office?.success && office.data.name.value.trim()) return office.data.name.value.trim();
  }
  return null;
};

/**
 * The tiles of linked pages; a missing or unusable page is reported on `element` and left out, so
 * the block still renders the others.
 */
export const articleTiles = (ctx: MapContext, element: string, codenames: readonly string[]): ArticleTile[] =>
  codenames.flatMap((codename): ArticleTile[] => {
    const item = ctx.linkedItem(codename);
    const parsed = item && item.system.type === 'page' ? linkedPage.safeParse(item.elements) : undefined;
    if (!item || !parsed?.success) {
      ctx.report({
        item: ctx.item,
        element,
        problem: item
          ? `'${item.system.name}' is not a page with a title and URL slug; only pages can be used here`
          : `Linked page '${codename}' is missing: it is not published in this language, or was deleted`,
      });
      return [];
    }
    const e = parsed.data;
    const external = trimmed(e.external_url);
    const useExternal = external !== null && isExternal(external) && isSafeHref(external);
    const slug = e.url_slug.value.trim();
    const components = componentsOf(item.elements, (c) => ctx.linkedItem(c));
    return [
      {
        codename,
        image: pagePicture(item.elements, components, ctx.locale),
        category: e.page_type?.value[0]?.name ?? null,
        categoryKey: e.page_type?.value[0]?.codename ?? null,
        newsCategory: trimmed(e.category_article),
        startDate: isoDate(e.event_date?.value ?? e.start_date?.value),
        endDate: isoDate(e.end_date?.value),
        title: trimmed(e.additional_info_title) ?? e.title.value.trim(),
        description: trimmed(e.additional_info_description) ?? trimmed(e.description),
        detailedDescription: trimmed(e.detailed_description),
        seoDescription: trimmed(e.description),
        tags: splitTags(e.tags?.value ?? null),
        href: useExternal ? externalHref(external) : slugHref(ctx, slug),
        external: useExternal,
        office: officeOf(ctx, components),
      },
    ];
  });
