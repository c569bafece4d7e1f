import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../schema/constants/locale';
import en from '../messages/en.json';
import es from '../messages/es.json';
import type { Messages } from './messages';

/** Spec 2.1: en.json and es.json. Typed as the English file, so Spanish cannot lack a key. */
const MESSAGES: Record<Locale, Messages> = { en, es };

/** Messages per locale; an unknown locale falls back to the default. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: MESSAGES[locale] };
});
