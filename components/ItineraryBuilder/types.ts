/** What the builder's island parts share. */
import type { ItineraryBuilderProps, ItineraryPlace } from '../../schema/components/itinerary_builder_component';
import type { Plan } from '../../schema/itinerary/plan';
import { numberFormat } from '../../schema/intl-format';
import type { WithPlurals, Words } from '../../schema/words';

/** Its counts arrive as plural forms (labels.ts). */
export type BuilderLabels = WithPlurals<Words<'itineraryBuilder'>, 'total' | 'checkProblems' | 'messageIntro' | 'status'>;
export type BuilderPlan = Plan<ItineraryPlace>;
export type BuilderData = Pick<ItineraryBuilderProps, 'locale' | 'places' | 'yachts' | 'links' | 'view'>;

export const formatNumber = (value: number, locale: string, digits = 0): string => numberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(value);
