/** Linked pages, offices, people and quotes (spec 3.8-3.10) for the fixtures and tests of the article, news and people types. */
import type { ContentItem } from '../kontent';
import { dam, fx, item, sampleImage } from '../fixtures';
import { PEOPLE_LINKED } from './people-fixtures';

export const coverImage = { ...sampleImage, id: 'cover-1', url: '/media/cover-1/refit-yard.jpg', alt: { en: 'A yacht in the refit yard', es: 'Un yate en el astillero de refit' } };
export const portrait = { ...sampleImage, id: 'face-1', url: '/media/face-1/portrait.jpg', alt: { en: 'Portrait', es: 'Retrato' } };

const pageType = (name: string, codename: string) => ({ type: 'taxonomy', name: 'Page type', taxonomy_group: 'page_type', value: [{ name, codename }] });
const department = (name: string, codename: string) => ({ type: 'taxonomy', name: 'Department', taxonomy_group: 'department', value: [{ name, codename }] });

export const EDITORIAL_LINKED: ContentItem[] = [
  ...PEOPLE_LINKED,
  item('button__external___internal_link', 'ed_all_news', { button_text: fx.text('All news'), link__external: fx.text('/yachting-news') }),
  item('office', 'office_monaco', { name: fx.text('Monaco'), url_slug: fx.urlSlug('/offices-and-people/monaco') }),
  // An article whose picture comes from its cover (spec 4.7), with tags and an office (3.9).
  item('page', 'page_refit_season', {
    title: fx.text('The refit season: what owners should plan for this winter'),
    additional_info_title: fx.text('Planning the refit season'),
    additional_info_description: fx.text('Yard slots fill early; here is how to plan.'),
    description: fx.text('How to plan a winter refit.'),
    url_slug: fx.urlSlug('/news-detail/refit-season'),
    page_type: pageType('News', 'news'),
    category_article: fx.text('new_construction_news'),
    start_date: { type: 'date_time', name: 'Start date', value: '2026-10-02T00:00:00Z' },
    tags: fx.text('Refit, Shipyards, , Winter '),
    components: fx.linked('refit_cover', 'refit_office'),
  }),
  item('page_cover_component', 'refit_cover', { title: fx.text('Refit'), image_video: dam(coverImage) }),
  item('office_location_component', 'refit_office', { office: { type: 'modular_content', name: 'Office', value: ['office_monaco'] } }),
  // An event linking out (spec 2.14) with its own picture and two dates.
  item('page', 'page_boat_show', {
    title: fx.text('Monaco Yacht Show'),
    url_slug: fx.urlSlug('/yachting-events/monaco-yacht-show'),
    page_type: pageType('Events', 'events'),
    external_url: fx.text('https://www.monacoyachtshow.com'),
    overwrite_image: dam(sampleImage),
    event_date: { type: 'date_time', name: 'Event date', value: '2026-09-23T00:00:00Z' },
    end_date: { type: 'date_time', name: 'End date', value: '2026-09-26T00:00:00Z' },
    components: fx.linked(),
  }),
  item('person', 'person_elodie_moreau', {
    first_name: fx.text('Élodie'),
    last_name: fx.text('Moreau'),
    job_title: fx.text('Head of Charter'),
    department: department('Charter', 'charter'),
    office: fx.linked('office_monaco'),
    photo: dam(portrait),
    url_slug: fx.text('/offices-and-people/monaco/elodie-moreau'),
  }),
  item('person', 'person_james_hughes', {
    first_name: fx.text('James'),
    last_name: fx.text('Hughes'),
    job_title: fx.text('Sales Broker'),
    department: department('Sales', 'sales'),
    photo: dam(portrait),
  }),
  item('quote_people_component', 'quote_client', {
    quote: fx.text('The crew thought of everything before we did.'),
    person_name: fx.text('A charter guest'),
    person_role: fx.text('Two weeks in the Cyclades'),
    show_icon: fx.choice('yes'),
  }),
  item('quote_people_component', 'quote_staff', {
    quote: fx.text('We answer the phone at three in the morning if a guest needs us.'),
    is_staff_member: fx.choice('yes'),
    person: fx.linked('person_elodie_moreau'),
    show_icon: fx.choice('yes'),
  }),
];
