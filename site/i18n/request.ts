import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale } from '../../schema/constants/locale';
import { MESSAGES } from './translator';

/** Messages per locale; an unknown locale falls back to the default. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: MESSAGES[locale] };
});
