/** Sample `page` items (schema/README.md, spec 3.1) in the Delivery API's shape. */
import { dam, fx, sampleImage, type RejectedElements } from './fixtures';

export const validPageElements = [
  {
    title: fx.text('About us'),
    url_slug: fx.urlSlug('/about'),
    components: fx.linked('page_about__cover'),
    page_type: { type: 'taxonomy', name: 'Page type', taxonomy_group: 'page_type', value: [] },
    description: fx.text('Who we are'),
    child_pages: fx.linked(),
    noindex: fx.choice(),
    deactivate_breadcrumbs: fx.choice('no'),
    sitemap_priority: fx.number(0.8),
    overwrite_image: dam(sampleImage),
    event_date: { type: 'date_time', name: 'Event date', value: null, display_timezone: null },
  },
  { title: fx.text('Home'), url_slug: fx.urlSlug('/'), components: fx.linked() },
];

const minimal = validPageElements[1] ?? {};

export const invalidPageElements: RejectedElements[] = [
  { why: 'title blank', elements: { ...minimal, title: fx.text('  ') } },
  { why: 'components missing', elements: { title: fx.text('Home'), url_slug: fx.urlSlug('/') } },
  { why: 'url_slug a number', elements: { ...minimal, url_slug: fx.number(1) } },
];
