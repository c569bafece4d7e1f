/**
 * The one place that knows every content type: codename -> component. The schema module follows
 * from the codename (schema/components); a missing or extra entry fails type-checking
 * (`satisfies Registry`). Entries are server components; browser code is a `*.client.tsx` island
 * rendered inside one.
 */
import { BerthHero } from '../components/BerthHero/BerthHero';
import { BigNumbers } from '../components/BigNumbers/BigNumbers';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { ButtonContainer } from '../components/ButtonContainer/ButtonContainer';
import { ButtonLinkBlock } from '../components/ButtonLink/ButtonLink';
import { Compare } from '../components/Compare/Compare';
import { ContactBrokerDrawer } from '../components/ContactBrokerDrawer/ContactBrokerDrawer';
import { ContactLarge } from '../components/ContactLarge/ContactLarge';
import { ContactPeople } from '../components/ContactPeople/ContactPeople';
import { ContactSmall } from '../components/ContactSmall/ContactSmall';
import { ContentShare } from '../components/ContentShare/ContentShare';
import { DeckPlan } from '../components/DeckPlan/DeckPlan';
import { Form } from '../components/Form/Form';
import { GalleryTeaserForYacht } from '../components/GalleryTeaserForYacht/GalleryTeaserForYacht';
import { Headline } from '../components/Headline/Headline';
import { ImageText } from '../components/ImageText/ImageText';
import { JumpTo } from '../components/JumpTo/JumpTo';
import { AlgoliaYachtGrid } from '../components/AlgoliaYachtGrid/AlgoliaYachtGrid';
import { DynamicGrid } from '../components/DynamicGrid/DynamicGrid';
import { ManualYachtGrid } from '../components/ManualYachtGrid/ManualYachtGrid';
import { Numbers } from '../components/Numbers/Numbers';
import { NumbersItemBlock } from '../components/NumbersItem/NumbersItem';
import { OfficeListCompact } from '../components/OfficeListCompact/OfficeListCompact';
import { OfficeLocation } from '../components/OfficeLocation/OfficeLocation';
import { OfficeMap } from '../components/OfficeMap/OfficeMap';
import { PageCover } from '../components/PageCover/PageCover';
import { PreviousNextYacht } from '../components/PreviousNextYacht/PreviousNextYacht';
import { SearchPageEntry } from './ui/SearchPageEntry';
import { RelatedLinks } from '../components/RelatedLinks/RelatedLinks';
import { RichText } from '../components/RichText/RichText';
import { SliderGallery } from '../components/SliderGallery/SliderGallery';
import { SliderYacht } from '../components/SliderYacht/SliderYacht';
import { SliderYachtRecommendation } from '../components/SliderYachtRecommendation/SliderYachtRecommendation';
import { Spacer } from '../components/Spacer/Spacer';
import { SpecificationTable } from '../components/SpecificationTable/SpecificationTable';
import { SplitBanner } from '../components/SplitBanner/SplitBanner';
import { YachtFeature } from '../components/YachtFeature/YachtFeature';
import { YachtHero } from '../components/YachtHero/YachtHero';
import { YachtLabels } from '../components/YachtLabels/YachtLabels';
import { YachtLocationInfo } from '../components/YachtLocationInfo/YachtLocationInfo';
import { YdpMedia } from '../components/YdpMedia/YdpMedia';
import { lookupIn, type Registry } from '../renderer/render/registry';
import { SITE_URL } from './lib/site';
import { loadDynamicGrid, loadRecommendations, loadYachtGrid } from './lib/catalogue';
import { recommendationLabels, yachtGridLabels } from './lib/catalogue-labels';
import { catalogueSources } from './lib/catalogue-sources';
import { berthHeroLabels, yachtLocationLabels } from './lib/berth-labels';
import { brokerLabels, drawerMessages } from './lib/drawer-labels';
import { compareLabels } from './lib/compare-labels';
import { galleryLabels } from './lib/gallery-labels';
import { officeLabels } from './ui/office-labels';
import { yachtLabels, yachtListLabels, yachtNavigationLabels, yachtSliderLabels } from './lib/yacht-labels';

export const registry = {
  page_cover_component: PageCover,
  headline_component: Headline,
  richtext_component: RichText,
  image_text_component: ImageText,
  button_container_component: ButtonContainer,
  button__external___internal_link: ButtonLinkBlock,
  spacer_component: Spacer,
  // Spec 2.4: the page renders its breadcrumb trail itself; in the component list there is no trail.
  breadcrumbs_component: Breadcrumbs,
  split_banner_component: SplitBanner,
  numbers_component: Numbers,
  numbers_item: NumbersItemBlock,
  big_numbers_component: BigNumbers,
  related_links_component: RelatedLinks,
  // Components with words of their own get them from site/messages in the item's locale.
  contact_broker_drawer: (props) => <ContactBrokerDrawer {...props} openLabel={drawerMessages(props.locale).brokerTitle} />,
  contact_large_component: (props) => <ContactLarge {...props} labels={drawerMessages(props.locale)} />,
  contact_small_component: ContactSmall,
  contact_people_component: (props) => <ContactPeople {...props} labels={brokerLabels(props.locale)} />,
  form_component: (props) => {
    const m = drawerMessages(props.locale);
    return <Form {...props} labels={{ frameTitle: props.formName === 'newsletter' ? m.newsletterFrameTitle : m.frameTitle, openForm: m.openForm }} />;
  },
  // Spec 3.8: the office blocks take their labels (address, phone, local time...) in the page's language.
  office_map_component: (props) => <OfficeMap {...props} labels={officeLabels(props.locale)} />,
  office_list_compact_component: (props) => <OfficeListCompact {...props} labels={officeLabels(props.locale)} />,
  office_location_component: (props) => <OfficeLocation {...props} labels={officeLabels(props.locale)} />,
  // The berth hero and the cruising areas get their words from site/messages in the item's locale.
  berth_hero_component: (props) => <BerthHero {...props} labels={berthHeroLabels(props.locale)} />,
  yacht_location_info_component: (props) => <YachtLocationInfo {...props} labels={yachtLocationLabels(props.locale)} />,
  // Yacht lists and navigation get their words from site/messages in the item's locale.
  manual_yacht_grid: (props) => <ManualYachtGrid {...props} labels={yachtListLabels(props.locale)} />,
  slider_yacht_component: (props) => <SliderYacht {...props} labels={yachtSliderLabels(props.locale)} />,
  previous_next_yacht_component: (props) => <PreviousNextYacht {...props} labels={yachtNavigationLabels(props.locale)} />,
  // Search-driven types run their search while the page renders; a failed search throws, so the
  // renderer leaves the block out for visitors and names the problem in preview (spec 8.4).
  algolia_yacht_grid_component: async (props) => {
    const { cards, total } = await loadYachtGrid(props, catalogueSources);
    return <AlgoliaYachtGrid {...props} cards={cards} total={total} labels={yachtGridLabels(props.locale)} />;
  },
  dynamic_grid_component: async (props) => <DynamicGrid {...props} cards={await loadDynamicGrid(props, catalogueSources)} />,
  slider_yacht_recommendation_component: async (props) => (
    <SliderYachtRecommendation {...props} cards={await loadRecommendations(props, catalogueSources)} labels={recommendationLabels(props.locale)} />
  ),
  // The search page reads this request's search (site/lib/search-request.ts) and its words.
  search_page_component: SearchPageEntry,
  // Yacht page components get their words from site/messages (`yacht`) in the item's locale.
  yacht_hero_component: (props) => <YachtHero {...props} labels={yachtLabels(props.locale)} origin={SITE_URL} />,
  jump_to_component: (props) => <JumpTo {...props} labels={yachtLabels(props.locale)} />,
  yacht_labels_component: (props) => <YachtLabels {...props} labels={yachtLabels(props.locale)} />,
  specification_table_component: (props) => <SpecificationTable {...props} labels={yachtLabels(props.locale)} />,
  yacht_feature_component: (props) => <YachtFeature {...props} labels={yachtLabels(props.locale)} />,
  content_share_component: (props) => <ContentShare {...props} labels={yachtLabels(props.locale).share} origin={SITE_URL} />,
  // The gallery components take their UI words from site/messages in the page's locale.
  gallery_teaser_for_yacht_component: (props) => <GalleryTeaserForYacht {...props} labels={galleryLabels(props.locale)} />,
  slider_gallery_component: (props) => <SliderGallery {...props} labels={galleryLabels(props.locale)} />,
  deck_plan_component: (props) => <DeckPlan {...props} labels={galleryLabels(props.locale)} />,
  ydp_media_component: (props) => <YdpMedia {...props} labels={galleryLabels(props.locale)} />,
  // Spec 2.11: the compare page's words, with the yacht spec's row names, from site/messages.
  compare_component: (props) => <Compare {...props} labels={compareLabels(props.locale)} />,
} satisfies Registry;

export const components = lookupIn(registry);
