/** The sections of the HTML sitemap (spec 2.2 /sitemap): every menu route with its label. */
import type { L } from '../shared';

type Section = { heading: L; links: { to: string; es?: string; label: L }[] };
const t = (en: string, es: string): L => ({ en, es });

export const sitemapSections: Section[] = [
  {
    heading: t('Charter', 'Chárter'),
    links: [
      { to: '/yacht-charter', label: t('Yacht charter', 'Alquiler de yates') },
      { to: '/yachts-for-charter', label: t('Yachts for charter', 'Yates de alquiler') },
      { to: '/new-charter-yachts', label: t('New charter yachts', 'Nuevos yates de chárter') },
      { to: '/last-minute-yacht-charter', label: t('Last-minute charter', 'Chárter de última hora') },
      { to: '/destinations', label: t('Destinations', 'Destinos') },
      { to: '/why-use-us-to-charter', label: t('Why charter with us', 'Por qué alquilar con nosotros') },
      { to: '/how-to-charter-a-yacht', label: t('How to charter a yacht', 'Cómo alquilar un yate') },
      { to: '/5-step-guide-to-charter', label: t('Five-step guide to charter', 'Guía del chárter en cinco pasos') },
      { to: '/yacht-charter-crew', label: t('Charter crew', 'La tripulación del chárter') },
      { to: '/contact-a-charter-broker', label: t('Contact a charter broker', 'Contactar con un bróker de chárter') },
    ],
  },
  {
    heading: t('Buy', 'Comprar'),
    links: [
      { to: '/buy-a-yacht', label: t('Buy a yacht', 'Comprar un yate') },
      { to: '/yachts-for-sale', label: t('Yachts for sale', 'Yates en venta') },
      { to: '/new-yachts-for-sale', label: t('New yachts for sale', 'Yates nuevos en venta') },
      { to: '/featured-yachts-for-sale', label: t('Featured yachts', 'Yates destacados') },
      { to: '/why-buy-with-us', label: t('Why buy with us', 'Por qué comprar con nosotros') },
      { to: '/yacht-buying-guide', label: t('Yacht buying guide', 'Guía de compra') },
      { to: '/berths-for-sale', label: t('Berths for sale', 'Amarres en venta') },
      { to: '/contact-a-yacht-broker', label: t('Contact a yacht broker', 'Contactar con un bróker') },
    ],
  },
  {
    heading: t('Sell', 'Vender'),
    links: [
      { to: '/sell-a-yacht', label: t('Sell a yacht', 'Vender un yate') },
      { to: '/recent-yachts-sale', label: t('Recent sales', 'Ventas recientes') },
      { to: '/selling-a-yacht-berth', label: t('Selling a berth', 'Vender un amarre') },
      { to: '/yacht-brokerage', label: t('Yacht brokerage', 'Corretaje de yates') },
      { to: '/yacht-marketing', label: t('Yacht marketing', 'Marketing de yates') },
      { to: '/yacht-market-evaluation', label: t('Market evaluation', 'Valoración de mercado') },
      { to: '/contact-a-yacht-broker-to-sell-your-yacht', label: t('Talk to a sales broker', 'Hablar con un bróker de venta') },
    ],
  },
  {
    heading: t('Build', 'Construir'),
    links: [
      { to: '/build-a-yacht', label: t('Build a yacht', 'Construir un yate') },
      { to: '/new-build-project-management-1', label: t('New-build project management', 'Dirección de nuevas construcciones') },
      { to: '/yacht-refit-project-management', label: t('Refit project management', 'Dirección de refit') },
      { to: '/yacht-build-process', label: t('The build process', 'El proceso de construcción') },
      { to: '/shipyards', label: t('Shipyards', 'Astilleros') },
      { to: '/contact-a-project-manager', label: t('Contact a project manager', 'Contactar con un director de proyecto') },
    ],
  },
  {
    heading: t('Manage', 'Gestionar'),
    links: [
      { to: '/manage-a-superyacht', label: t('Manage a superyacht', 'Gestionar un superyate') },
      { to: '/yacht-management', label: t('Yacht management', 'Gestión de yates') },
      { to: '/yacht-charter-management', label: t('Charter management', 'Gestión del chárter') },
      { to: '/why-choose-us-for-management', label: t('Why choose us', 'Por qué elegirnos') },
      { to: '/contact-a-yacht-manager', label: t('Contact a yacht manager', 'Contactar con un gestor') },
    ],
  },
  {
    heading: t('Crew', 'Tripulación'),
    links: [
      { to: '/yacht-crew', label: t('Yacht crew services', 'Servicios de tripulación') },
      { to: '/yacht-crew-placement', label: t('Crew placement', 'Selección de tripulación') },
      { to: '/yacht-crew-training', label: t('Crew training', 'Formación de tripulaciones') },
      { to: '/yacht-crew-administration', label: t('Crew administration', 'Administración de tripulaciones') },
      { to: '/contact-a-crew-specialist', label: t('Contact a crew specialist', 'Contactar con un especialista') },
    ],
  },
  {
    heading: t('About Halcyon', 'Sobre Halcyon'),
    links: [
      { to: '/about', label: t('About us', 'Quiénes somos') },
      { to: '/offices-and-people', es: '/oficinas-y-personas', label: t('Offices and people', 'Oficinas y personas') },
      { to: '/future-by-halcyon', label: t('Future by Halcyon', 'Future by Halcyon') },
      { to: '/career', label: t('Careers', 'Empleo') },
      { to: '/partners', label: t('Partners', 'Socios') },
      { to: '/halcyon-book-of-luxury-yachting', label: t('The Halcyon Book of Luxury Yachting', 'El anuario de Halcyon') },
      { to: '/yachting-events', label: t('Yachting events', 'Eventos náuticos') },
      { to: '/contact-superyacht-company', label: t('Contact', 'Contacto') },
    ],
  },
  {
    heading: t('News', 'Noticias'),
    links: [
      { to: '/yachting-news', label: t('All news', 'Todas las noticias') },
      { to: '/yacht-brokerage-news', label: t('Brokerage', 'Corretaje') },
      { to: '/yacht-charter-news', label: t('Charter', 'Chárter') },
      { to: '/new-construction-news', label: t('New construction', 'Nueva construcción') },
      { to: '/yacht-company-news', label: t('Company', 'Empresa') },
      { to: '/lifestyle', label: t('Lifestyle', 'Estilo de vida') },
    ],
  },
  {
    heading: t('Tools and legal', 'Herramientas e información legal'),
    links: [
      { to: '/search', label: t('Search yachts', 'Buscar yates') },
      { to: '/compare', label: t('Compare yachts', 'Comparar yates') },
      { to: '/itinerary', label: t('Plan an itinerary', 'Planificar un itinerario') },
      { to: '/privacy-policy', label: t('Privacy policy', 'Política de privacidad') },
      { to: '/cookies-policy', label: t('Cookies policy', 'Política de cookies') },
    ],
  },
];

export const sitemapCopy = {
  title: { en: 'Sitemap', es: 'Mapa del sitio' },
  description: {
    en: 'Every section of the Halcyon Yachts website on one page: charter, buy, sell, build, manage, crew, news, destinations and company information.',
    es: 'Todas las secciones del sitio web de Halcyon Yachts en una página: chárter, compra, venta, construcción, gestión, tripulación, noticias, destinos e información de la empresa.',
  },
  cover: {
    title: { en: 'Sitemap', es: 'Mapa del sitio' },
    subtitle: {
      en: 'Everything on our website, at a glance.',
      es: 'Todo lo que contiene nuestro sitio web, de un vistazo.',
    },
    about: { en: 'A nautical chart of the Mediterranean spread on a table', es: 'Una carta náutica del Mediterráneo desplegada sobre una mesa' },
  },
  headline: { en: 'All pages', es: 'Todas las páginas' },
  destinations: { en: 'Destination guides', es: 'Guías de destinos' },
  search: { en: 'Search yachts', es: 'Buscar yates' },
  contact: { en: 'Contact us', es: 'Contactar' },
};
