/**
 * Spec 2.4 step 7: the page's breadcrumb trail, kept out of the component list. The page's
 * breadcrumbs_component item, when there is one, chooses the color (default blue, spec 9.6).
 */
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import type { Crumb } from '../../renderer/page/breadcrumbs';
import { breadcrumbsComponent } from '../../schema/components/breadcrumbs_component';
import { BREADCRUMB_DEFAULTS } from '../../schema/constants/component-defaults';
import { firstChoice } from '../../schema/elements';
import type { ContentItem } from '../../schema/kontent';
import type { Locale } from '../../schema/constants/locale';
import { localisedPath } from '../../schema/links';

export function PageBreadcrumbs({ trail, component, locale }: { trail: Crumb[]; component: ContentItem | null; locale: Locale }) {
  const parsed = component ? breadcrumbsComponent.elements.safeParse(component.elements) : null;
  const color = firstChoice(parsed?.success ? parsed.data.color : undefined, BREADCRUMB_DEFAULTS.color);
  return <Breadcrumbs color={color} trail={trail.map((c) => ({ title: c.title, href: localisedPath(c.path, locale) }))} />;
}
