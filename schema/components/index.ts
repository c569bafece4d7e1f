/**
 * Every component type of the first catalogue (schema/README.md), keyed by its Kontent codename.
 * This map is the one list of types: the renderer's registry must match it exactly.
 */
import type { z } from 'zod';
import type { MapContext } from '../define';
import { berthHeroComponent } from './berth_hero_component';
import { bigNumbersComponent } from './big_numbers_component';
import { breadcrumbsComponent } from './breadcrumbs_component';
import { compareComponent } from './compare_component';
import { buttonExternalInternalLink } from './button__external___internal_link';
import { buttonContainerComponent } from './button_container_component';
import { contactBrokerDrawer } from './contact_broker_drawer';
import { contactLargeComponent } from './contact_large_component';
import { contactPeopleComponent } from './contact_people_component';
import { contactSmallComponent } from './contact_small_component';
import { formComponent } from './form_component';
import { headlineComponent } from './headline_component';
import { imageTextComponent } from './image_text_component';
import { manualYachtGrid } from './manual_yacht_grid';
import { algoliaYachtGridComponent } from './algolia_yacht_grid_component';
import { dynamicGridComponent } from './dynamic_grid_component';
import { sliderYachtRecommendationComponent } from './slider_yacht_recommendation_component';
import { numbersComponent } from './numbers_component';
import { numbersItem } from './numbers_item';
import { officeListCompactComponent } from './office_list_compact_component';
import { officeLocationComponent } from './office_location_component';
import { officeMapComponent } from './office_map_component';
import { pageCoverComponent } from './page_cover_component';
import { previousNextYachtComponent } from './previous_next_yacht_component';
import { searchPageComponent } from './search_page_component';
import { relatedLinksComponent } from './related_links_component';
import { richtextComponent } from './richtext_component';
import { sliderYachtComponent } from './slider_yacht_component';
import { spacerComponent } from './spacer_component';
import { deckPlanComponent } from './deck_plan_component';
import { galleryTeaserForYachtComponent } from './gallery_teaser_for_yacht_component';
import { sliderGalleryComponent } from './slider_gallery_component';
import { ydpMediaComponent } from './ydp_media_component';
import { splitBannerComponent } from './split_banner_component';
import { yachtLocationInfoComponent } from './yacht_location_info_component';
import { contentShareComponent } from './content_share_component';
import { jumpToComponent } from './jump_to_component';
import { specificationTableComponent } from './specification_table_component';
import { yachtFeatureComponent } from './yacht_feature_component';
import { yachtHeroComponent } from './yacht_hero_component';
import { yachtLabelsComponent } from './yacht_labels_component';

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
  contact_broker_drawer: contactBrokerDrawer,
  contact_large_component: contactLargeComponent,
  contact_small_component: contactSmallComponent,
  contact_people_component: contactPeopleComponent,
  form_component: formComponent,
  office_map_component: officeMapComponent,
  office_list_compact_component: officeListCompactComponent,
  office_location_component: officeLocationComponent,
  berth_hero_component: berthHeroComponent,
  yacht_location_info_component: yachtLocationInfoComponent,
  manual_yacht_grid: manualYachtGrid,
  slider_yacht_component: sliderYachtComponent,
  previous_next_yacht_component: previousNextYachtComponent,
  algolia_yacht_grid_component: algoliaYachtGridComponent,
  dynamic_grid_component: dynamicGridComponent,
  slider_yacht_recommendation_component: sliderYachtRecommendationComponent,
  search_page_component: searchPageComponent,
  yacht_hero_component: yachtHeroComponent,
  jump_to_component: jumpToComponent,
  yacht_labels_component: yachtLabelsComponent,
  specification_table_component: specificationTableComponent,
  yacht_feature_component: yachtFeatureComponent,
  content_share_component: contentShareComponent,
  gallery_teaser_for_yacht_component: galleryTeaserForYachtComponent,
  slider_gallery_component: sliderGalleryComponent,
  deck_plan_component: deckPlanComponent,
  ydp_media_component: ydpMediaComponent,
  compare_component: compareComponent,
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
