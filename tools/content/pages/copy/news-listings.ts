/** Copy of the news listings (spec 2.2 News listings), English and European Spanish. */
import type { Listing } from './news-types';

export const newsListings: Listing[] = [
  {
    slug: '/yachting-news',
    category: null,
    subject: 'seascape',
    title: { en: 'Yachting news', es: 'Noticias náuticas' },
    description: {
      en: 'News from Halcyon Yachts: yacht sales and launches, charter seasons, new builds and refits, boat shows, crew and life on board.',
      es: 'Noticias de Halcyon Yachts: ventas y botaduras, temporadas de chárter, nuevas construcciones y refits, salones náuticos, tripulación y vida a bordo.',
    },
    subtitle: {
      en: 'Sales, launches, seasons and stories from the Halcyon fleet.',
      es: 'Ventas, botaduras, temporadas e historias de la flota Halcyon.',
    },
    about: { en: 'A superyacht cruising past a rocky headland at golden hour', es: 'Un superyate navega frente a un cabo rocoso con la luz del atardecer' },
    headline: { en: 'The latest from Halcyon', es: 'Lo último de Halcyon' },
    intro: {
      en: '<p>What our brokers, project managers and crews are working on, told by the people involved. Browse by subject:</p><ul><li><a href="/yacht-brokerage-news">Brokerage news</a>: sales, listings and the market</li><li><a href="/yacht-charter-news">Charter news</a>: seasons, destinations and new charter yachts</li><li><a href="/new-construction-news">New construction</a>: steel cuts, launches, deliveries and refits</li><li><a href="/yacht-company-news">Company news</a>: Halcyon offices, people and boat shows</li><li><a href="/lifestyle">Lifestyle</a>: food, art, diving and life on board</li></ul>',
      es: '<p>En qué trabajan nuestros brókers, directores de proyecto y tripulaciones, contado por sus protagonistas. Explore por tema:</p><ul><li><a href="/yacht-brokerage-news">Corretaje</a>: ventas, anuncios y mercado</li><li><a href="/yacht-charter-news">Chárter</a>: temporadas, destinos y nuevos yates de alquiler</li><li><a href="/new-construction-news">Nueva construcción</a>: cortes de chapa, botaduras, entregas y refits</li><li><a href="/yacht-company-news">Empresa</a>: oficinas, equipo y salones náuticos de Halcyon</li><li><a href="/lifestyle">Estilo de vida</a>: gastronomía, arte, buceo y vida a bordo</li></ul>',
    },
  },
  {
    slug: '/yacht-company-news',
    category: 'company_news',
    subject: 'office',
    title: { en: 'Company news', es: 'Noticias de la empresa' },
    description: {
      en: 'Halcyon Yachts company news: new offices, appointments, boat-show presence, sustainability reporting and the crew network.',
      es: 'Noticias de Halcyon Yachts: nuevas oficinas, nombramientos, presencia en salones náuticos, informes de sostenibilidad y la red de tripulación.',
    },
    subtitle: { en: 'Offices, people and commitments.', es: 'Oficinas, personas y compromisos.' },
    about: { en: 'The Halcyon stand on a pontoon at a boat show', es: 'El estand de Halcyon en un pantalán durante un salón náutico' },
    headline: { en: 'News from the company', es: 'Noticias de la empresa' },
    intro: {
      en: '<p>Openings, appointments, our presence at the boat shows and the progress of <a href="/future-by-halcyon">Future by Halcyon</a>. For upcoming shows, see <a href="/yachting-events">yachting events</a>.</p>',
      es: '<p>Aperturas, nombramientos, nuestra presencia en los salones náuticos y los avances de <a href="/future-by-halcyon">Future by Halcyon</a>. Para los próximos salones, consulte los <a href="/yachting-events">eventos náuticos</a>.</p>',
    },
  },
  {
    slug: '/lifestyle',
    category: 'lifestyle',
    subject: 'yacht-interior',
    title: { en: 'Lifestyle', es: 'Estilo de vida' },
    description: {
      en: 'Life on board a superyacht: chefs and food, art collections, wellness, diving and the beach clubs that bring guests closer to the sea.',
      es: 'La vida a bordo de un superyate: chefs y gastronomía, colecciones de arte, bienestar, buceo y los beach clubs que acercan a los invitados al mar.',
    },
    subtitle: { en: 'The art of living on the water.', es: 'El arte de vivir en el mar.' },
    about: { en: 'Breakfast served on the sundeck of a motor yacht', es: 'Desayuno servido en la cubierta solar de un yate a motor' },
    headline: { en: 'Life on board', es: 'La vida a bordo' },
    intro: {
      en: '<p>Stories about the pleasures of yachting: the chefs, the art, the dives and the quiet anchorages. Many of them begin on a <a href="/yachts-for-charter">charter yacht</a>.</p>',
      es: '<p>Historias sobre los placeres de navegar: los chefs, el arte, las inmersiones y los fondeaderos tranquilos. Muchas empiezan a bordo de un <a href="/yachts-for-charter">yate de chárter</a>.</p>',
    },
  },
  {
    slug: '/yacht-brokerage-news',
    category: 'brokerage_news',
    subject: 'yacht',
    title: { en: 'Yacht brokerage news', es: 'Noticias de corretaje' },
    description: {
      en: 'Superyacht sales closed by Halcyon Yachts, new central-agency listings and analysis of the yacht sales market.',
      es: 'Ventas de superyates cerradas por Halcyon Yachts, nuevos anuncios en exclusiva y análisis del mercado de compraventa.',
    },
    subtitle: { en: 'Sales, listings and the market.', es: 'Ventas, anuncios y mercado.' },
    about: { en: 'A motor yacht for sale at her berth in Antibes', es: 'Un yate a motor en venta en su amarre de Antibes' },
    headline: { en: 'Brokerage news', es: 'Corretaje' },
    intro: {
      en: '<p>Sales we have closed, yachts newly listed with us as central agent and what the numbers say about the market. See all <a href="/yachts-for-sale">yachts for sale</a> or our <a href="/recent-yachts-sale">recent sales</a>.</p>',
      es: '<p>Las ventas que hemos cerrado, los yates que acabamos de recibir en exclusiva y lo que dicen las cifras del mercado. Consulte todos los <a href="/yachts-for-sale">yates en venta</a> o nuestras <a href="/recent-yachts-sale">ventas recientes</a>.</p>',
    },
  },
  {
    slug: '/yacht-charter-news',
    category: 'charter_news',
    subject: 'destination',
    title: { en: 'Yacht charter news', es: 'Noticias de chárter' },
    description: {
      en: 'Yacht charter news: season outlooks for the Mediterranean, Caribbean and Indian Ocean, and new yachts joining the Halcyon charter fleet.',
      es: 'Noticias de chárter: previsiones de temporada en el Mediterráneo, el Caribe y el Índico, y nuevos yates en la flota de alquiler de Halcyon.',
    },
    subtitle: { en: 'Seasons, destinations and new charter yachts.', es: 'Temporadas, destinos y nuevos yates de alquiler.' },
    about: { en: 'A charter yacht anchored off a white-sand beach', es: 'Un yate de chárter fondeado frente a una playa de arena blanca' },
    headline: { en: 'Charter news', es: 'Chárter' },
    intro: {
      en: '<p>Where charter guests are heading, when to book and which yachts are new to the fleet. Ready to plan? Browse <a href="/yachts-for-charter">yachts for charter</a> or our <a href="/destinations">destinations</a>.</p>',
      es: '<p>Adónde van los clientes de chárter, cuándo reservar y qué yates se incorporan a la flota. ¿Listo para planificar? Vea los <a href="/yachts-for-charter">yates de alquiler</a> o nuestros <a href="/destinations">destinos</a>.</p>',
    },
  },
  {
    slug: '/new-construction-news',
    category: 'new_construction_news',
    subject: 'shipyard',
    title: { en: 'New construction news', es: 'Noticias de nueva construcción' },
    description: {
      en: 'Superyacht new-build and refit news from Halcyon project management: steel cuts, launches, sea trials, deliveries and completed refits.',
      es: 'Noticias de construcción y refit de superyates de la dirección de proyectos de Halcyon: cortes de chapa, botaduras, pruebas de mar, entregas y refits terminados.',
    },
    subtitle: { en: 'From first steel to delivery.', es: 'Del primer corte de chapa a la entrega.' },
    about: { en: 'A superyacht hull on the slipway before launch', es: 'El casco de un superyate en la grada antes de la botadura' },
    headline: { en: 'New construction and refit', es: 'Nueva construcción y refit' },
    intro: {
      en: '<p>Projects our <a href="/new-build-project-management-1">new-build</a> and <a href="/yacht-refit-project-management">refit</a> managers are running for owners, from the first steel plate to the handover.</p>',
      es: '<p>Los proyectos que nuestros directores de <a href="/new-build-project-management-1">nueva construcción</a> y de <a href="/yacht-refit-project-management">refit</a> llevan para sus armadores, desde la primera chapa hasta la entrega.</p>',
    },
  },
];

export const listingCopy = {
  readMore: { en: 'Read the article', es: 'Leer el artículo' },
  moreHeadline: { en: 'More to read', es: 'Más lecturas' },
  latestTitle: { en: 'Latest news', es: 'Últimas noticias' },
  insightsTitle: { en: 'Halcyon expert insight', es: 'La visión experta de Halcyon' },
  insightsHtml: {
    en: '<p>Longer reads from our specialists on the questions owners ask us most: value, propulsion, flag and more.</p>',
    es: '<p>Análisis más extensos de nuestros especialistas sobre las preguntas que más nos hacen los armadores: valor, propulsión, pabellón y más.</p>',
  },
  events: { en: 'Yachting events', es: 'Eventos náuticos' },
  contact: { en: 'Contact us', es: 'Contactar' },
  backTo: { en: 'More', es: 'Más' },
  related: {
    headline: { en: 'Keep reading', es: 'Siga leyendo' },
    left: { en: 'More stories on this subject from our brokers and crews.', es: 'Más historias sobre este tema de nuestros brókers y tripulaciones.' },
    right: { en: 'Questions about this story? Our team is happy to talk.', es: '¿Preguntas sobre esta noticia? Nuestro equipo le atenderá con gusto.' },
  },
};
