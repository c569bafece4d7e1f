/** Spec 3.8: the office blocks' labels in the page's language, from the site's messages. */
import type { OfficeLabels } from '../../components/OfficeMap/types';
import type { Locale } from '../../schema/constants/locale';
import en from '../messages/en.json';
import es from '../messages/es.json';

const MESSAGES = { en, es } satisfies Record<Locale, { offices: OfficeLabels }>;

export const officeLabels = (locale: Locale): OfficeLabels => MESSAGES[locale].offices;
