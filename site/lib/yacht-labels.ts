/**
 * The words of the yacht components (site/messages `yacht`), of yacht cards, their switches and
 * yacht navigation (`yachtList`) in a locale, read from the bundled files so registry entries need
 * no request context.
 */
import type { YachtListLabels } from '../../components/ManualYachtGrid/ManualYachtGrid';
import type { YachtNavigationLabels } from '../../components/PreviousNextYacht/YachtNavigation.client';
import type { YachtSliderLabels } from '../../components/SliderYacht/SliderYacht';
import { CURRENCY_SYMBOLS, PRICE_CURRENCIES, DEFAULT_DISPLAY_CURRENCY } from '../../schema/constants/currency';
import type { YachtLabels } from '../../components/YachtHero/labels';
import type { Locale } from '../../schema/constants/locale';
import en from '../messages/en.json';
import es from '../messages/es.json';

const MESSAGES = { en, es } as const satisfies Record<Locale, unknown>;

/** EUR first: the default display currency (spec 9.1) is what the switch shows before a choice. */
const currencies = [DEFAULT_DISPLAY_CURRENCY, ...PRICE_CURRENCIES.filter((c) => c !== DEFAULT_DISPLAY_CURRENCY)];

export const yachtListLabels = (locale: Locale): YachtListLabels => {
  const m = MESSAGES[locale].yachtList;
  return {
    card: {
      length: m.card.length,
      guests: m.card.guests,
      cabins: m.card.cabins,
      compare: { add: m.card.addToComparison, added: m.card.addedToComparison },
      newToTheFleet: m.card.newToTheFleet,
      view: m.card.viewYacht,
    },
    berth: m.berthCard,
    pager: { label: m.pager.label, previous: m.pager.previous, next: m.pager.next, page: m.pager.page },
    preferences: {
      units: m.preferences.units,
      unitOptions: [
        { value: 'm', label: m.preferences.meters },
        { value: 'ft', label: m.preferences.feet },
      ],
      currency: m.preferences.currency,
      currencyOptions: currencies.map((c) => ({ value: c, label: `${c.toUpperCase()} ${CURRENCY_SYMBOLS[c]}` })),
    },
  };
};

export const yachtSliderLabels = (locale: Locale): YachtSliderLabels => ({
  ...yachtListLabels(locale),
  previous: MESSAGES[locale].yachtList.slider.previous,
  next: MESSAGES[locale].yachtList.slider.next,
});

export const yachtNavigationLabels = (locale: Locale): YachtNavigationLabels => {
  const m = MESSAGES[locale].yachtList.navigation;
  return { label: m.label, backToSelection: m.backToSelection, backToSearch: m.backToSearch, previous: m.previous, next: m.next };
};

const YACHT: Record<Locale, YachtLabels> = { en: en.yacht, es: es.yacht };

export const yachtLabels = (locale: Locale): YachtLabels => YACHT[locale];
