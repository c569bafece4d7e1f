/** The main navigation of spec 2.2, grouped for the mega menu (spec 2.6, 3.11). */
import { BOOK_OF_YACHTING_PATH, SUSTAINABILITY_PATH } from '../../../schema/constants/brand';
import type { L } from '../pages/shared';

export type MenuLink = { text: L; url: string };
export type MenuGroup = { heading: L; url: string | null; links: MenuLink[] };
export type ImageTeaserSpec = { key: string; headline: L; subject: 'destination' | 'harbour' | 'shipyard' | 'seascape' | 'office' | 'abstract'; cta: L; url: string };
export type MenuEntry = { key: string; text: string; url: string; groups: MenuGroup[]; yachts?: 'charter' | 'sale'; teaser: ImageTeaserSpec };

/** Paths whose Spanish page lives under a translated segment (spec 2.2). */
export const localPath = (url: string, lang: 'en' | 'es'): string =>
  lang === 'es' ? url.replace(/^\/offices-and-people(?=\/|$)/, '/oficinas-y-personas').replace(/^\/destination(?=\/)/, '/destino') : url;

const l = (en: string, es: string, url: string): MenuLink => ({ text: { en, es }, url });
export const CREW_NETWORK_URL = 'https://crew.halcyonyachts.example/';

export const MENU: MenuEntry[] = [
  {
    key: 'charter',
    text: 'Charter',
    url: '/yacht-charter',
    yachts: 'charter',
    groups: [
      {
        heading: { en: 'Find a yacht', es: 'Encuentre un yate' },
        url: '/yachts-for-charter',
        links: [
          l('Yachts for charter', 'Yates de alquiler', '/yachts-for-charter'),
          l('New charter yachts', 'Novedades en chárter', '/new-charter-yachts'),
          l('Last minute charter', 'Chárter de última hora', '/last-minute-yacht-charter'),
          l('Destinations', 'Destinos', '/destinations'),
        ],
      },
      {
        heading: { en: 'Charter with us', es: 'Alquile con nosotros' },
        url: '/yacht-charter',
        links: [
          l('Yacht charter', 'Alquiler de yates', '/yacht-charter'),
          l('Why charter with us', 'Por qué alquilar con nosotros', '/why-use-us-to-charter'),
          l('How to charter a yacht', 'Cómo alquilar un yate', '/how-to-charter-a-yacht'),
          l('5-step guide to charter', 'Guía de chárter en 5 pasos', '/5-step-guide-to-charter'),
          l('Charter crew', 'Tripulación de chárter', '/yacht-charter-crew'),
          l('Charter management', 'Gestión de chárter', '/yacht-charter-management'),
        ],
      },
      { heading: { en: 'Talk to us', es: 'Hable con nosotros' }, url: null, links: [l('Contact a charter broker', 'Contacte con un bróker de chárter', '/contact-a-charter-broker')] },
    ],
    teaser: {
      key: 'charter',
      headline: { en: 'Where to cruise this season', es: 'Dónde navegar esta temporada' },
      subject: 'destination',
      cta: { en: 'Explore destinations', es: 'Descubra los destinos' },
      url: '/destinations',
    },
  },
  {
    key: 'buy',
    text: 'Buy',
    url: '/buy-a-yacht',
    yachts: 'sale',
    groups: [
      {
        heading: { en: 'Yachts for sale', es: 'Yates en venta' },
        url: '/yachts-for-sale',
        links: [
          l('Buy a yacht', 'Comprar un yate', '/buy-a-yacht'),
          l('Yachts for sale', 'Yates en venta', '/yachts-for-sale'),
          l('New yachts for sale', 'Yates nuevos en venta', '/new-yachts-for-sale'),
          l('Featured yachts', 'Yates destacados', '/featured-yachts-for-sale'),
          l('Recent sales', 'Ventas recientes', '/recent-yachts-sale'),
          l('Berths for sale', 'Amarres en venta', '/berths-for-sale'),
        ],
      },
      {
        heading: { en: 'Buying with us', es: 'Comprar con nosotros' },
        url: '/why-buy-with-us',
        links: [l('Why buy with us', 'Por qué comprar con nosotros', '/why-buy-with-us'), l('Yacht buying guide', 'Guía de compra de yates', '/yacht-buying-guide')],
      },
      { heading: { en: 'Talk to us', es: 'Hable con nosotros' }, url: null, links: [l('Contact a yacht broker', 'Contacte con un bróker', '/contact-a-yacht-broker')] },
    ],
    teaser: { key: 'buy', headline: { en: 'Berths for sale', es: 'Amarres en venta' }, subject: 'harbour', cta: { en: 'View berths', es: 'Ver amarres' }, url: '/berths-for-sale' },
  },
  {
    key: 'sell',
    text: 'Sell',
    url: '/sell-a-yacht',
    groups: [
      {
        heading: { en: 'Selling your yacht', es: 'Vender su yate' },
        url: '/sell-a-yacht',
        links: [
          l('Sell a yacht', 'Vender un yate', '/sell-a-yacht'),
          l('Yacht brokerage', 'Corretaje de yates', '/yacht-brokerage'),
          l('Yacht marketing', 'Marketing de yates', '/yacht-marketing'),
          l('Market evaluation', 'Valoración de mercado', '/yacht-market-evaluation'),
          l('Selling a yacht berth', 'Vender un amarre', '/selling-a-yacht-berth'),
        ],
      },
      {
        heading: { en: 'The market', es: 'El mercado' },
        url: '/recent-yachts-sale',
        links: [l('Recent sales', 'Ventas recientes', '/recent-yachts-sale'), l('Why sell with us', 'Por qué vender con nosotros', '/why-buy-with-us')],
      },
      {
        heading: { en: 'Talk to us', es: 'Hable con nosotros' },
        url: null,
        links: [l('Contact a broker to sell your yacht', 'Contacte con un bróker para vender su yate', '/contact-a-yacht-broker-to-sell-your-yacht')],
      },
    ],
    teaser: {
      key: 'sell',
      headline: { en: 'What is your yacht worth?', es: '¿Cuánto vale su yate?' },
      subject: 'seascape',
      cta: { en: 'Request a valuation', es: 'Solicite una valoración' },
      url: '/yacht-market-evaluation',
    },
  },
  {
    key: 'build',
    text: 'Build',
    url: '/build-a-yacht',
    groups: [
      {
        heading: { en: 'Project management', es: 'Gestión de proyectos' },
        url: '/build-a-yacht',
        links: [
          l('Build a yacht', 'Construir un yate', '/build-a-yacht'),
          l('New build project management', 'Gestión de nuevas construcciones', '/new-build-project-management-1'),
          l('Refit project management', 'Gestión de refits', '/yacht-refit-project-management'),
          l('The build process', 'El proceso de construcción', '/yacht-build-process'),
        ],
      },
      { heading: { en: 'Shipyards', es: 'Astilleros' }, url: '/shipyards', links: [l('Our shipyards', 'Nuestros astilleros', '/shipyards')] },
      { heading: { en: 'Talk to us', es: 'Hable con nosotros' }, url: null, links: [l('Contact a project manager', 'Contacte con un jefe de proyecto', '/contact-a-project-manager')] },
    ],
    teaser: { key: 'build', headline: { en: 'Meet the shipyards', es: 'Conozca los astilleros' }, subject: 'shipyard', cta: { en: 'View shipyards', es: 'Ver astilleros' }, url: '/shipyards' },
  },
  {
    key: 'manage',
    text: 'Manage',
    url: '/manage-a-superyacht',
    groups: [
      {
        heading: { en: 'Management', es: 'Gestión' },
        url: '/manage-a-superyacht',
        links: [
          l('Manage a superyacht', 'Gestionar un superyate', '/manage-a-superyacht'),
          l('Charter management', 'Gestión de chárter', '/yacht-charter-management'),
          l('Yacht management', 'Gestión de yates', '/yacht-management'),
          l('Why choose us', 'Por qué elegirnos', '/why-choose-us-for-management'),
        ],
      },
      { heading: { en: 'Talk to us', es: 'Hable con nosotros' }, url: null, links: [l('Contact a yacht manager', 'Contacte con un gestor de yates', '/contact-a-yacht-manager')] },
    ],
    teaser: {
      key: 'manage',
      headline: { en: 'Earn from charter', es: 'Rentabilice su yate con el chárter' },
      subject: 'harbour',
      cta: { en: 'Charter management', es: 'Gestión de chárter' },
      url: '/yacht-charter-management',
    },
  },
  {
    key: 'crew',
    text: 'Crew',
    url: '/yacht-crew',
    groups: [
      {
        heading: { en: 'Crew services', es: 'Servicios de tripulación' },
        url: '/yacht-crew',
        links: [
          l('Yacht crew', 'Tripulación de yates', '/yacht-crew'),
          l('Crew placement', 'Contratación de tripulación', '/yacht-crew-placement'),
          l('Crew training', 'Formación de tripulación', '/yacht-crew-training'),
          l('Crew administration', 'Administración de tripulación', '/yacht-crew-administration'),
        ],
      },
      { heading: { en: 'Talk to us', es: 'Hable con nosotros' }, url: null, links: [l('Contact a crew specialist', 'Contacte con un especialista en tripulación', '/contact-a-crew-specialist')] },
    ],
    teaser: {
      key: 'crew',
      headline: { en: 'Join the crew network', es: 'Únase a la red de tripulaciones' },
      subject: 'seascape',
      cta: { en: 'Find your next position', es: 'Encuentre su próximo puesto' },
      url: CREW_NETWORK_URL,
    },
  },
  {
    key: 'about',
    text: 'About',
    url: '/about',
    groups: [
      {
        heading: { en: 'Company', es: 'Empresa' },
        url: '/about',
        links: [
          l('About us', 'Quiénes somos', '/about'),
          l('Offices and people', 'Oficinas y personas', '/offices-and-people'),
          l('Sustainability', 'Sostenibilidad', SUSTAINABILITY_PATH),
          l('Careers', 'Empleo', '/career'),
          l('Partners', 'Socios', '/partners'),
        ],
      },
      {
        heading: { en: 'News and stories', es: 'Noticias e historias' },
        url: '/yachting-news',
        links: [
          l('Yachting news', 'Noticias náuticas', '/yachting-news'),
          l('Events', 'Eventos', '/yachting-events'),
          l('Book of Luxury Yachting', 'Libro del yachting de lujo', BOOK_OF_YACHTING_PATH),
          l('Podcast', 'Pódcast', '/podcast'),
        ],
      },
    ],
    teaser: {
      key: 'about',
      headline: { en: '21 Offices Worldwide', es: '21 Offices Worldwide' },
      subject: 'office',
      cta: { en: 'Find an office', es: 'Encuentre una oficina' },
      url: '/offices-and-people',
    },
  },
];
