/**
 * Spec 2.3, 8.1: an unmatched route is a 404 'Page not found: {path}', rendered on the server so
 * visitors without JavaScript and crawlers see it. A route whose own check failed (`invalidQuery`:
 * the query the visitor sent) says 'Page Not Found: {fullPath}'. Bots get no error page (2.12).
 */
import { SITE_TITLE } from '../../schema/constants/brand';
import { routePath, type RouteParams } from '../lib/variant';
import { ErrorView } from './ErrorView';
import { translatorFor } from '../i18n/translator';

export async function MissingPage({ route, invalidQuery = null }: { route: RouteParams; invalidQuery?: string | null }) {
  if (route.variant === 'bot') return null;
  const t = translatorFor(route.locale);
  const path = routePath(route);
  return (
    <ErrorView
      statusCode={404}
      message={invalidQuery === null ? t('error.pageNotFound', { path }) : t('error.routeNotFound', { fullPath: `${path}${invalidQuery}` })}
      siteTitle={SITE_TITLE}
      goHome={t('error.goHome')}
      intro={t('error.intro')}
      stackLabel={t('error.stack')}
    />
  );
}
