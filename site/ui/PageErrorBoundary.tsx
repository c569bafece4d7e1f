'use client';
import { useRouteInfo } from './RouteContext';
import { LazyErrorView } from './LazyErrorView';

/**
 * Spec 2.12, 8.1: a failed page shows 500 'Internal Server Error'. The stack is shown only outside
 * production builds, and bots get no error page.
 */
export function PageErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  const info = useRouteInfo();
  if (info?.variant === 'bot') return null;
  return (
    <LazyErrorView
      statusCode={500}
      message={info?.texts.internal ?? 'Internal Server Error'}
      siteTitle={info?.siteTitle ?? ''}
      goHome={info?.texts.goHome ?? 'Go to the homepage'}
      intro={info?.texts.intro ?? ''}
      stackLabel={info?.texts.stack ?? 'Stacktrace Log (Hidden in Production)'}
      stack={info?.showStack ? `${error.message}\n\n${error.stack ?? ''}` : undefined}
    />
  );
}
