/**
 * yacht_location_info_component (spec 2.8, 3.3): the yacht's summer and winter cruising areas,
 * de-duplicated by name and url, each linked to its destination page, and on sale pages where the
 * yacht is lying (lying, berth, country). It has no elements of its own but the background: it
 * shows the page's yacht (pageYacht).
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { defineComponent, type MapContext } from '../define';
import type { YachtSectionId } from './jump_to_component';
import { background, toBackground } from '../elements';
import { isExternal } from '../links';
import type { YachtApi } from '../yacht/api';
import type { YachtDataWords } from '../yacht/data-words';
import { lyingOf, shownSpecValue, term, type SpecValue } from './specification_table_component.rows';
import { pageYacht } from '../yacht/view';
import { brochureHref } from '../yacht/brochure';

/** The section's anchor, named in the jump-to menu's list of yacht sections. */
export const LOCATION_SECTION_ID = 'location' satisfies YachtSectionId;

type CruisingArea = YachtApi['locationSummerData'][number];

/** A cruising area as shown: the place, its region, and its destination page (null: no link). */
export type CruisingAreaLink = { key: string; place: string; region: string; href: string | null };

/** Spec 3.3: one entry per name and url; the first one wins. */
export const uniqueAreas = (areas: readonly CruisingArea[]): CruisingArea[] => {
  const seen = new Set<string>();
  return areas.filter((area) => {
    const key = `${area.name.trim()}\u0000${area.locationUrl.trim()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** An internal destination path becomes a localised link; a blank url, or one that is not a path, is plain text. */
const destinationHref = (url: string, href: MapContext['href']): string | null => {
  const path = url.trim();
  return path && !isExternal(path) ? href(path) : null;
};

export const areaLinks = (areas: readonly CruisingArea[], href: MapContext['href']): CruisingAreaLink[] =>
  uniqueAreas(areas).map((area) => ({
    key: `${area.name}|${area.locationUrl}`,
    place: area.locationName.trim() || area.name.trim(),
    region: area.locationName.trim() ? area.name.trim() : '',
    href: destinationHref(area.locationUrl, href),
  }));

/**
 * Where a yacht for sale can be seen; null parts are absent, a country already named by `lying` is
 * left out. The data names countries in English: they stay terms until the page's words name them.
 */
export type YachtWhereabouts = { lying: SpecValue | null; berth: string | null; country: SpecValue | null };

export const whereabouts = (api: Pick<YachtApi, 'lying' | 'berth' | 'country'>): YachtWhereabouts | null => {
  const lying = api.lying.trim() ? lyingOf(api) : null;
  const berth = api.berth.trim() || null;
  const country = api.country.trim();
  const named = country !== '' && api.lying.toLowerCase().includes(country.toLowerCase());
  const shownCountry = named ? null : term('countries', country);
  return lying || berth || shownCountry ? { lying, berth, country: shownCountry } : null;
};

/** The whereabouts in the page's language, as the lines the block shows. */
export const whereaboutsText = (where: YachtWhereabouts, words: YachtDataWords): { lying: string | null; berth: string | null; country: string | null } => {
  const text = (value: SpecValue | null): string | null => {
    const shown = value ? shownSpecValue(value, words) : null;
    return shown?.kind === 'text' ? shown.text : null;
  };
  return { lying: text(where.lying), berth: where.berth, country: text(where.country) };
};

export type YachtLocationData = {
  name: string;
  summer: CruisingAreaLink[];
  winter: CruisingAreaLink[];
  /** Sale pages only. */
  whereabouts: YachtWhereabouts | null;
  /** The yacht's brochure for the page's view (site route /api/brochure/{view}/{YachtId}.pdf). */
  brochureHref: string;
};

export type YachtLocationInfoProps = { locale: Locale; yacht: YachtLocationData | null; background: Background };

export const yachtLocationInfoComponent = defineComponent({
  codename: 'yacht_location_info_component',
  elements: z.looseObject({ background_color__options: background().optional() }),
  toProps: (el, ctx): YachtLocationInfoProps => {
    const yacht = pageYacht(ctx);
    const data: YachtLocationData | null = yacht
      ? {
          name: yacht.name,
          summer: areaLinks(yacht.api.locationSummerData, ctx.href),
          winter: areaLinks(yacht.api.locationWinterData, ctx.href),
          whereabouts: ctx.page.yachtType === 'sale' ? whereabouts(yacht.api) : null,
          brochureHref: brochureHref(yacht.yachtId, ctx.page.yachtType ?? (yacht.dataType === 'charter' ? 'charter' : 'sale'), ctx.locale),
        }
      : null;
    return { locale: ctx.locale, yacht: data, background: toBackground(el.background_color__options) };
  },
});
