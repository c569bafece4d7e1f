/**
 * Traces. Next opens its own spans (the request, the page render, route handlers)
 * once a tracer provider is registered; the site adds one span per Delivery API request and per
 * search call. Without OTEL_EXPORTER_OTLP_ENDPOINT no provider is registered, so the API's no-op
 * tracer answers every call and the SDK is never even loaded.
 */
import { SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import { problemOf } from '../../schema/log';

export const TRACER_NAME = 'halcyon-site';

/** Starts exporting over OTLP/HTTP to the collector the standard variables name (endpoint, headers, service name). */
export const startTracing = async (serviceName: string): Promise<{ shutdown: () => Promise<void> }> => {
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  return { shutdown: () => provider.shutdown() };
};

/** Runs `work` inside a client span named `name`; a throw marks the span as failed and passes on. */
export const inSpan = <T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>): Promise<T> =>
  trace.getTracer(TRACER_NAME).startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error instanceof Error ? error : problemOf(error));
      span.setStatus({ code: SpanStatusCode.ERROR, message: problemOf(error) });
      throw error;
    } finally {
      span.end();
    }
  });

/** Marks the active span (the request's, when Next traces it) as failed by `error`. */
export const recordOnActiveSpan = (error: unknown): void => {
  const span = trace.getActiveSpan();
  if (!span) return;
  span.recordException(error instanceof Error ? error : problemOf(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: problemOf(error) });
};

const TRACED_SEARCH_METHODS = new Set(['search', 'searchForFacetValues', 'getRecommendations']);

/** The search client with a span around each query it sends (hosted Algolia or the embedded engine alike). */
export const tracedSearchClient = <T extends object>(client: T, mode: string): T =>
  new Proxy(client, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof name !== 'string' || !TRACED_SEARCH_METHODS.has(name) || typeof value !== 'function') return value;
      return (...args: unknown[]) => inSpan(`search ${name}`, { 'search.mode': mode, 'search.method': name }, async () => Reflect.apply(value, target, args));
    },
  });
