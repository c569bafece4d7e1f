// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { itineraryLinked } from '../../schema/components/itinerary_builder_component.fixtures';
import type { Locale } from '../../schema/constants/locale';
import { fx } from '../../schema/fixtures';
import { planOf } from '../../schema/itinerary/plan';
import { EMPTY_ITINERARY } from '../../schema/itinerary/state';
import { propsFor, wordsIn } from '../../testing/component-kit';
import { DayPlan } from './DayPlan.client';
import { builderLabels } from './labels';

const elements = { destinations: fx.linked('map_destination_mykonos', 'map_destination_paros', 'map_destination_nassau'), yachts: fx.linked('yacht_aurora') };

/** The day-by-day plan as a visitor reads it, for a route through the first `stops` destinations. */
const planText = async (locale: Locale, stops: number): Promise<string> => {
  const { places, yachts } = propsFor('itinerary_builder_component', elements, locale, { linked: itineraryLinked });
  const plan = planOf({ ...EMPTY_ITINERARY, places: places.slice(0, stops).map((p) => p.key) }, new Map(places.map((p) => [p.key, p])), yachts);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(<DayPlan plan={plan} locale={locale} labels={builderLabels(wordsIn(locale), locale)} />));
  const text = host.querySelector('[data-testid="itinerary-plan"] > p')?.textContent ?? '';
  await act(async () => root.unmount());
  return text;
};

afterEach(() => document.body.replaceChildren());

describe('the itinerary island counts its legs in words (spec 2.13)', () => {
  it('one leg is "1 leg", two are "2 legs", in English and Spanish', async () => {
    expect(await planText('en', 2)).toMatch(/^[\d,]+ nm in 1 leg$/);
    expect(await planText('en', 3)).toMatch(/^[\d,]+ nm in 2 legs$/);
    expect(await planText('es', 2)).toMatch(/^[\d.]+ mn en 1 tramo$/);
    expect(await planText('es', 3)).toMatch(/^[\d.]+ mn en 2 tramos$/);
  });
});
