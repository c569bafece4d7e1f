/**
 * Every component type of the first catalogue (schema/README.md), keyed by its Kontent codename.
 * This map is the one list of types: the renderer's registry must match it exactly.
 */
import type { z } from 'zod';
import type { MapContext } from '../define';
import { bigNumbersComponent } from './big_numbers_component';
import { breadcrumbsComponent } from './breadcrumbs_component';
import { buttonExternalInternalLink } from './button__external___internal_link';
import { buttonContainerComponent } from './button_container_component';
import { headlineComponent } from './headline_component';
import { imageTextComponent } from './image_text_component';
import { numbersComponent } from './numbers_component';
import { numbersItem } from './numbers_item';
import { pageCoverComponent } from './page_cover_component';
import { relatedLinksComponent } from './related_links_component';
import { richtextComponent } from './richtext_component';
import { spacerComponent } from './spacer_component';
import { deckPlanComponent } from './deck_plan_component';
import { galleryTeaserForYachtComponent } from './gallery_teaser_for_yacht_component';
import { sliderGalleryComponent } from './slider_gallery_component';
import { ydpMediaComponent } from './ydp_media_component';
import { splitBannerComponent } from './split_banner_component';

/** Checks at compile time that every key is its module's codename. */
const keyedByCodename = <M extends { [K in keyof M]: { codename: K } }>(modules: M): M => modules;

export const componentModules = keyedByCodename({
  page_cover_component: pageCoverComponent,
  headline_component: headlineComponent,
  richtext_component: richtextComponent,
  image_text_component: imageTextComponent,
  button_container_component: buttonContainerComponent,
  button__external___internal_link: buttonExternalInternalLink,
  spacer_component: spacerComponent,
  breadcrumbs_component: breadcrumbsComponent,
  split_banner_component: splitBannerComponent,
  numbers_component: numbersComponent,
  numbers_item: numbersItem,
  big_numbers_component: bigNumbersComponent,
  related_links_component: relatedLinksComponent,
  gallery_teaser_for_yacht_component: galleryTeaserForYachtComponent,
  slider_gallery_component: sliderGalleryComponent,
  deck_plan_component: deckPlanComponent,
  ydp_media_component: ydpMediaComponent,
});

export type ComponentModules = typeof componentModules;
export type Codename = keyof ComponentModules;
/** The raw elements a type's schema accepts, after parsing. */
export type ElementsOf<K extends Codename> = z.output<ComponentModules[K]['elements']>;
/** The props a type's component receives. */
export type PropsOf<K extends Codename> = ReturnType<ComponentModules[K]['toProps']>;

/**
 * A module seen through its codename, so code that handles any type (the renderer, tests) can
 * pass a codename K and get that type's elements and props, without a union to narrow.
 */
export type ModuleOf<K extends Codename> = {
  codename: K;
  elements: z.ZodType<ElementsOf<K>>;
  toProps(elements: ElementsOf<K>, ctx: MapContext): PropsOf<K>;
};

export const modulesByCodename: { [K in Codename]: ModuleOf<K> } = componentModules;

export const isCodename = (type: string): type is Codename => Object.hasOwn(componentModules, type);


/** Every codename, in catalogue order. */
export const CODENAMES: readonly Codename[] = Object.keys(componentModules).filter(isCodename);
