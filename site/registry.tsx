/**
 * The one place that knows every content type: codename -> component, and nothing else. The schema
 * module follows from the codename (schema/components); a missing or extra entry fails
 * type-checking (`satisfies Registry`). Entries are server components that take their words (`t`)
 * and the site's services from the renderer; browser code is a `*.client.tsx` island inside one.
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
import { SearchPage } from '../components/SearchPage/SearchPage';
import type { Registry } from '../renderer/render/registry';
import { FaqOverview } from '../components/FaqOverview/FaqOverview';
import { FaqDetail } from '../components/FaqDetail/FaqDetail';
import { FaqRichText } from '../components/FaqRichText/FaqRichText';
import { FaqMediaWithRichText } from '../components/FaqMediaWithRichText/FaqMediaWithRichText';
import { FaqAudioFile } from '../components/FaqAudioFile/FaqAudioFile';
import { FaqWidget } from '../components/FaqWidget/FaqWidget';
import { Podcast } from '../components/Podcast/Podcast';
import { Partners } from '../components/Partners/Partners';
import { ShipyardGrid } from '../components/ShipyardGrid/ShipyardGrid';
import { FaqMediaGallery } from '../components/FaqMediaGallery/FaqMediaGallery';
import { ArticleGrid } from '../components/ArticleGrid/ArticleGrid';
import { Author } from '../components/Author/Author';
import { HeaderPeople } from '../components/HeaderPeople/HeaderPeople';
import { QuotePeople } from '../components/QuotePeople/QuotePeople';
import { ArticlesSlider } from '../components/ArticlesSlider/ArticlesSlider';
import { SliderArticles } from '../components/SliderArticles/SliderArticles';
import { SliderNews } from '../components/SliderNews/SliderNews';
import { SliderPeople } from '../components/SliderPeople/SliderPeople';
import { SliderQuote } from '../components/SliderQuote/SliderQuote';
import { Sitemap } from '../components/Sitemap/Sitemap';
import { MapDestinations } from '../components/MapDestinations/MapDestinations';
import { ItineraryBuilder } from '../components/ItineraryBuilder/ItineraryBuilder';
import { HeroSlider } from '../components/HeroSlider/HeroSlider';
import { ImageVideoHero } from '../components/ImageVideoHero/ImageVideoHero';
import { BigWords } from '../components/BigWords/BigWords';
import { HighlightCopy } from '../components/HighlightCopy/HighlightCopy';
import { List } from '../components/List/List';
import { DefinitionList } from '../components/DefinitionList/DefinitionList';
import { HorizontalList } from '../components/HorizontalList/HorizontalList';
import { StoryBlock } from '../components/StoryBlock/StoryBlock';
import { ThreeInOne } from '../components/ThreeInOne/ThreeInOne';
import { SplitImage } from '../components/SplitImage/SplitImage';
import { GalleryTeaser } from '../components/GalleryTeaser/GalleryTeaser';
import { ActionBar } from '../components/ActionBar/ActionBar';
import { Anchor } from '../components/Anchor/Anchor';
import { ScrollAnchor } from '../components/ScrollAnchor/ScrollAnchor';
import { SocialMediaLinks } from '../components/SocialMediaLinks/SocialMediaLinks';
import { NewsletterTeaser } from '../components/NewsletterTeaser/NewsletterTeaser';
import { ListItem } from '../components/ListItem/ListItem';
import { PictureCaption } from '../components/PictureCaption/PictureCaption';
import { PersonProfile } from '../components/PersonProfile/PersonProfile';

export const registry = {
  page_cover_component: PageCover,
  headline_component: Headline,
  richtext_component: RichText,
  image_text_component: ImageText,
  button_container_component: ButtonContainer,
  button__external___internal_link: ButtonLinkBlock,
  spacer_component: Spacer,
  breadcrumbs_component: Breadcrumbs,
  split_banner_component: SplitBanner,
  numbers_component: Numbers,
  numbers_item: NumbersItemBlock,
  big_numbers_component: BigNumbers,
  related_links_component: RelatedLinks,
  contact_broker_drawer: ContactBrokerDrawer,
  contact_large_component: ContactLarge,
  contact_small_component: ContactSmall,
  contact_people_component: ContactPeople,
  form_component: Form,
  office_map_component: OfficeMap,
  office_list_compact_component: OfficeListCompact,
  office_location_component: OfficeLocation,
  berth_hero_component: BerthHero,
  yacht_location_info_component: YachtLocationInfo,
  manual_yacht_grid: ManualYachtGrid,
  slider_yacht_component: SliderYacht,
  previous_next_yacht_component: PreviousNextYacht,
  algolia_yacht_grid_component: AlgoliaYachtGrid,
  dynamic_grid_component: DynamicGrid,
  slider_yacht_recommendation_component: SliderYachtRecommendation,
  search_page_component: SearchPage,
  yacht_hero_component: YachtHero,
  jump_to_component: JumpTo,
  yacht_labels_component: YachtLabels,
  specification_table_component: SpecificationTable,
  yacht_feature_component: YachtFeature,
  content_share_component: ContentShare,
  gallery_teaser_for_yacht_component: GalleryTeaserForYacht,
  slider_gallery_component: SliderGallery,
  deck_plan_component: DeckPlan,
  ydp_media_component: YdpMedia,
  compare_component: Compare,
  faq_overview: FaqOverview,
  faq_detail_component: FaqDetail,
  faq_rich_text: FaqRichText,
  faq_media_with_rich_text: FaqMediaWithRichText,
  faq_audio_file: FaqAudioFile,
  faq_widget_component: FaqWidget,
  podcast_component: Podcast,
  partners_component: Partners,
  shipyard_grid_component: ShipyardGrid,
  faq__media_gallery: FaqMediaGallery,
  article_grid_component: ArticleGrid,
  author_component: Author,
  header_people_component: HeaderPeople,
  quote_people_component: QuotePeople,
  articles_slider_component: ArticlesSlider,
  slider_articles_component: SliderArticles,
  slider_news_component: SliderNews,
  slider_people_component: SliderPeople,
  slider_quote_component: SliderQuote,
  sitemap_component: Sitemap,
  map_destinations_component: MapDestinations,
  itinerary_builder_component: ItineraryBuilder,
  hero_slider_component: HeroSlider,
  image_video_hero_component: ImageVideoHero,
  big_words_component: BigWords,
  highlight_copy_component: HighlightCopy,
  list_component: List,
  definition_list_component: DefinitionList,
  horizontal_list_component: HorizontalList,
  story_block_component: StoryBlock,
  three_in_one_component: ThreeInOne,
  split_image_component: SplitImage,
  gallery_teaser_component: GalleryTeaser,
  action_bar_component: ActionBar,
  anchor_component: Anchor,
  scroll_anchor_component: ScrollAnchor,
  social_media_links_component: SocialMediaLinks,
  newsletter_teaser_component: NewsletterTeaser,
  list_item: ListItem,
  picture_caption_component: PictureCaption,
  person_profile_component: PersonProfile,
} satisfies Registry;
