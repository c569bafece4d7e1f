/**
 * The local Kontent Delivery API (spec 7.1): the embedded default for the CMS. It answers the same
 * REST contract as the hosted Delivery and Preview APIs over the demo content store, so the
 * official SDK talks to it unchanged, in-process (`handle`) or over HTTP (server.ts): published
 * content under `/{environmentId}`, drafts under `/preview/{environmentId}` (access.ts).
 */
import { decideAccess, PREVIEW_SEGMENT, type Access, type AccessKeys } from './access';
import type { RequestContext, RouteResult } from './context';
import { apiErrors, DeliveryApiError, errorBody, newRequestId } from './errors';
import { getItem, itemsFeed, listItems } from './items';
import { MAX_ITEMS_PER_RESPONSE } from './limits';
import { getType, getTypeElement, getTaxonomy, listLanguages, listTaxonomies, listTypes } from './meta';
import { parseQueryString } from './query';
import type { ContentStore } from './store';
import { assetUsedIn, itemUsedIn } from './used-in';
import { safeDecode } from '../../schema/locale';
import { log } from '../../schema/log';

export type DeliveryRequest = { method: string; url: string; headers: Record<string, string> };
export type DeliveryResponse = { status: number; headers: Record<string, string>; body: unknown };

export type LocalDeliveryApiOptions = AccessKeys & {
  store: ContentStore;
  /** the first path segment of every route; default 'demo' */
  environmentId?: string;
  /** A larger response is refused with error_code 6; default unlimited. */
  maxResponseBytes?: number;
  /** At most this many items in one answer of /items (limits.ts); default 2000, as hosted. */
  maxItemsPerResponse?: number;
  /** items per items-feed and used-in page; default maxItemsPerResponse */
  feedPageSize?: number;
  /** where unexpected failures are reported before the 500 is sent; default the server log */
  onError?: (error: unknown) => void;
};

export type LocalDeliveryApi = { handle(request: DeliveryRequest): Promise<DeliveryResponse> };

/**
 * Never stale: the store is read as it is now. So `X-KC-Wait-For-Loading-New-Content: true`, which
 * asks hosted Kontent to wait for changes still being processed, is accepted and needs nothing.
 */
const BASE_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'x-stale-content': '0' } as const;

const lowerCaseKeys = (headers: Readonly<Record<string, string>>): Record<string, string> => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/** `url` with its `skip` parameter set to `skip`, other parameters kept as the client sent them. */
const withSkip = (url: string, host: string | undefined, skip: number): string => {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : host ? `http://${host}${url}` : url;
  const mark = absolute.indexOf('?');
  const base = mark < 0 ? absolute : absolute.slice(0, mark);
  const query = mark < 0 ? '' : absolute.slice(mark + 1);
  const kept = query.split('&').filter((pair) => pair !== '' && !/^skip(=|$)/.test(pair));
  return `${base}?${[...kept, `skip=${skip}`].join('&')}`;
};

const decodeSegment = (segment: string): string => {
  const decoded = safeDecode(segment);
  if (decoded === null) throw apiErrors.malformedPath(segment);
  return decoded;
};

/** `/preview/{environment}/…` is the preview base; anything else starts with the environment id. */
const splitBase = (segments: readonly string[], environmentId: string): { base: Access; environment: string | undefined; path: string[] } => {
  const [first, second, ...rest] = segments;
  if (first === PREVIEW_SEGMENT && second === environmentId) return { base: 'preview', environment: second, path: rest };
  return { base: 'published', environment: first, path: segments.slice(1) };
};

type Router = (ctx: RequestContext, path: readonly string[], feedPageSize: number) => RouteResult;

const route: Router = (ctx, path, feedPageSize) => {
  const [resource, codename, sub, element, ...rest] = path;
  if (rest.length === 0) {
    if (resource === 'items' && codename !== undefined && sub === 'used-in' && element === undefined) return itemUsedIn(ctx, codename, feedPageSize);
    if (resource === 'assets' && codename !== undefined && sub === 'used-in' && element === undefined) return assetUsedIn(ctx, codename, feedPageSize);
    if (resource === 'items' && codename === undefined) return listItems(ctx);
    if (resource === 'items' && codename !== undefined && sub === undefined) return getItem(ctx, codename);
    if (resource === 'items-feed' && codename === undefined) return itemsFeed(ctx, feedPageSize);
    if (resource === 'types' && codename === undefined) return listTypes(ctx);
    if (resource === 'types' && codename !== undefined && sub === undefined) return getType(ctx, codename);
    if (resource === 'types' && codename !== undefined && sub === 'elements' && element !== undefined) {
      return getTypeElement(ctx, codename, element);
    }
    if (resource === 'taxonomies' && codename === undefined) return listTaxonomies(ctx);
    if (resource === 'taxonomies' && codename !== undefined && sub === undefined) return getTaxonomy(ctx, codename);
    if (resource === 'languages' && codename === undefined) return listLanguages(ctx);
  }
  throw apiErrors.resourceNotFound(`/${path.join('/')}`);
};

export const createLocalDeliveryApi = (options: LocalDeliveryApiOptions): LocalDeliveryApi => {
  const { store, deliveryKey, previewKey } = options;
  const environmentId = options.environmentId ?? 'demo';
  const { maxResponseBytes } = options;
  const maxItems = options.maxItemsPerResponse ?? MAX_ITEMS_PER_RESPONSE;
  const feedPageSize = options.feedPageSize ?? maxItems;
  const onError = options.onError ?? ((error: unknown) => log.error('local Delivery API failure', { error }));

  const fail = (error: DeliveryApiError): DeliveryResponse => ({
    status: error.status,
    headers: { ...BASE_HEADERS },
    body: errorBody(error, newRequestId()),
  });

  const answer = (request: DeliveryRequest): DeliveryResponse => {
    const headers = lowerCaseKeys(request.headers);
    const url = new URL(request.url, 'http://localhost');
    const method = request.method.toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') throw apiErrors.methodNotAllowed(method);
    const segments = url.pathname
      .split('/')
      .filter((s) => s !== '')
      .map(decodeSegment);
    const { base, environment, path } = splitBase(segments, environmentId);
    if (environment === undefined) throw apiErrors.resourceNotFound(url.pathname);
    if (environment !== environmentId) throw apiErrors.environmentNotFound(environment);
    const access = decideAccess({ deliveryKey, previewKey }, headers, base);
    const ctx: RequestContext = {
      store,
      items: access === 'preview' ? store.preview : store.published,
      params: parseQueryString(url.search),
      headers,
      pageUrl: (skip) => withSkip(request.url, headers['host'], skip),
      maxItems,
    };
    const result = route(ctx, path, feedPageSize);
    // Serialized once: the size check needs the bytes, and callers get a copy they cannot share with the store.
    const text = JSON.stringify(result.body);
    const bytes = Buffer.byteLength(text);
    if (maxResponseBytes !== undefined && bytes > maxResponseBytes) {
      throw apiErrors.responseTooLarge(bytes, maxResponseBytes);
    }
    return { status: 200, headers: { ...BASE_HEADERS, ...result.headers }, body: JSON.parse(text) };
  };

  return {
    // Never throws: every failure becomes a Kontent-shaped error response.
    handle: async (request) => {
      try {
        return answer(request);
      } catch (error) {
        if (error instanceof DeliveryApiError) return fail(error);
        try {
          onError(error);
        } catch {
          // A failing reporter must not turn the 500 into a thrown error.
        }
        return fail(apiErrors.internal());
      }
    },
  };
};
