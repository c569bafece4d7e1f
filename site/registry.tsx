/**
 * The one place that knows every content type: codename -> schema module + component. A missing
 * or extra entry fails type-checking (`satisfies Registry`).
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
import type { Registry } from '../renderer/render/registry';
import { componentModules as m } from '../schema/components';

export const registry = {
  page_cover_component: { schema: m.page_cover_component, Component: PageCover },
  headline_component: { schema: m.headline_component, Component: Headline },
  richtext_component: { schema: m.richtext_component, Component: RichText },
  image_text_component: { schema: m.image_text_component, Component: ImageText },
  button_container_component: { schema: m.button_container_component, Component: ButtonContainer },
  button__external___internal_link: { schema: m.button__external___internal_link, Component: ButtonLinkBlock },
  spacer_component: { schema: m.spacer_component, Component: Spacer },
  // Spec 2.4: the page renders its breadcrumb trail itself; in the component list there is no trail.
  breadcrumbs_component: { schema: m.breadcrumbs_component, Component: Breadcrumbs },
  split_banner_component: { schema: m.split_banner_component, Component: SplitBanner },
  numbers_component: { schema: m.numbers_component, Component: Numbers },
  numbers_item: { schema: m.numbers_item, Component: NumbersItemBlock },
  big_numbers_component: { schema: m.big_numbers_component, Component: BigNumbers },
  related_links_component: { schema: m.related_links_component, Component: RelatedLinks },
} satisfies Registry;
