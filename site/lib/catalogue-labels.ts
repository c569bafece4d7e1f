/** The words of the search-driven catalogue types (site/messages `catalogue`) in a locale. */
import type { AlgoliaYachtGridLabels } from '../../components/AlgoliaYachtGrid/AlgoliaYachtGrid';
import type { RecommendationLabels } from '../../components/SliderYachtRecommendation/SliderYachtRecommendation';
import type { Locale } from '../../schema/constants/locale';
import en from '../messages/en.json';
import es from '../messages/es.json';
import { yachtListLabels, yachtSliderLabels } from './yacht-labels';

const MESSAGES = { en, es } as const satisfies Record<Locale, unknown>;

export const yachtGridLabels = (locale: Locale): AlgoliaYachtGridLabels => {
  const { card, preferences } = yachtListLabels(locale);
  const m = MESSAGES[locale].catalogue.grid;
  return { card, preferences, chips: m.chips, filtersLabel: m.filtersLabel, refine: m.refine, viewAll: m.viewAll, viewAllOne: m.viewAllOne };
};

export const recommendationLabels = (locale: Locale): RecommendationLabels => ({
  ...yachtSliderLabels(locale),
  title: MESSAGES[locale].catalogue.recommendations.title,
});
