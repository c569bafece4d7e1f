/**
 * The browser's search client: the unchanged algoliasearch lite client, on hosted Algolia or, with
 * the embedded engine, through a requester that sends the same REST calls to the site's read-only
 * endpoint. Failures read as spec 8.4 says: an aborted connection is a timeout (status 0,
 * isTimedOut), anything else 'Network request failed' with status 0.
 */
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { EMBEDDED_SEARCH_ENDPOINT, type PublicSearchConfig } from '../../../schema/search/public-config';
import { SEARCH_MESSAGES } from '../../../schema/constants/search';
import { searchHostOf } from '../../../schema/search/host';
import { withServerFallback } from './server-fallback';

type Requester = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['requester']>;
type EndRequest = Parameters<Requester['send']>[0];
type Response = Awaited<ReturnType<Requester['send']>>;

const origin = (serverOrigin: string) => (typeof window === 'undefined' ? serverOrigin : window.location.origin);

/** Sends the client's request to `{origin}/api/search{path}/` (site URLs end with a slash) with the client's own timeouts. */
export const endpointRequester = (serverOrigin: string, fetcher: typeof fetch = (...args) => fetch(...args)): Requester => ({
  send: async (request: EndRequest): Promise<Response> => {
    const target = new URL(request.url);
    const url = `${origin(serverOrigin)}${EMBEDDED_SEARCH_ENDPOINT}${target.pathname}/${target.search}`;
    const signal = AbortSignal.timeout(request.connectTimeout + request.responseTimeout);
    try {
      const response = await fetcher(url, {
        method: request.method,
        headers: request.headers,
        body: typeof request.data === 'string' || request.data === undefined ? request.data : new TextDecoder().decode(request.data),
        signal,
      });
      return { status: response.status, content: await response.text(), isTimedOut: false };
    } catch (error) {
      const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const message = timedOut ? SEARCH_MESSAGES.connectionTimeout : SEARCH_MESSAGES.networkFailed;
      return { status: 0, content: JSON.stringify({ message, status: 0 }), isTimedOut: timedOut };
    }
  },
});

const clientOf = (config: Exclude<PublicSearchConfig, { mode: 'unconfigured' }>): LiteClient => {
  if (config.mode === 'hosted') return liteClient(config.appId, config.searchKey, config.url ? { hosts: [searchHostOf(config.url)] } : {});
  return liteClient(config.appId, config.searchKey, {
    requester: endpointRequester(config.serverOrigin),
    hosts: [{ url: 'embedded.search', accept: 'readWrite', protocol: 'https' }],
  });
};

/**
 * One client per configuration; null when search is not configured (spec 8.4). While the page
 * renders on the server, a failed search answers marked empty results (./server-fallback.ts).
 */
export const createBrowserSearchClient = (config: PublicSearchConfig): LiteClient | null => {
  if (config.mode === 'unconfigured') return null;
  return typeof window === 'undefined' ? withServerFallback(clientOf(config)) : clientOf(config);
};
