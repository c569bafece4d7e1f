/**
 * The site's words per locale (spec 2.1): next-intl's translator over site/messages, built without
 * a request, so the renderer, route handlers and the brochure read them the same way the layout does.
 */
import { createTranslator } from 'next-intl';
import type { Locale } from '../../schema/constants/locale';
import type { Translator } from '../../schema/words';
import en from '../messages/en.json';
import es from '../messages/es.json';
import type { Messages } from './messages';

/** Typed as the English file, so Spanish cannot lack a key (site/i18n/messages.test.ts checks the rest). */
export const MESSAGES: Record<Locale, Messages> = { en, es };

const translators: Record<Locale, Translator> = {
  en: createTranslator({ locale: 'en', messages: MESSAGES.en }),
  es: createTranslator({ locale: 'es', messages: MESSAGES.es }),
};

export const translatorFor = (locale: Locale): Translator => translators[locale];
