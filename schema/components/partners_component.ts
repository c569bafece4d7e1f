/**
 * partners_component (spec 2.16, 3.10): partner logos, each linking out to the partner's site
 * (external per spec 2.14: a new tab, rel 'nofollow noopener noreferrer', said so to the visitor).
 * The partner's elements are the partner item's (schema/catalogue/partner.ts: websiteUrl and logo,
 * spec 3.10); the block is modelled as a Kontent.ai editor would fill it: an optional `title`,
 * `partners` (linked partner items) and the shared background (spec 3.2).
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { partner, type Partner } from '../catalogue/partner';
import { defineComponent, linkedProps } from '../define';
import { background, linkedItems, optionalText, text, toBackground } from '../elements';

export type PartnersProps = { title: string | null; partners: Partner[]; background: Background };

export const partnersComponent = defineComponent({
  codename: 'partners_component',
  elements: z.looseObject({
    title: text().optional(),
    partners: linkedItems(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): PartnersProps => ({
    title: optionalText(el.title),
    partners: linkedProps(ctx, partner, 'partners', el.partners.value),
    background: toBackground(el.background_color__options),
  }),
});
