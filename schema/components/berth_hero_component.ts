/**
 * berth_hero_component (spec 2.9, 3.10, 4.7): the top of a berth page. It shows the page's berth
 * (pageBerth): 'Berth for sale', its name, length, beam (m / ft), location, price in its contract
 * currency or POA, its image, a contact-brokers link (the drawer contract) and the previous and next
 * berths of `berths`, the berths in listing order.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { berthView, pageBerth, type BerthView } from '../catalogue/berth-view';
import { defineComponent, type MapContext } from '../define';
import { background, linkedItems, toBackground } from '../elements';

/** The contact page the 'Contact brokers' link opens; the contact-broker drawer opens over it. */
export const BERTH_CONTACT_PATH = '/contact-superyacht-company/';
/** The berths listing (spec 2.2), where the hero's list of berths comes from. */
export const BERTHS_LISTING_PATH = '/berths-for-sale/';

export type BerthLink = { name: string; href: string };

export type BerthHeroData = Omit<BerthView, 'path' | 'description' | 'codename'> & {
  contactHref: string;
  listingHref: string;
  previous: BerthLink | null;
  next: BerthLink | null;
};

export type BerthHeroProps = { locale: Locale; berth: BerthHeroData | null; background: Background };

/**
 * Spec 2.9, 3.10 previousBerthUrl / nextBerthUrl: the neighbours of the page's berth in the list,
 * wrapping at the ends so every berth has both. A berth not in the list has neither.
 */
export const berthNeighbours = <T extends { codename: string }>(list: readonly T[], codename: string): { previous: T | null; next: T | null } => {
  const unique = list.filter((entry, index) => list.findIndex((other) => other.codename === entry.codename) === index);
  const at = unique.findIndex((entry) => entry.codename === codename);
  if (at === -1 || unique.length < 2) return { previous: null, next: null };
  return { previous: unique[(at - 1 + unique.length) % unique.length] ?? null, next: unique[(at + 1) % unique.length] ?? null };
};

const listedBerths = (ctx: MapContext, codenames: readonly string[]): BerthView[] =>
  codenames.flatMap((codename) => {
    const item = ctx.linkedItem(codename);
    if (!item || item.system.type !== 'berth') {
      ctx.report({ item: ctx.item, element: 'berths', problem: `'${codename}' is missing or is not a berth: it is left out of previous/next` });
      return [];
    }
    const view = berthView(item, ctx);
    return view ? [view] : [];
  });

export const berthHeroData = (ctx: MapContext, berth: BerthView, list: readonly BerthView[]): BerthHeroData => {
  const { previous, next } = berthNeighbours(list, berth.codename);
  const link = (other: BerthView | null): BerthLink | null => (other ? { name: other.name, href: ctx.href(other.path) } : null);
  const { path: _path, description: _description, codename: _codename, ...shown } = berth;
  return {
    ...shown,
    contactHref: ctx.href(BERTH_CONTACT_PATH),
    listingHref: ctx.href(BERTHS_LISTING_PATH),
    previous: link(previous),
    next: link(next),
  };
};

export const berthHeroComponent = defineComponent({
  codename: 'berth_hero_component',
  elements: z.looseObject({
    /** The berths in listing order; previous/next walk it. */
    berths: linkedItems().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): BerthHeroProps => {
    const berth = pageBerth(ctx);
    const list = berth ? listedBerths(ctx, el.berths?.value ?? []) : [];
    return { locale: ctx.locale, berth: berth ? berthHeroData(ctx, berth, list) : null, background: toBackground(el.background_color__options) };
  },
});
