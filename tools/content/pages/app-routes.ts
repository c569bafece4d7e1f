/**
 * CMS pages behind the application routes (spec 2.2 named application paths): their intro copy,
 * SEO fields and robots flags. Search and compare are not indexed (spec 5.4).
 */
import type { GeneratorContext } from '../context';
import { appRoutes, type AppRoute } from './copy/app-routes';
import { micrositeCoverVideo, micrositeGrid } from './microsites';
import { itineraryBuilderParts } from './itineraries';
import { both, buttonContainer, cover, headline, page, richText, searchPage, splitBanner, type Built } from './shared';

const appPage = (ctx: GeneratorContext, r: AppRoute): void => {
  const p = `page_${r.path.slice(1).replace(/[-/]/g, '_')}`;
  const key = `app${r.path.replace(/\//g, '-')}`;
  // Drawn whatever the cover shows, so the rest of the generated content stays the same.
  const picture = ctx.media.image({ subject: r.subject, key: `${key}-cover`, about: r.about });
  const parts: Built[] = [
    // The search page's heading is its search's (spec 2.10: it names the scope searched), so it has no cover.
    ...(r.search
      ? []
      : [
          cover(p, {
            title: r.title,
            subtitle: r.subtitle,
            size: 'medium',
            image: micrositeCoverVideo(ctx, r.path) ?? picture,
          }),
        ]),
    ...micrositeGrid(p, r.path),
    ...(r.app ? [both(() => ({}), p, r.app)] : []),
    // The search page (spec 2.10) shows the search first, its copy below.
    ...(r.search ? [searchPage(p, r.search.intro)] : []),
    ...(r.headline ? [headline(p, { text: r.headline })] : []),
    ...(r.html ? [richText(p, r.html)] : []),
    // Spec 2.2 /itinerary: the planner itself, below its introduction.
    ...(r.path === '/itinerary' ? itineraryBuilderParts(ctx, p) : []),
    ...(r.feature
      ? [
          splitBanner(p, {
            title: r.feature.title,
            html: r.feature.html,
            image: ctx.media.image({ subject: 'yacht-interior', key: `${key}-feature`, about: r.feature.about }),
          }),
        ]
      : []),
    ...(r.buttons ? [buttonContainer(p, r.buttons)] : []),
  ];
  // Without a cover the search page still shares a picture (spec 2.5): its own, as the cover's would be.
  const overwriteImage = r.search ? picture : undefined;
  page(ctx, { codename: p, slug: { en: r.path, es: r.path }, title: r.title, description: r.description, noindex: r.noindex, overwriteImage }, parts);
};

export const generateAppRoutePages = (ctx: GeneratorContext): void => {
  appRoutes.forEach((r) => appPage(ctx, r));
};
