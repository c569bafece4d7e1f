/**
 * The catch-all content page (spec 2.4): resolve, then render breadcrumbs and the component list.
 * '/x/page/n' is page n of the listing on /x: the page of /x with that page of its list.
 */
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { RenderComponents } from '../../renderer/render/RenderComponents';
import { localisedPath } from '../../schema/locale';
import { normalisePath } from '../../renderer/page/path';
import { PAGE_COMPONENTS_ELEMENT } from '../../schema/page';
import { siteRendering } from '../lib/render-services';
import { editingContext } from '../lib/content';
import { resolveListingRoute } from '../lib/listing';
import { pageGallery } from '../lib/gallery';
import { itineraryStructuredData } from '../lib/itinerary-data';
import type { RouteParams } from '../lib/variant';
import { PageBreadcrumbs } from './PageBreadcrumbs';
import { PreviewBanner } from './PreviewBanner';
import { StructuredData } from './StructuredData';
import { openGraphFacts } from '../lib/metadata';

/** `current`: the words of the page's own crumb when this request names the page otherwise (the search page's scope). */
export async function ContentPage({ route, current }: { route: RouteParams; current?: string }) {
  setRequestLocale(route.locale);
  const slug = normalisePath(`/${route.slug.join('/')}`);
  if (slug === null) notFound();
  const preview = route.variant === 'preview';
  const { resolution: result, listing } = await resolveListingRoute(slug, route.locale, preview);
  if (result.kind === 'not-found') notFound();
  if (result.kind === 'redirect') {
    const { to, status, absolute } = result.redirect;
    const target = absolute ? to : localisedPath(to, route.locale);
    if (status === 301 || status === 308) permanentRedirect(target);
    redirect(target);
  }
  const { trail } = result.breadcrumbs;
  const shown = current ? trail.map((crumb, at) => (at === trail.length - 1 ? { ...crumb, title: current } : crumb)) : trail;
  const trip = itineraryStructuredData(result.page, result.components, result.linkedItems, route.locale);
  return (
    <>
      {preview && <PreviewBanner locale={route.locale} path={slug} />}
      <StructuredData resolution={result} locale={route.locale} listingPage={listing?.page ?? 1} trip={trip} />
      {/* React places these in the head, beside the rest of the page's Open Graph (site/lib/metadata.ts). */}
      {openGraphFacts(result.page).map(({ property, content }) => (
        <meta key={property} property={property} content={content} />
      ))}
      {/* Yacht pages keep refer-to-search mode on (spec 4.3); the page-wide script reads this. */}
      {result.page.context.yachtType ? <span hidden data-yacht-page={result.page.context.yachtType} /> : null}
      {shown.length > 1 && <PageBreadcrumbs trail={shown} component={result.breadcrumbs.component} locale={route.locale} />}
      <RenderComponents
        items={result.components}
        linkedItems={result.linkedItems}
        site={siteRendering}
        locale={route.locale}
        page={{
          ...result.page.context,
          gallery: await pageGallery(result.page.context, result.linkedItems, preview),
          ...(listing ? { listing: { codename: listing.codename, page: listing.page } } : {}),
        }}
        preview={preview}
        editing={preview ? editingContext(route.locale) : undefined}
        list={{ itemId: result.page.pageId, element: PAGE_COMPONENTS_ELEMENT }}
      />
    </>
  );
}
