/**
 * The Kontent SDK's HTTP seam. Every request of the SDK goes through a transport (the hosted API
 * over fetch, or the local Delivery API in-process) with the retry policy of spec 8.6. A failed
 * response with a Kontent error body is thrown as the SDK's own `DeliveryError` (the SDK passes an
 * error it did not raise on as it is); any other as `DeliveryHttpError`, with its status.
 */
import { DeliveryError } from '@kontent-ai/delivery-sdk';
import type { IHeader, IHttpCancelRequestToken, IHttpGetQueryCall, IHttpPostQueryCall, IHttpQueryOptions, IHttpService, IResponse } from '@kontent-ai/core-sdk';
import { REQUEST_CANCELLED_PREFIX, REQUEST_TIMEOUT_MS } from '../../schema/constants/fetching';
import { defaultRetryPolicy, isRetryableStatus, withRetry, type Attempt, type RetryPolicy } from './retry';
import { DeliveryOutageError, DeliveryUnavailableError, type Circuit } from './circuit';
import { log } from '../../schema/log';
import { z } from 'zod';

export type TransportRequest = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
};
export type TransportResponse = { status: number; headers: Record<string, string>; body: unknown };
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** A failed response without a Kontent error body (a proxy's error page, say), read by the retry policy. */
export class DeliveryHttpError extends Error {
  readonly response: { status: number; data: unknown; headers: Record<string, string> };
  constructor(url: string, response: TransportResponse) {
    super(`Request to ${url} failed with status ${response.status}`);
    this.name = 'DeliveryHttpError';
    this.response = { status: response.status, data: response.body, headers: response.headers };
  }
}

const kontentErrorBody = z.object({ error_code: z.number(), message: z.string(), specific_code: z.number().optional(), request_id: z.string().optional() });

/** The error a failed response is finally thrown as: Kontent's own `DeliveryError` when its body is one. */
const finalError = (error: unknown): unknown => {
  if (!(error instanceof DeliveryHttpError)) return error;
  const body = kontentErrorBody.safeParse(error.response.data);
  if (!body.success) return error;
  return new DeliveryError({ errorCode: body.data.error_code, message: body.data.message, specificCode: body.data.specific_code ?? 0, requestId: body.data.request_id ?? null });
};

const headerMap = (headers: IHeader[] | undefined): Record<string, string> => Object.fromEntries((headers ?? []).map((h) => [h.header, h.value]));

const findHeader = (headers: Record<string, string>, name: string): string | undefined => Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

export const createTransportHttpService = (
  transport: Transport,
  policy: RetryPolicy = defaultRetryPolicy,
  /** The process's view of the API's health (renderer/delivery/circuit.ts); none: every call goes out. */
  circuit?: Circuit,
): IHttpService<AbortController> => {
  const send = async <T>(method: string, call: IHttpGetQueryCall | IHttpPostQueryCall, options?: IHttpQueryOptions<AbortController>): Promise<IResponse<T>> => {
    const signal = options?.cancelToken?.token.signal;
    let attempts = 0;
    const once = async (): Promise<Attempt<TransportResponse>> => {
      attempts += 1;
      // While the API is known down, fail at once: no request waits on it, none piles up.
      if (circuit && !circuit.allow()) return { ok: false, status: 0, error: new DeliveryUnavailableError(call.url) };
      // A hung connection is cut after timeoutMs; the caller's cancellation still aborts it.
      const timeout = AbortSignal.timeout(policy.timeoutMs);
      try {
        const response = await transport({
          url: call.url,
          method,
          headers: headerMap(options?.headers),
          body: 'body' in call ? call.body : undefined,
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        if (!isRetryableStatus(response.status)) circuit?.succeeded();
        if (response.status >= 200 && response.status < 300) return { ok: true, value: response };
        return {
          ok: false,
          status: response.status,
          retryAfter: findHeader(response.headers, 'retry-after'),
          error: new DeliveryHttpError(call.url, response),
        };
      } catch (error) {
        const cancelled = signal?.aborted === true;
        const reason = cancelled
          ? new Error(`${REQUEST_CANCELLED_PREFIX}: ${call.url}`)
          : timeout.aborted
            ? new Error(`Delivery API did not answer within ${policy.timeoutMs} ms: ${call.url}`)
            : error;
        // A network failure has no status: not retried, as the spec lists only HTTP statuses.
        return { ok: false, status: 0, error: reason };
      }
    };
    let outage = false;
    const response = await withRetry(once, policy, signal, (failure) => {
      outage = true;
      if (failure.cause instanceof DeliveryUnavailableError) return;
      log.error('delivery: API unavailable', { status: failure.status || 'no answer', error: failure.message });
      circuit?.failed(failure.retryAfterMs);
    }).catch((error: unknown) => {
      // An outage is no DeliveryError, so callers can tell it from a 404.
      throw outage ? new DeliveryOutageError(error) : finalError(error);
    });
    return {
      data: response.body as T,
      headers: Object.entries(response.headers).map(([header, value]) => ({ header, value })),
      rawResponse: response,
      status: response.status,
      retryStrategy: { options: { maxAttempts: policy.attempts }, retryAttempts: attempts - 1 },
    };
  };
  return {
    getAsync: (call, options) => send('GET', call, options),
    postAsync: (call, options) => send('POST', call, options),
    putAsync: (call, options) => send('PUT', call, options),
    patchAsync: (call, options) => send('PATCH', call, options),
    deleteAsync: (call, options) => send('DELETE', call, options),
    createCancelToken: (): IHttpCancelRequestToken<AbortController> => {
      const controller = new AbortController();
      return { token: controller, cancel: (message) => controller.abort(message) };
    },
  };
};

/** The hosted Delivery/Preview API (and the DAM) over the platform's fetch; a caller without its own signal gets the timeout. */
export const fetchTransport: Transport = async ({ url, method, headers, body, signal }) => {
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Non-JSON bodies (a proxy's HTML error page) are passed on as text.
  }
  return { status: response.status, headers: Object.fromEntries(response.headers.entries()), body: parsed };
};
