/**
 * Spec 2.8: a yacht's brochure for a market view, in the page's language (the site route
 * /api/brochure/{view}/{YachtId}.pdf). Every link to it is built here, so the hero's button, the
 * location block's and the comparison's all download the same language.
 */
import { DEFAULT_LOCALE, type Locale } from '../constants/locale';

/** English, the default language, needs no parameter. */
export const brochureHref = (yachtId: string, view: 'charter' | 'sale', locale: Locale): string =>
  `/api/brochure/${view}/${encodeURIComponent(yachtId)}.pdf${locale === DEFAULT_LOCALE ? '' : `?lang=${locale}`}`;
