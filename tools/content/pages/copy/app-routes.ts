/** Intro copy of the application pages (spec 2.2 named application paths, 2.10, 2.11). */
import type { ImageSubject } from '../../context';
import type { ButtonSpec, L } from '../shared';

export type AppRoute = {
  path: string;
  noindex: boolean;
  subject: ImageSubject;
  title: L;
  description: L;
  subtitle: L;
  about: L;
  /** An application component in place of the intro (the compare page's comparison, spec 2.11). */
  app?: 'compare_component';
  /** The search page (spec 2.10): the search with its intro comes first, the copy below it. */
  search?: { intro: L };
  headline?: L;
  html?: L;
  /** A feature block for the microsites. */
  feature?: { title: L; html: L; about: L };
  buttons?: ButtonSpec[];
};

export const appRoutes: AppRoute[] = [
  {
    path: '/search',
    noindex: true,
    subject: 'yacht',
    title: { en: 'Search yachts', es: 'Buscar yates' },
    description: {
      en: 'Search every yacht for charter and for sale at Halcyon Yachts by length, guests, price, builder and destination.',
      es: 'Busque entre todos los yates en chárter y en venta de Halcyon Yachts por eslora, invitados, precio, astillero y destino.',
    },
    subtitle: { en: 'Charter or buy, from 20 to 120 metres.', es: 'Alquiler o compra, de 20 a 120 metros.' },
    about: { en: 'A motor yacht and a sailing yacht anchored side by side', es: 'Un yate a motor y un velero fondeados uno junto al otro' },
    search: {
      intro: {
        en: 'Filter by length, guests, price, builder and destination, in metres or feet and in your currency, and add the yachts you like to the comparison.',
        es: 'Filtre por eslora, invitados, precio, astillero y destino, en metros o en pies y en su moneda, y añada a la comparación los yates que le gusten.',
      },
    },
    headline: { en: 'Not sure where to start?', es: '¿No sabe por dónde empezar?' },
    html: {
      en: '<p>A <a href="/contact-a-charter-broker">charter broker</a> or a <a href="/contact-a-yacht-broker">sales broker</a> will gladly make a shortlist for you.</p>',
      es: '<p>Un <a href="/contact-a-charter-broker">bróker de chárter</a> o un <a href="/contact-a-yacht-broker">bróker de venta</a> le preparará encantado una selección.</p>',
    },
    buttons: [
      { text: { en: 'Yachts for charter', es: 'Yates de alquiler' }, to: '/yachts-for-charter' },
      { text: { en: 'Yachts for sale', es: 'Yates en venta' }, to: '/yachts-for-sale', theme: 'secondary' },
    ],
  },
  {
    path: '/compare',
    noindex: true,
    subject: 'yacht-interior',
    title: { en: 'Compare yachts', es: 'Comparar yates' },
    description: {
      en: 'Compare the yachts you have saved side by side: length, guests, cabins, crew, speed and price.',
      es: 'Compare uno junto a otro los yates que ha guardado: eslora, invitados, camarotes, tripulación, velocidad y precio.',
    },
    subtitle: { en: 'Your shortlist, side by side.', es: 'Su selección, uno junto a otro.' },
    about: { en: 'Two yacht brochures open on a saloon table', es: 'Dos folletos de yates abiertos sobre la mesa de un salón' },
    app: 'compare_component',
    html: {
      en: '<p>Yachts for charter and yachts for sale are compared separately, as their prices mean different things. Your comparison stays in this browser; Share gives you a link that opens it on any other device. A <a href="/contact-a-charter-broker">charter broker</a> or a <a href="/contact-a-yacht-broker">sales broker</a> will gladly talk you through the differences.</p>',
      es: '<p>Los yates de alquiler y los yates en venta se comparan por separado, porque sus precios significan cosas distintas. Su comparación se guarda en este navegador; Compartir le da un enlace que la abre en cualquier otro dispositivo. Un <a href="/contact-a-charter-broker">bróker de chárter</a> o un <a href="/contact-a-yacht-broker">bróker de venta</a> le explicará encantado las diferencias.</p>',
    },
    buttons: [{ text: { en: 'Ask a broker', es: 'Consultar a un bróker' }, to: '/contact-superyacht-company' }],
  },
  {
    path: '/itinerary',
    noindex: false,
    subject: 'destination',
    title: { en: 'Plan your itinerary', es: 'Planifique su itinerario' },
    description: {
      en: 'Sketch a charter itinerary day by day and send it to a Halcyon charter broker, who will match it with the right yacht.',
      es: 'Esboce un itinerario de chárter día a día y envíelo a un bróker de chárter de Halcyon, que le buscará el yate adecuado.',
    },
    subtitle: { en: 'Where you would like to wake up each morning.', es: 'Dónde le gustaría despertar cada mañana.' },
    about: { en: 'A route drawn in pencil on a chart of the Cyclades', es: 'Una ruta trazada a lápiz en una carta de las Cícladas' },
    headline: { en: 'Your route, your pace', es: 'Su ruta, a su ritmo' },
    html: {
      en: '<p>Pick your cruising ground, the places you want to see and how much time you want at anchor. Our brokers check distances, weather and berths, and suggest the yachts that fit. For inspiration, read our <a href="/destinations">destination guides</a>.</p>',
      es: '<p>Elija su zona de navegación, los lugares que quiere ver y cuánto tiempo desea pasar fondeado. Nuestros brókers comprueban distancias, meteorología y amarres, y le proponen los yates adecuados. Para inspirarse, lea nuestras <a href="/destinations">guías de destinos</a>.</p>',
    },
    buttons: [
      { text: { en: 'Send to a charter broker', es: 'Enviar a un bróker de chárter' }, to: '/contact-a-charter-broker' },
      { text: { en: 'Destinations', es: 'Destinos' }, to: '/destinations', theme: 'secondary' },
    ],
  },
  {
    path: '/microsite/yachts-for-charter',
    noindex: false,
    subject: 'seascape',
    title: { en: 'Superyachts for charter', es: 'Superyates de alquiler' },
    description: {
      en: 'A curated selection of crewed superyachts for charter in the Mediterranean, the Caribbean and beyond, presented by Halcyon Yachts.',
      es: 'Una selección de superyates con tripulación para alquilar en el Mediterráneo, el Caribe y más allá, presentada por Halcyon Yachts.',
    },
    subtitle: { en: 'Handpicked yachts, inspected by our brokers.', es: 'Yates escogidos uno a uno e inspeccionados por nuestros brókers.' },
    about: { en: 'Guests on the foredeck of a charter yacht at sunset', es: 'Invitados en la cubierta de proa de un yate de chárter al atardecer' },
    headline: { en: 'Our charter collection', es: 'Nuestra colección de chárter' },
    html: {
      en: '<p>Every yacht in this selection has been inspected by a Halcyon broker within the last year. Rates are per week, before VAT, APA and delivery fees, which your broker will explain in detail.</p>',
      es: '<p>Un bróker de Halcyon ha inspeccionado cada yate de esta selección en el último año. Las tarifas son semanales, sin IVA, APA ni gastos de posicionamiento, que su bróker le explicará con detalle.</p>',
    },
    feature: {
      title: { en: 'A broker who has been aboard', es: 'Un bróker que ha estado a bordo' },
      html: {
        en: '<p>We know the captains, the chefs and the quirks of each yacht. Tell us how you like to travel and we will tell you honestly which yacht suits you.</p>',
        es: '<p>Conocemos a los capitanes, a los chefs y las particularidades de cada yate. Cuéntenos cómo le gusta viajar y le diremos con franqueza qué yate le conviene.</p>',
      },
      about: { en: 'A charter broker and a captain talking on the aft deck', es: 'Una bróker de chárter y un capitán conversan en la cubierta de popa' },
    },
    buttons: [{ text: { en: 'Contact a charter broker', es: 'Contactar con un bróker de chárter' }, to: '/contact-a-charter-broker' }],
  },
  {
    path: '/microsite/yachts-for-sale',
    noindex: false,
    subject: 'yacht',
    title: { en: 'Superyachts for sale', es: 'Superyates en venta' },
    description: {
      en: 'A selection of motor and sailing superyachts for sale with Halcyon Yachts, with full specifications and a broker who knows each one.',
      es: 'Una selección de superyates a motor y a vela en venta con Halcyon Yachts, con especificaciones completas y un bróker que conoce cada uno.',
    },
    subtitle: { en: 'Yachts we know, priced to sell.', es: 'Yates que conocemos, con precios realistas.' },
    about: { en: 'A motor yacht for sale under way off the coast of Monaco', es: 'Un yate a motor en venta navegando frente a la costa de Mónaco' },
    headline: { en: 'Yachts for sale', es: 'Yates en venta' },
    html: {
      en: '<p>Our sales brokers present each yacht with her survey history, refit record and running costs, so you can compare like with like. Prices are asking prices; VAT status is shown on each yacht.</p>',
      es: '<p>Nuestros brókers de venta presentan cada yate con su historial de inspecciones, sus refits y sus costes de explotación, para que pueda comparar en igualdad de condiciones. Los precios son de salida; la situación del IVA figura en cada yate.</p>',
    },
    feature: {
      title: { en: 'Viewings worldwide', es: 'Visitas en todo el mundo' },
      html: {
        en: '<p>With sixteen offices, one of our brokers is usually within a short flight of the yacht you want to see. We arrange viewings, sea trials and surveys.</p>',
        es: '<p>Con dieciséis oficinas, casi siempre hay un bróker nuestro a un vuelo corto del yate que desea ver. Organizamos visitas, pruebas de mar e inspecciones.</p>',
      },
      about: { en: 'Buyers on a sea trial on the flybridge', es: 'Compradores en una prueba de mar en el flybridge' },
    },
    buttons: [{ text: { en: 'Contact a yacht broker', es: 'Contactar con un bróker' }, to: '/contact-a-yacht-broker' }],
  },
];
