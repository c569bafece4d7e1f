/**
 * Spec 2.4 step 7: the page's breadcrumb trail, kept out of the component list. The page's
 * breadcrumbs_component item, when there is one, chooses the color (default blue, spec 9.6); an
 * invalid one is logged like any component and the default is used.
 */
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import type { Crumb } from '../../renderer/page/breadcrumbs';
import { logIssues } from '../../renderer/render/log-issues';
import { breadcrumbsComponent } from '../../schema/components/breadcrumbs_component';
import { BREADCRUMB_DEFAULTS } from '../../schema/constants/component-defaults';
import { itemRef, mapItem } from '../../schema/define';
import type { ContentItem } from '../../schema/kontent';
import type { Locale } from '../../schema/constants/locale';
import { localisedPath } from '../../schema/locale';
import { translatorFor } from '../i18n/translator';

const colorOf = (component: ContentItem | null, locale: Locale) => {
  if (!component) return BREADCRUMB_DEFAULTS.color;
  const mapped = mapItem(breadcrumbsComponent, component.elements, { locale, item: itemRef(component), linkedItems: {} });
  logIssues(mapped.ok ? 'component-incomplete' : 'component-skipped', mapped.issues);
  return mapped.ok ? mapped.props.color : BREADCRUMB_DEFAULTS.color;
};

export function PageBreadcrumbs({ trail, component, locale }: { trail: Crumb[]; component: ContentItem | null; locale: Locale }) {
  return <Breadcrumbs color={colorOf(component, locale)} t={translatorFor(locale)} trail={trail.map((c) => ({ title: c.title, href: localisedPath(c.path, locale) }))} />;
}
