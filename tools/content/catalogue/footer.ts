/** footer_configuration (spec 2.7, 3.11): newsletter, link lists, sustainability teaser, social and legal links, offices. */
import { SUSTAINABILITY_PATH } from '../../../schema/constants/brand';
import type { GeneratorContext } from '../context';
import { el, type LanguageCodename } from '../kontent';
import type { L } from '../pages/shared';
import { addImageTeaser, addLink } from './menu';
import type { MenuLink } from './menu-data';

const l = (en: string, es: string, url: string): MenuLink => ({ text: { en, es }, url });

const LISTS: Array<{ key: string; headline: L; links: MenuLink[] }> = [
  {
    key: 'charter',
    headline: { en: 'Charter', es: 'Chárter' },
    links: [
      l('Yachts for charter', 'Yates de alquiler', '/yachts-for-charter'),
      l('Destinations', 'Destinos', '/destinations'),
      l('How to charter a yacht', 'Cómo alquilar un yate', '/how-to-charter-a-yacht'),
      l('Contact a charter broker', 'Contacte con un bróker de chárter', '/contact-a-charter-broker'),
    ],
  },
  {
    key: 'sales',
    headline: { en: 'Sales', es: 'Venta' },
    links: [
      l('Yachts for sale', 'Yates en venta', '/yachts-for-sale'),
      l('Sell a yacht', 'Vender un yate', '/sell-a-yacht'),
      l('Berths for sale', 'Amarres en venta', '/berths-for-sale'),
      l('Market evaluation', 'Valoración de mercado', '/yacht-market-evaluation'),
    ],
  },
  {
    key: 'services',
    headline: { en: 'Services', es: 'Servicios' },
    links: [
      l('Build a yacht', 'Construir un yate', '/build-a-yacht'),
      l('Manage a superyacht', 'Gestionar un superyate', '/manage-a-superyacht'),
      l('Yacht crew', 'Tripulación de yates', '/yacht-crew'),
      l('Shipyards', 'Astilleros', '/shipyards'),
    ],
  },
  {
    key: 'company',
    headline: { en: 'Company', es: 'Empresa' },
    links: [
      l('About us', 'Quiénes somos', '/about'),
      l('Offices and people', 'Oficinas y personas', '/offices-and-people'),
      l('Careers', 'Empleo', '/career'),
      l('Partners', 'Socios', '/partners'),
      l('Yachting news', 'Noticias náuticas', '/yachting-news'),
    ],
  },
];

const LEGAL: MenuLink[] = [l('Privacy policy', 'Política de privacidad', '/privacy-policy'), l('Cookies policy', 'Política de cookies', '/cookies-policy'), l('Sitemap', 'Mapa del sitio', '/sitemap')];

export const SOCIAL_LINKS: Record<string, string> = {
  instagram: 'https://www.instagram.com/halcyonyachts',
  facebook: 'https://www.facebook.com/halcyonyachts',
  youtube: 'https://www.youtube.com/@halcyonyachts',
  linkedin: 'https://www.linkedin.com/company/halcyon-yachts',
  pinterest: 'https://www.pinterest.com/halcyonyachts',
  twitter: 'https://x.com/halcyonyachts',
  tiktok: 'https://www.tiktok.com/@halcyonyachts',
};

/** The newsletter form of the form host (spec 2.7); the footer adds the page's language. */
export const NEWSLETTER_FORM_URL = '/forms/newsletter/';

export const generateFooter = (ctx: GeneratorContext, officeCodenames: readonly string[]): void => {
  const lists = LISTS.map((list) => {
    const links = list.links.map((link, i) => addLink(ctx, `footer_link_${list.key}_${i + 1}`, link));
    const codename = `footer_list_${list.key}`;
    ctx.add({
      type: 'link_list',
      codename,
      name: `Footer: ${list.headline.en}`,
      variants: { en: { headline: el.text(list.headline.en), links: el.linked(...links) }, es: { headline: el.text(list.headline.es), links: el.linked(...links) } },
    });
    return codename;
  });
  const legal = LEGAL.map((link, i) => addLink(ctx, `footer_legal_${i + 1}`, link));
  const sustainability = addImageTeaser(ctx, 'footer_sustainability_teaser', {
    key: 'footer-sustainability',
    headline: { en: 'Future by Halcyon', es: 'Future by Halcyon' },
    text: {
      en: 'Cleaner propulsion, better refits and ocean projects we fund with our clients.',
      es: 'Propulsión más limpia, mejores refits y proyectos oceánicos que financiamos con nuestros clientes.',
    },
    subject: 'seascape',
    cta: { en: 'Our commitment', es: 'Nuestro compromiso' },
    url: SUSTAINABILITY_PATH,
  });
  const elements = (lang: LanguageCodename) => ({
    office_selector_headline: el.text(lang === 'en' ? 'Select an office' : 'Seleccione una oficina'),
    offices: el.linked(...officeCodenames),
    newsletter_headline: el.text(lang === 'en' ? "Let's keep in touch" : 'Sigamos en contacto'),
    newsletter_cta_text: el.text(lang === 'en' ? 'Request newsletter' : 'Solicitar la newsletter'),
    newsletter_cta_url: el.text(NEWSLETTER_FORM_URL),
    link_lists: el.linked(...lists),
    image_section: el.linked(sustainability),
    language_headline: el.text(lang === 'en' ? 'Language' : 'Idioma'),
    social_headline: el.text(lang === 'en' ? 'Follow us' : 'Síganos'),
    ...Object.fromEntries(Object.entries(SOCIAL_LINKS).map(([network, url]) => [`social_${network}`, el.text(url)])),
    legal_links: el.linked(...legal),
  });
  ctx.add({ type: 'footer_configuration', codename: 'footer_configuration', name: 'Footer configuration', variants: { en: elements('en'), es: elements('es') } });
};
