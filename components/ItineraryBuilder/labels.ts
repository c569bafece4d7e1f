/**
 * The planner's words for its island: the group as en.json has it, its counts as plural forms
 * (spec 2.1) and the cap on places already in words, since it never changes.
 */
import { ITINERARY_MAX_PLACES } from '../../schema/constants/itinerary';
import { pluralForms } from '../../schema/plural-forms';
import { wordsOf, type Translator } from '../../schema/words';
import type { BuilderLabels } from './types';

export const builderLabels = (t: Translator, locale: string): BuilderLabels => ({
  ...wordsOf(t, 'itineraryBuilder'),
  full: t('itineraryBuilder.full', { max: ITINERARY_MAX_PLACES }),
  total: pluralForms(locale, (legs) => t('itineraryBuilder.total', { legs, nm: '{nm}' })),
  checkProblems: pluralForms(locale, (count) => t('itineraryBuilder.checkProblems', { count, legs: '{legs}', name: '{name}', range: '{range}', speed: '{speed}', day: '{day}' })),
  messageIntro: pluralForms(locale, (count) => t('itineraryBuilder.messageIntro', { count })),
  status: pluralForms(locale, (count) => t('itineraryBuilder.status', { count })),
});
