'use client';
import { useRouteInfo } from './RouteContext';
import { LazyErrorView } from './LazyErrorView';

/** Spec 8.1: an unmatched route is a 404 'Page not found: {path}'; bots get no error page (2.12). */
export function NotFound() {
  const info = useRouteInfo();
  if (!info || info.variant === 'bot') return null;
  return (
    <LazyErrorView
      statusCode={404}
      message={info.texts.pageNotFound.replace('{path}', info.path)}
      siteTitle={info.siteTitle}
      goHome={info.texts.goHome}
      intro={info.texts.intro}
      stackLabel={info.texts.stack}
    />
  );
}
