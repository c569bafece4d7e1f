/**
 * The words of the berth hero and the cruising areas in a locale (site/messages `berthHero`,
 * `yachtLocation`), read from the bundled files so registry entries need no request context.
 */
import type { BerthHeroLabels } from '../../components/BerthHero/BerthHero';
import type { YachtLocationLabels } from '../../components/YachtLocationInfo/YachtLocationInfo';
import type { Locale } from '../../schema/constants/locale';
import en from '../messages/en.json';
import es from '../messages/es.json';

const MESSAGES = { en, es } as const satisfies Record<Locale, unknown>;

export const berthHeroLabels = (locale: Locale): BerthHeroLabels => MESSAGES[locale].berthHero;

export const yachtLocationLabels = (locale: Locale): YachtLocationLabels => MESSAGES[locale].yachtLocation;
