/**
 * The algoliasearch v5 clients, unchanged, for hosted Algolia or the embedded engine. The renderer
 * reaches the engine only through the client's seams: `requester` (in process, passed in by site
 * and tools) or `hosts` (the engine's HTTP server). InstantSearch takes the lite client.
 */
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { searchHostOf } from '../../schema/search/host';

/** The client option both factories accept: what answers the requests. */
export type SearchTransport = { kind: 'algolia' } | { kind: 'requester'; requester: NonNullable<NonNullable<Parameters<typeof algoliasearch>[2]>['requester']> } | { kind: 'http'; url: string };

export type ClientCredentials = { appId: string; apiKey: string };

/** Connect and response timeouts (spec 7.2 gives them in seconds without values). */
export const SEARCH_TIMEOUTS = { connect: 2_000, read: 5_000, write: 30_000 };

const options = (transport: SearchTransport, timeouts = SEARCH_TIMEOUTS) => {
  if (transport.kind === 'requester') return { requester: transport.requester, timeouts, hosts: [{ url: 'engine.local', accept: 'readWrite' as const, protocol: 'http' as const }] };
  if (transport.kind === 'http') return { timeouts, hosts: [searchHostOf(transport.url)] };
  return { timeouts };
};

/** The full client (search, indexing, recommendations) for tools and the server. */
export const createSearchClient = ({ appId, apiKey }: ClientCredentials, transport: SearchTransport, timeouts = SEARCH_TIMEOUTS): Algoliasearch =>
  algoliasearch(appId, apiKey, options(transport, timeouts));

/** The lite client InstantSearch uses (search and recommendations only). */
export const createLiteSearchClient = ({ appId, apiKey }: ClientCredentials, transport: SearchTransport): LiteClient => liteClient(appId, apiKey, options(transport));
