/**
 * Every CMS type the site has a schema for, keyed by codename: the page components, the menu and
 * footer types, `page`, the catalogue data (yacht, berth, office, person, FAQ, podcast, partner,
 * shipyard) and `redirect`. The JSON Schema export walks this list. Types not listed have no
 * schema: the validate CLI reports their items as not checked.
 */
import type { z } from 'zod';
import { berthElementsSchema } from './catalogue/berth';
import { faqGroup } from './catalogue/faq_group';
import { faqItem } from './catalogue/faq_item';
import { mapDestination } from './catalogue/map-destination';
import { office } from './catalogue/office';
import { partner } from './catalogue/partner';
import { podcast } from './catalogue/podcast';
import { shipyard } from './catalogue/shipyard';
import { person } from './catalogue/person';
import { CODENAMES, modulesByCodename } from './components';
import { NAVIGATION_MODULES } from './navigation/codenames';
import { pageElementsSchema } from './page';
import { redirectElementsSchema } from './routing/redirect';
import { galleryJsonSchema } from './yacht/gallery';
import { yachtElementsSchema } from './yacht/yacht';

/** A CMS type's schema of raw `elements` and the module that defines it. */
export type ContentTypeSchema = { codename: string; elements: z.ZodType; source: string };

export const CONTENT_TYPE_SCHEMAS: readonly ContentTypeSchema[] = [
  ...CODENAMES.map((codename) => ({
    codename,
    elements: modulesByCodename[codename].elements,
    source: `schema/components/${codename}.ts`,
  })),
  ...NAVIGATION_MODULES.map(({ codename, elements }) => ({ codename, elements, source: `schema/navigation/${codename}.ts` })),
  { codename: 'page', elements: pageElementsSchema, source: 'schema/page.ts' },
  { codename: 'yacht', elements: yachtElementsSchema, source: 'schema/yacht/yacht.ts' },
  { codename: 'berth', elements: berthElementsSchema, source: 'schema/catalogue/berth.ts' },
  { codename: 'office', elements: office.elements, source: 'schema/catalogue/office.ts' },
  { codename: 'redirect', elements: redirectElementsSchema, source: 'schema/routing/redirect.ts' },
  ...[faqItem, faqGroup, podcast, partner, shipyard].map(({ codename, elements }) => ({ codename, elements, source: `schema/catalogue/${codename}.ts` })),
  { codename: 'person', elements: person.elements, source: 'schema/catalogue/person.ts' },
  { codename: 'map_destination', elements: mapDestination.elements, source: 'schema/catalogue/map-destination.ts' },
];

/** JSON files that items reference as assets (not CMS types), with their schema. */
export type AssetDocumentSchema = { name: string; schema: z.ZodType; source: string; description: string };

export const ASSET_DOCUMENT_SCHEMAS: readonly AssetDocumentSchema[] = [
  {
    name: 'yacht_gallery',
    schema: galleryJsonSchema,
    source: 'schema/yacht/gallery.ts',
    description: "The gallery JSON file of a yacht's gallery_asset (spec 3.5)",
  },
];
