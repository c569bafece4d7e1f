/**
 * The yacht components' words in a locale (site/messages `yacht`), read from the bundled files so
 * registry entries need no request context.
 */
import type { YachtLabels } from '../../components/YachtHero/labels';
import type { Locale } from '../../schema/constants/locale';
import en from '../messages/en.json';
import es from '../messages/es.json';

const MESSAGES: Record<Locale, YachtLabels> = { en: en.yacht, es: es.yacht };

export const yachtLabels = (locale: Locale): YachtLabels => MESSAGES[locale];
