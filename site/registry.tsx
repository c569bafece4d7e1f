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
import { lookupIn, type Registry } from '../renderer/render/registry';
import { ContentShare } from '../components/ContentShare/ContentShare';
import { JumpTo } from '../components/JumpTo/JumpTo';
import { SpecificationTable } from '../components/SpecificationTable/SpecificationTable';
import { YachtFeature } from '../components/YachtFeature/YachtFeature';
import { YachtHero } from '../components/YachtHero/YachtHero';
import { YachtLabels } from '../components/YachtLabels/YachtLabels';
import { SITE_URL } from './lib/site';
import { yachtLabels } from './lib/yacht-labels';

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
  // Yacht page components get their words from site/messages (`yacht`) in the item's locale.
  yacht_hero_component: (props) => <YachtHero {...props} labels={yachtLabels(props.locale)} origin={SITE_URL} />,
  jump_to_component: (props) => <JumpTo {...props} labels={yachtLabels(props.locale)} />,
  yacht_labels_component: (props) => <YachtLabels {...props} labels={yachtLabels(props.locale)} />,
  specification_table_component: (props) => <SpecificationTable {...props} labels={yachtLabels(props.locale)} />,
  yacht_feature_component: (props) => <YachtFeature {...props} labels={yachtLabels(props.locale)} />,
  content_share_component: (props) => <ContentShare {...props} labels={yachtLabels(props.locale).share} origin={SITE_URL} />,
} satisfies Registry;

export const components = lookupIn(registry);
