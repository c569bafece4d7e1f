/**
 * Content for the resolver's tests, in the Delivery API's shape: a page tree for breadcrumbs, a page
 * whose components link four levels deep (a manual yacht grid among them), and CMS redirects.
 */
import { sampleImage, sampleVideo } from '../schema/fixtures';
import { el, variant, type Variant } from './delivery-stand-in';

type Elements = Variant['elements'];

export const damValue = (...media: object[]) => el.custom(JSON.stringify(media));
export const yes = () => el.choice('yes');

export const page = (codename: string, slug: string, title: string, components: string[] = [], extra: Elements = {}, language = 'en'): Variant =>
  variant(codename, 'page', language, {
    title: el.text(title),
    url_slug: el.slug(slug),
    components: el.linked(...components),
    child_pages: el.linked(),
    ...extra,
  });

/** The slug of the page with the deep component tree. */
export const MED_SLUG = '/yacht-charter/mediterranean';

/** Home > Yacht charter > Mediterranean, each in English; home and the Mediterranean page in Spanish too. */
const tree = (): Variant[] => [
  page('home', '/', 'Home', [], { child_pages: el.linked('charter') }),
  page('home', '/', 'Inicio', [], { child_pages: el.linked('charter') }, 'es'),
  page('charter', '/yacht-charter', 'Yacht charter', ['charter_headline'], {
    breadcrumbs_title: el.text('Charter'),
    child_pages: el.linked('med', 'caribbean'),
  }),
  page('caribbean', '/yacht-charter/caribbean', 'Caribbean charter', ['charter_headline']),
  variant('charter_headline', 'headline_component', 'en', { text: el.text('Charter with us') }),
];

/**
 * The Mediterranean page: breadcrumbs, a cover, a yacht grid (grid > yacht > broker) and rich text
 * linking a button that links the charter page (intro > cta > charter page > its headline).
 */
const mediterranean = (): Variant[] => [
  page('med', MED_SLUG, 'Mediterranean charter', ['med_breadcrumbs', 'med_cover', 'med_grid', 'med_intro'], {
    description: el.text(''),
    additional_info_description: el.text('Islands, coves and harbours'),
    child_pages: el.linked('caribbean', 'home'),
  }),
  page('med', MED_SLUG, 'Chárter en el Mediterráneo', ['med_breadcrumbs', 'med_cover', 'med_grid', 'med_intro'], { description: el.text('Islas y calas') }, 'es'),
  variant('med_breadcrumbs', 'breadcrumbs_component', 'en', { color: el.choice('white') }),
  variant('med_cover', 'page_cover_component', 'en', {
    title: el.text('The Mediterranean'),
    image_video: damValue(sampleImage),
  }),
  variant('med_cover', 'page_cover_component', 'es', {
    title: el.text('El Mediterráneo'),
    image_video: damValue(sampleVideo),
  }),
  variant('med_grid', 'manual_yacht_grid', 'en', { yachts: el.linked('aurora', 'blue_horizon') }),
  variant('aurora', 'yacht', 'en', { name: el.text('Aurora'), brokers: el.linked('broker_anna') }),
  variant('blue_horizon', 'yacht', 'en', { name: el.text('Blue Horizon'), brokers: el.linked('broker_anna') }),
  variant('broker_anna', 'person', 'en', { name: el.text('Anna') }),
  variant('med_intro', 'richtext_component', 'en', {
    content: el.richText('<p>Charter the Med.</p><object type="application/kenticocloud" data-type="item" data-codename="med_cta"></object>', ['med_cta']),
  }),
  variant('med_cta', 'button__external___internal_link', 'en', {
    button_text: el.text('All charter yachts'),
    link__page: el.linked('charter'),
  }),
];

const redirect = (codename: string, from: string, to: string, status: string[], language = 'en'): Variant =>
  variant(codename, 'redirect', language, {
    redirect_from: el.text(from),
    redirect_to: el.text(to),
    status_code: el.choice(...status),
  });

/** CMS redirects: permanent, temporary, to another site, without a status, and one left incomplete. */
export const redirects = (): Variant[] => [
  redirect('redirect_charter', '/charter', '/yacht-charter', ['301']),
  redirect('redirect_charter', '/alquiler', '/yacht-charter', ['301'], 'es'),
  redirect('redirect_news', '/news', '/yachting-news', ['302']),
  redirect('redirect_offers', '/offers', '/yacht-charter', ['307']),
  redirect('redirect_brokers', '/brokers', '/offices-and-people', ['308']),
  redirect('redirect_crew', '/crew', 'https://crew.example.com/jobs', ['302']),
  redirect('redirect_old', '/old', '/yacht-charter', []),
  redirect('redirect_unfinished', '/unfinished', '  ', ['301']),
];

export const siteContent = (): Variant[] => [...tree(), ...mediterranean(), ...redirects()];
