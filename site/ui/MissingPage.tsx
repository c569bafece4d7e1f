/**
 * Spec 2.3, 8.1: an unmatched route is a 404 'Page not found: {path}', rendered on the server so
 * visitors without JavaScript and crawlers see it. Bots get no error page (2.12).
 */
import { getTranslations } from 'next-intl/server';
import { SITE_TITLE } from '../../schema/constants/brand';
import { routePath, type RouteParams } from '../lib/variant';
import { ErrorView } from './ErrorView';

export async function MissingPage({ route }: { route: RouteParams }) {
  if (route.variant === 'bot') return null;
  const t = await getTranslations({ locale: route.locale, namespace: 'error' });
  return (
    <ErrorView
      statusCode={404}
      message={t('pageNotFound', { path: routePath(route) })}
      siteTitle={SITE_TITLE}
      goHome={t('goHome')}
      intro={t('intro')}
      stackLabel={t('stack')}
    />
  );
}
