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
import { ManualYachtGrid } from '../components/ManualYachtGrid/ManualYachtGrid';
import { Numbers } from '../components/Numbers/Numbers';
import { NumbersItemBlock } from '../components/NumbersItem/NumbersItem';
import { PageCover } from '../components/PageCover/PageCover';
import { PreviousNextYacht } from '../components/PreviousNextYacht/PreviousNextYacht';
import { RelatedLinks } from '../components/RelatedLinks/RelatedLinks';
import { RichText } from '../components/RichText/RichText';
import { SliderYacht } from '../components/SliderYacht/SliderYacht';
import { Spacer } from '../components/Spacer/Spacer';
import { SplitBanner } from '../components/SplitBanner/SplitBanner';
import { lookupIn, type Registry } from '../renderer/render/registry';
import { yachtListLabels, yachtNavigationLabels, yachtSliderLabels } from './lib/yacht-labels';

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
  // Yacht lists and navigation get their words from site/messages in the item's locale.
  manual_yacht_grid: (props) => <ManualYachtGrid {...props} labels={yachtListLabels(props.locale)} />,
  slider_yacht_component: (props) => <SliderYacht {...props} labels={yachtSliderLabels(props.locale)} />,
  previous_next_yacht_component: (props) => <PreviousNextYacht {...props} labels={yachtNavigationLabels(props.locale)} />,
} satisfies Registry;

export const components = lookupIn(registry);
