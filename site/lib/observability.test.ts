/** The tracing SDK is loaded only when a collector is configured: a server without one pays nothing for it. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => new Set<string>());

vi.mock('@opentelemetry/sdk-trace-node', async (original) => {
  loaded.add('@opentelemetry/sdk-trace-node');
  return original();
});
vi.mock('@opentelemetry/exporter-trace-otlp-http', async (original) => {
  loaded.add('@opentelemetry/exporter-trace-otlp-http');
  return original();
});

describe('tracing at start', () => {
  beforeEach(() => {
    loaded.clear();
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('without OTEL_EXPORTER_OTLP_ENDPOINT the SDK and its exporter stay unloaded', async () => {
    vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', '');
    const { startObservability } = await import('./observability');
    await startObservability();
    expect([...loaded]).toEqual([]);
  });

  it('with a collector configured they load, and the provider exports to it', async () => {
    vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', 'http://127.0.0.1:9/');
    const { startObservability } = await import('./observability');
    await startObservability();
    expect([...loaded].sort()).toEqual(['@opentelemetry/exporter-trace-otlp-http', '@opentelemetry/sdk-trace-node']);
  });
});
