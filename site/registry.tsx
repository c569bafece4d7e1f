/**
 * The one place that knows every content type: codename -> component. The schema module follows
 * from the codename (schema/components); a missing or extra entry fails type-checking
 * (`satisfies Registry`). Entries are server components; browser code is a `*.client.tsx` island
 * rendered inside one.
 */
import { BigNumbers } from '../components/BigNumbers/BigNumbers';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { ButtonContainer } from '../components/ButtonContainer/ButtonContainer';
import { ButtonLinkBlock } from '../components/ButtonLink/ButtonLink';
import { Headline } from '../components/Headline/Headline';
import { ImageText } from '../components/ImageText/ImageText';
import { Numbers } from '../components/Numbers/Numbers';
import { NumbersItemBlock } from '../components/NumbersItem/NumbersItem';
import { PageCover } from '../components/PageCover/PageCover';
import { RelatedLinks } from '../components/RelatedLinks/RelatedLinks';
import { RichText } from '../components/RichText/RichText';
import { Spacer } from '../components/Spacer/Spacer';
import { SplitBanner } from '../components/SplitBanner/SplitBanner';
import { DeckPlan } from '../components/DeckPlan/DeckPlan';
import { GalleryTeaserForYacht } from '../components/GalleryTeaserForYacht/GalleryTeaserForYacht';
import { SliderGallery } from '../components/SliderGallery/SliderGallery';
import { YdpMedia } from '../components/YdpMedia/YdpMedia';
import { lookupIn, type Registry } from '../renderer/render/registry';
import { galleryLabels } from './lib/gallery-labels';

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
  // The gallery components take their UI words from site/messages in the page's locale.
  gallery_teaser_for_yacht_component: (props) => <GalleryTeaserForYacht {...props} labels={galleryLabels(props.locale)} />,
  slider_gallery_component: (props) => <SliderGallery {...props} labels={galleryLabels(props.locale)} />,
  deck_plan_component: (props) => <DeckPlan {...props} labels={galleryLabels(props.locale)} />,
  ydp_media_component: (props) => <YdpMedia {...props} labels={galleryLabels(props.locale)} />,
} satisfies Registry;

export const components = lookupIn(registry);
