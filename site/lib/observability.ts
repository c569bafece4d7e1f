/**
 * What an operator sees of a running server, started once by site/instrumentation.ts: the socket's
 * peer and an id on every request (site/lib/request-start.ts), the log's format and request id
 * (schema/log.ts), and traces when a collector is configured. Server errors Next catches are reported here too.
 */
import { trustedProxies } from '../../services/forms/client-address';
import { configureLog, log, problemOf } from '../../schema/log';
import { serverEnv } from './env';
import { currentRequestId, REQUEST_ID_HEADER } from './request-id';
import { watchRequestStarts } from './request-start';
import { recordOnActiveSpan, startTracing } from './tracing';

export const SERVICE_NAME = 'halcyon-site';

export const startObservability = async (): Promise<void> => {
  const env = serverEnv();
  configureLog({ format: env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json'), requestId: currentRequestId });
  watchRequestStarts(trustedProxies(env.TRUSTED_PROXIES));
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    await startTracing(SERVICE_NAME);
    log.info('tracing to the OTLP collector', { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT });
  }
};

type ErrorRequest = { path: string; method: string; headers: Readonly<Record<string, string | string[] | undefined>> };
type ErrorContext = { routerKind: string; routePath: string; routeType: string; renderSource?: string; revalidateReason?: string };

/** Next's onRequestError: one log line (path without its query, which may carry a visitor's words) and the failed span. */
export const reportRequestError = (error: unknown, request: ErrorRequest, context: ErrorContext): void => {
  recordOnActiveSpan(error);
  const sentId = request.headers[REQUEST_ID_HEADER];
  const digest = error !== null && typeof error === 'object' && 'digest' in error ? String(error.digest) : undefined;
  log.error('server error', {
    ...(currentRequestId() || sentId === undefined ? {} : { requestId: Array.isArray(sentId) ? sentId[0] : sentId }),
    method: request.method,
    path: request.path.split('?')[0],
    route: context.routePath,
    routeType: context.routeType,
    ...(context.renderSource ? { renderSource: context.renderSource } : {}),
    ...(context.revalidateReason ? { revalidateReason: context.revalidateReason } : {}),
    ...(digest ? { digest } : {}),
    error: problemOf(error),
  });
};
