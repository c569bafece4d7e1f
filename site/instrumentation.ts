/** Runs once when a server starts, before it answers a request. */
import type { Instrumentation } from 'next';

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // A server that must not serve (hosted drafts without PREVIEW_SECRET) stops here with status 2;
  // the build's own workers load this file too, and build without the runtime secrets.
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    const { preparePreview } = await import('./lib/security/preview-secret');
    preparePreview(process.env);
  }
  const { startObservability } = await import('./lib/observability');
  await startObservability();
  // After the server listens: health answers at once while the warm-up runs.
  const { warmUp } = await import('./lib/warm-up');
  setTimeout(() => void warmUp(), 100).unref();
}

/** Server errors Next catches (renders, route handlers, the proxy): a log line and the failed span (site/lib/observability.ts). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { reportRequestError } = await import('./lib/observability');
  reportRequestError(error, request, context);
};
