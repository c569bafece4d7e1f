/**
 * The page resolver (spec 2.4, 7.1, 8.1): looks a page up by its normalised path, falls back to the
 * split fetch when Kontent answers error code 6, and reports redirects, not-found and failures.
 */
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { deliveryErrorCode } from '../delivery/errors';
import { itemsResponseSchema, linkedCodenames, type ContentItem, type ItemsResponse, type LinkedItems } from '../../schema/kontent';
import { toPageResult, type PageResult } from '../../schema/page';
import { FALLBACK_COMPONENT_DEPTH, FALLBACK_ERROR_CODE, FALLBACK_MANUAL_YACHT_GRID_DEPTH, FALLBACK_PAGE_DEPTH, PAGE_FETCH_DEPTH, PAGE_FETCH_LIMIT } from '../../schema/constants/fetching';
import { queryConfig } from '../delivery/query-config';
import { readAllPages } from '../delivery/all-pages';
import { rethrowOutage } from '../delivery/circuit';
import { PageError } from './errors';
import { findRedirect, type Redirect } from './redirects';
import { breadcrumbTrail, type Crumb } from './breadcrumbs';
import { pageImage, pageVideo } from './image';
import { pageAnchors } from '../../schema/components/page-anchors';
import { breadcrumbsComponent } from '../../schema/components/breadcrumbs_component';
import { CONTENT_TYPE } from '../../schema/constants/content-types';
import { log, problemOf } from '../../schema/log';

export type ResolvedPage = {
  kind: 'page';
  page: PageResult;
  components: ContentItem[];
  linkedItems: LinkedItems;
  breadcrumbs: { trail: Crumb[]; component: ContentItem | null };
  /** Spec 4.7 / 2.5: the media URL for social images, or null. */
  pageImage: string | null;
  /** Spec 2.5: the video URL when the page media is a video, else null. */
  pageVideo: string | null;
};
export type Resolution = ResolvedPage | { kind: 'redirect'; redirect: Redirect } | { kind: 'not-found' };

export type ResolveRequest = {
  client: IDeliveryClient;
  slug: string;
  language: string;
  preview: boolean;
  /** Preview: changes the fetched page before it is read (an editor's unsaved values, renderer/preview/). */
  amend?: (response: ItemsResponse) => Promise<ItemsResponse>;
};

const EXCLUDED = ['child_pages'];

type PageQuery = { client: IDeliveryClient; slug: string; language: string; preview: boolean; depth: number };

const raw = (body: unknown, what: string): ItemsResponse => {
  const parsed = itemsResponseSchema.safeParse(body);
  if (!parsed.success) throw new PageError(500, `Unexpected content response for ${what}: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
};

const fetchPage = async ({ client, slug, language, preview, depth }: PageQuery): Promise<ItemsResponse> => {
  const query = client
    .items()
    .type(CONTENT_TYPE.page)
    .equalsFilter('elements.url_slug', slug)
    .languageParameter(language)
    .includeTotalCountParameter()
    .excludeElementsParameter(EXCLUDED)
    .depthParameter(depth)
    .limitParameter(PAGE_FETCH_LIMIT)
    .queryConfig(queryConfig(preview));
  return readAllPages(query, (body) => raw(body, `page ${slug}`));
};

const fetchComponents = async (q: Omit<PageQuery, 'slug'>, codenames: string[]): Promise<ItemsResponse> => {
  if (codenames.length === 0) return { items: [], modular_content: {} };
  const query = q.client
    .items()
    .inFilter('system.codename', codenames)
    .languageParameter(q.language)
    .excludeElementsParameter(EXCLUDED)
    .depthParameter(q.depth)
    .limitParameter(Math.max(codenames.length, 1))
    .queryConfig(queryConfig(q.preview));
  return readAllPages(query, (body) => raw(body, 'page components'));
};

/** Spec 7.1 fallback: the page at depth 1, then its components by codename at depth 2 or 3, merged. */
const splitFetch = async (q: PageQuery): Promise<ItemsResponse> => {
  const shallow = await fetchPage({ ...q, depth: FALLBACK_PAGE_DEPTH });
  const page = shallow.items[0];
  if (!page) return shallow;
  const list = linkedCodenames(page.elements.components);
  const isGrid = (c: string) => shallow.modular_content[c]?.system.type === CONTENT_TYPE.manualYachtGrid;
  const [grids, others] = await Promise.all([
    fetchComponents({ ...q, depth: FALLBACK_MANUAL_YACHT_GRID_DEPTH }, list.filter(isGrid)),
    fetchComponents(
      { ...q, depth: FALLBACK_COMPONENT_DEPTH },
      list.filter((c) => !isGrid(c)),
    ),
  ]);
  const merged: LinkedItems = { ...shallow.modular_content };
  for (const part of [grids, others]) {
    Object.assign(merged, part.modular_content);
    for (const item of part.items) merged[item.system.codename] = item;
  }
  return { ...shallow, modular_content: merged };
};

const isTooLarge = (error: unknown): boolean => deliveryErrorCode(error) === FALLBACK_ERROR_CODE;

const lookUp = async (q: PageQuery): Promise<ItemsResponse> => {
  try {
    return await fetchPage(q);
  } catch (error) {
    if (!isTooLarge(error)) throw PageError.from(error);
    try {
      return await splitFetch(q);
    } catch (fallbackError) {
      throw PageError.from(fallbackError);
    }
  }
};

/** A failed ancestor lookup costs the trail, not the page; it is logged like other content problems. */
const noTrail =
  (page: PageResult) =>
  (error: unknown): Crumb[] => {
    rethrowOutage(error);
    log.error('content: no breadcrumbs', { slug: page.urlSlug, error: problemOf(error) });
    return [];
  };

export const resolvePage = async (request: ResolveRequest): Promise<Resolution> => {
  const q = { ...request, depth: PAGE_FETCH_DEPTH };
  const fetched = await lookUp(q);
  const response = request.amend ? await request.amend(fetched) : fetched;
  const item = response.items[0];
  if (!item) {
    const redirect = await findRedirect(request).catch((error: unknown) => {
      throw PageError.from(error);
    });
    return redirect ? { kind: 'redirect', redirect } : { kind: 'not-found' };
  }
  const parsed = toPageResult(item);
  if (!parsed.ok) throw new PageError(500, `Page ${item.system.codename} is invalid: ${parsed.problem}`);
  const page = parsed.page;
  const linked = response.modular_content;
  const all = page.componentCodenames.map((c) => linked[c]).filter((c): c is ContentItem => c !== undefined);
  const trail = page.flags.deactivateBreadcrumbs ? [] : await breadcrumbTrail(request, page).catch(noTrail(page));
  return {
    kind: 'page',
    page: { ...page, context: { ...page.context, anchors: pageAnchors(all) } },
    components: all.filter((c) => c.system.type !== breadcrumbsComponent.codename),
    linkedItems: linked,
    breadcrumbs: { trail, component: all.find((c) => c.system.type === breadcrumbsComponent.codename) ?? null },
    pageImage: pageImage(item, all, linked),
    pageVideo: pageVideo(item, all, linked),
  };
};
