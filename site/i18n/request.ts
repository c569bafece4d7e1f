import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale } from '../../schema/constants/locale';

/** Messages per locale (spec 2.1: en.json, es.json); an unknown locale falls back to the default. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const messages = (await import(`../messages/${locale}.json`)) as { default: Record<string, unknown> };
  return { locale, messages: messages.default };
});
