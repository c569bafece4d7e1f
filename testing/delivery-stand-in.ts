/**
 * The local Delivery API for the resolver's tests: a store built from the items a test gives,
 * answered through the production SDK client and transport seam. Every request the API receives is
 * recorded, so tests can assert the queries the resolver makes.
 */
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { createClient } from '../renderer/delivery/client';
import { LOCAL_DELIVERY_BASE, previewBeside, type DeliveryConfig } from '../renderer/delivery/config';
import type { Transport } from '../renderer/delivery/http-service';
import { createLocalDeliveryApi } from '../services/kontent/api';
import { createStore } from '../services/kontent/store';
import { el, fixtureInput, variant } from './kontent-fixture';

export { el, variant };
export type Variant = ReturnType<typeof variant>;

/** One request as the API received it, with what it answered. */
export type RecordedRequest = {
  path: string;
  params: URLSearchParams;
  status: number;
  /** Kontent's error_code when the answer was an error body. */
  errorCode: number | undefined;
  /** Size of the answer as the API measures it against maxResponseBytes. */
  bytes: number;
};

export type StandInOptions = {
  /** Drafts: items the preview API serves, over the published variant of the same codename and language. */
  drafts?: Variant[];
  /** Answers error code 6 above this many bytes; unlimited by default. */
  maxResponseBytes?: number;
  /** When set, the API requires this key and the client sends none. */
  deliveryKey?: string;
  /** At most this many items per answer, as hosted Kontent's 2,000 (services/kontent/limits.ts). */
  maxItemsPerResponse?: number;
  /** Fails the matching requests as a network failure would, before they reach the API. */
  failWhen?: (params: URLSearchParams) => boolean;
};

const errorCodeOf = (body: unknown): number | undefined => (typeof body === 'object' && body !== null && 'error_code' in body && typeof body.error_code === 'number' ? body.error_code : undefined);

const config = (): DeliveryConfig => ({
  mode: 'local',
  environmentId: 'demo',
  deliveryKey: undefined,
  previewKey: 'local-preview',
  baseUrl: LOCAL_DELIVERY_BASE,
  previewUrl: previewBeside(LOCAL_DELIVERY_BASE),
  excludeArchived: false,
  languages: { en: 'en', es: 'es' },
});

export const standIn = (items: Variant[], options: StandInOptions = {}): { client: IDeliveryClient; requests: RecordedRequest[] } => {
  const { manifest } = fixtureInput();
  const drafts = options.drafts ?? [];
  const key = (v: Variant) => `${v.system.codename}/${v.system.language}`;
  const drafted = new Set(drafts.map(key));
  const preview = [...items.filter((v) => !drafted.has(key(v))), ...drafts];
  const store = createStore({ manifest, types: [], taxonomies: [], published: items, preview });
  const api = createLocalDeliveryApi({
    store,
    previewKey: 'local-preview',
    deliveryKey: options.deliveryKey,
    maxResponseBytes: options.maxResponseBytes ?? Infinity,
    maxItemsPerResponse: options.maxItemsPerResponse,
  });
  const requests: RecordedRequest[] = [];
  const transport: Transport = async ({ url, method, headers }) => {
    const { pathname, search } = new URL(url);
    const params = new URLSearchParams(search);
    if (options.failWhen?.(params)) {
      requests.push({ path: pathname, params, status: 0, errorCode: undefined, bytes: 0 });
      throw new Error(`connect ECONNREFUSED for ${pathname}${search}`);
    }
    const response = await api.handle({ method, url, headers });
    requests.push({
      path: pathname,
      params,
      status: response.status,
      errorCode: errorCodeOf(response.body),
      bytes: Buffer.byteLength(JSON.stringify(response.body)),
    });
    return response;
  };
  return { client: createClient(config(), transport), requests };
};
