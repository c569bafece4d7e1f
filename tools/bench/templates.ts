/**
 * One page per template of the site, in both locales, found in the running site's own route table
 * (/api/routes/), so the page checks (budgets, the W3C validator, Lighthouse) follow the content
 * rather than a list of slugs in code. A template whose page the content lacks is an error.
 */
import { z } from 'zod';

export const TEMPLATES = [
  'home',
  'content',
  'listing',
  'yacht',
  'berth',
  'article',
  'search',
  'compare',
  'offices',
  'faq',
  'not-found',
  'news-listing',
  'news-article',
  'destinations',
  'destination',
  'itinerary',
  'itinerary-page',
  'person',
] as const;
export type Template = (typeof TEMPLATES)[number];
export type TemplatePage = { template: Template; locale: 'en' | 'es'; path: string };

const routeTableSchema = z.object({ pages: z.object({ en: z.array(z.string()), es: z.array(z.string()) }) });

/** How each template's page is found among a locale's page slugs (slugs have no trailing slash). */
const PICK: Record<Template, (slugs: string[]) => string | undefined> = {
  home: (slugs) => slugs.find((s) => s === '/'),
  content: (slugs) => slugs.find((s) => s === '/yacht-charter'),
  listing: (slugs) => slugs.find((s) => s === '/yachts-for-charter'),
  yacht: (slugs) => slugs.find((s) => s.startsWith('/yacht-for-charter/')),
  berth: (slugs) => slugs.find((s) => s.startsWith('/berths-for-sale/')),
  article: (slugs) => slugs.find((s) => s.startsWith('/halcyon-expert-insight/')) ?? slugs.find((s) => s.startsWith('/news-detail/')),
  search: (slugs) => slugs.find((s) => s === '/search'),
  compare: (slugs) => slugs.find((s) => s === '/compare'),
  offices: (slugs) => slugs.find((s) => s === '/offices-and-people' || s === '/oficinas-y-personas'),
  faq: (slugs) => slugs.find((s) => s === '/yacht-charter/faq'),
  'not-found': () => '/no-such-page-for-the-page-checks',
  // The news landing (featured and category sliders, tiles) and an article with its author and slider.
  'news-listing': (slugs) => slugs.find((s) => s === '/yachting-news'),
  'news-article': (slugs) => slugs.find((s) => s.startsWith('/news-detail/')),
  // Spec 3.10 and 2.2 /itinerary: every guide on a map, a guide with its own map, the builder, a sample itinerary.
  destinations: (slugs) => slugs.find((s) => s === '/destinations'),
  destination: (slugs) => slugs.find((s) => s === '/destination/greek-cyclades' || s === '/destino/greek-cyclades'),
  itinerary: (slugs) => slugs.find((s) => s === '/itinerary'),
  'itinerary-page': (slugs) => slugs.find((s) => s.startsWith('/itineraries/') || s.startsWith('/itinerarios/')),
  // Spec 3.8: a person's page, under their office's page.
  person: (slugs) => slugs.find((s) => /^\/(offices-and-people|oficinas-y-personas)\/[^/]+\/[^/]+$/.test(s)),
};

const withSlash = (slug: string) => (slug === '/' ? '/' : `${slug}/`);

export const templatePages = async (origin: string): Promise<TemplatePage[]> => {
  const table = routeTableSchema.parse(await (await fetch(`${origin}/api/routes/`)).json());
  return (['en', 'es'] as const).flatMap((locale) =>
    TEMPLATES.map((template) => {
      const slug = PICK[template](table.pages[locale]);
      if (!slug) throw new Error(`No ${template} page in the ${locale} route table: seed the demo content first.`);
      const prefix = locale === 'es' ? '/es' : '';
      return { template, locale, path: slug === '/' && prefix ? `${prefix}/` : `${prefix}${withSlash(slug)}` };
    }),
  );
};
