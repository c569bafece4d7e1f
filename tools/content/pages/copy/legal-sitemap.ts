/** The copy of the HTML sitemap page (spec 2.2 /sitemap); its lists are generated from the pages. */
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
  intro: {
    en: '<p>Every page of our website, grouped as our menu groups it, followed by our yachts, berths, news, events and destination guides. It updates itself whenever we publish a page.</p>',
    es: '<p>Todas las páginas de nuestro sitio web, agrupadas como en nuestro menú, seguidas de nuestros yates, amarres, noticias, eventos y guías de destinos. Se actualiza sola cada vez que publicamos una página.</p>',
  },
  search: { en: 'Search yachts', es: 'Buscar yates' },
  contact: { en: 'Contact us', es: 'Contactar' },
};
