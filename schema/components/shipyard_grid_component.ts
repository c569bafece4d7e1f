/**
 * shipyard_grid_component (spec 2.16, 3.10): shipyards as cards, each with its picture, name,
 * country, description and a CTA to the yard's page. The card's elements are the shipyard item's
 * (schema/catalogue/shipyard.ts: damImage, shipyardName, shipyardCountry, description,
 * ctaLinkText, spec 3.10); the block is modelled as a Kontent.ai editor would fill it: an optional
 * `title`, `shipyards` (linked shipyard items) and the shared background (spec 3.2).
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { shipyard, type Shipyard } from '../catalogue/shipyard';
import { defineComponent, linkedProps } from '../define';
import { background, linkedItems, optionalText, text, toBackground } from '../elements';

export type ShipyardGridProps = { title: string | null; shipyards: Shipyard[]; background: Background };

export const shipyardGridComponent = defineComponent({
  codename: 'shipyard_grid_component',
  elements: z.looseObject({
    title: text().optional(),
    shipyards: linkedItems(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): ShipyardGridProps => ({
    title: optionalText(el.title),
    shipyards: linkedProps(ctx, shipyard, 'shipyards', el.shipyards.value),
    background: toBackground(el.background_color__options),
  }),
});
