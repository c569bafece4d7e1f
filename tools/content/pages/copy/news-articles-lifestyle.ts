/** Lifestyle articles (spec 3.9 category lifestyle), English and European Spanish. */
import type { Article } from './news-types';

export const lifestyleArticles: Article[] = [
  {
    slug: 'a-yacht-chefs-notebook-cooking-the-cyclades',
    category: 'lifestyle',
    date: '2025-07-22T07:30:00Z',
    subject: 'yacht-interior',
    title: { en: 'A yacht chef’s notebook: cooking the Cyclades', es: 'El cuaderno de un chef de yate: cocinar las Cícladas' },
    short: { en: 'Cooking the Cyclades', es: 'Cocinar las Cícladas' },
    teaser: {
      en: 'Capers from Sifnos, cheese from Naxos and fish bought from the boat: a week of cooking between islands.',
      es: 'Alcaparras de Sifnos, queso de Naxos y pescado comprado a pie de barca: una semana cocinando entre islas.',
    },
    about: { en: 'Grilled fish and Greek salad served on the aft deck', es: 'Pescado a la brasa y ensalada griega servidos en la cubierta de popa' },
    body: {
      en: '<p>“I plan nothing before Monday,” says Eleni, head chef on a 50-metre motor yacht that spends every summer in the Aegean. “The menu is whatever the islands give me.” On a typical week she shops in five harbours, often before the guests are awake.</p><p>In Naxos she buys graviera and potatoes famous across Greece; in Sifnos, capers and the clay pots used for revithada, a chickpea stew baked overnight in a wood oven. Fishermen in Milos sell her red mullet straight from their boats.</p>',
      es: '<p>«No planifico nada antes del lunes», dice Eleni, jefa de cocina de un yate a motor de 50 metros que pasa cada verano en el Egeo. «El menú es lo que me dan las islas». En una semana normal hace la compra en cinco puertos, a menudo antes de que se despierten los invitados.</p><p>En Naxos compra graviera y las patatas que son famosas en toda Grecia; en Sifnos, alcaparras y las cazuelas de barro para la revithada, un guiso de garbanzos que se hace toda la noche en horno de leña. Los pescadores de Milos le venden salmonetes directamente desde sus barcas.</p>',
    },
    quote: {
      en: '“The best thing I can do with a fish caught this morning is very little.”',
      es: '«Lo mejor que puedo hacer con un pescado de esta mañana es tocarlo lo menos posible».',
    },
    more: {
      en: '<p>Guests who want to cook with her are welcome in the galley; some charters end with a lunch the guests prepared themselves. Plan your own week in the <a href="/destination/greek-cyclades">Cyclades</a>.</p>',
      es: '<p>Los invitados que quieran cocinar con ella son bienvenidos en la cocina; algunos chárteres terminan con un almuerzo preparado por los propios invitados. Planifique su semana en las <a href="/destino/greek-cyclades">Cícladas</a>.</p>',
    },
  },
  {
    slug: 'diving-raja-ampat-from-a-superyacht',
    category: 'lifestyle',
    date: '2025-03-25T06:00:00Z',
    subject: 'destination',
    title: { en: 'Diving Raja Ampat from a superyacht', es: 'Bucear en Raja Ampat desde un superyate' },
    short: { en: 'Diving Raja Ampat', es: 'Bucear en Raja Ampat' },
    teaser: {
      en: 'The world’s richest reefs, reached by tender in minutes, with a dive instructor among the crew.',
      es: 'Los arrecifes más ricos del mundo, a pocos minutos en auxiliar, con un instructor de buceo entre la tripulación.',
    },
    about: { en: 'A diver above a coral garden in Raja Ampat', es: 'Un buceador sobre un jardín de coral en Raja Ampat' },
    body: {
      en: '<p>Scientists have counted more than 550 species of hard coral and 1,600 species of reef fish in Raja Ampat, in Indonesia’s West Papua. For divers it is the end of the rainbow, and a yacht is the best way to reach its remote reefs.</p><p>Expedition yachts based in Sorong run ten- and fourteen-night itineraries between October and April, when the seas are calmest. A dive instructor on board runs two or three dives a day, from gentle drifts at Cape Kri to manta encounters at Manta Sandy.</p>',
      es: '<p>Los científicos han contado más de 550 especies de coral duro y 1.600 de peces de arrecife en Raja Ampat, en Papúa Occidental (Indonesia). Para los buceadores es el final del arcoíris, y un yate es la mejor manera de llegar a sus arrecifes remotos.</p><p>Los yates de expedición con base en Sorong ofrecen itinerarios de diez y catorce noches entre octubre y abril, cuando el mar está más tranquilo. Un instructor a bordo organiza dos o tres inmersiones al día, desde derivas suaves en Cape Kri hasta encuentros con mantas en Manta Sandy.</p>',
    },
    more: {
      en: '<p>Visitors pay a marine park fee that funds local rangers, and yachts follow strict anchoring rules to protect the reef. Read our <a href="/destination/raja-ampat">Raja Ampat guide</a>.</p><p>Non-divers are not forgotten: the snorkelling over the shallow reefs of the Dampier Strait is as good as many dives elsewhere.</p>',
      es: '<p>Los visitantes pagan una tasa del parque marino que financia a los guardas locales, y los yates siguen normas estrictas de fondeo para proteger el arrecife. Lea nuestra <a href="/destino/raja-ampat">guía de Raja Ampat</a>.</p><p>Quien no bucea no queda al margen: el esnórquel en los arrecifes poco profundos del estrecho de Dampier es tan bueno como muchas inmersiones en otros lugares.</p>',
    },
    facts: [
      { number: 550, unit: { en: '+', es: '+' }, text: { en: 'species of hard coral', es: 'especies de coral duro' } },
      { number: 1600, unit: { en: '+', es: '+' }, text: { en: 'species of reef fish', es: 'especies de peces de arrecife' } },
    ],
  },
  {
    slug: 'art-at-sea-curating-a-collection-on-board',
    category: 'lifestyle',
    date: '2026-03-31T11:30:00Z',
    subject: 'yacht-interior',
    title: { en: 'Art at sea: curating a collection on board', es: 'Arte en el mar: cómo reunir una colección a bordo' },
    short: { en: 'Art at sea', es: 'Arte en el mar' },
    teaser: {
      en: 'Salt, sun and movement are hard on art. A curator and a captain explain how owners live with their collections afloat.',
      es: 'La sal, el sol y el movimiento castigan el arte. Una comisaria y un capitán explican cómo conviven los armadores con sus colecciones a flote.',
    },
    about: { en: 'A contemporary painting hanging in the main saloon of a yacht', es: 'Un cuadro contemporáneo en el salón principal de un yate' },
    body: {
      en: '<p>More owners now treat their yacht as a home for part of their collection. That brings challenges a gallery never faces: humidity, ultraviolet light, vibration and the occasional rough crossing.</p><p>Curators who specialise in yachts plan a collection with the interior designer from the first drawings: UV-filtering glazing in the saloons, discreet fixings that hold a canvas in a seaway, and climate control that holds humidity steady when the doors open onto the deck.</p>',
      es: '<p>Cada vez más armadores consideran su yate como la casa de una parte de su colección. Eso plantea retos que una galería nunca afronta: humedad, luz ultravioleta, vibraciones y alguna travesía movida.</p><p>Los comisarios especializados en yates planifican la colección con el interiorista desde los primeros planos: acristalamientos con filtro UV en los salones, fijaciones discretas que sujetan un lienzo con mar de fondo y una climatización que mantiene estable la humedad cuando se abren las puertas a cubierta.</p>',
    },
    quote: {
      en: '“Some works simply belong ashore. Part of my job is saying so.”',
      es: '«Algunas obras simplemente deben quedarse en tierra. Decirlo también forma parte de mi trabajo».',
    },
    more: {
      en: '<p>Insurance is the other half of the story: specialist policies cover works in transit between the yacht and the owner’s homes. When a yacht is sold, the art usually leaves with the owner, and our <a href="/sell-a-yacht">sales team</a> plans the handover accordingly.</p>',
      es: '<p>El seguro es la otra mitad de la historia: hay pólizas especializadas que cubren las obras en tránsito entre el yate y las residencias del armador. Cuando se vende un yate, el arte suele marcharse con su dueño, y nuestro <a href="/sell-a-yacht">equipo de ventas</a> organiza la entrega en consecuencia.</p>',
    },
  },
  {
    slug: 'wellness-on-board-the-new-spa-decks',
    category: 'lifestyle',
    date: '2025-08-19T08:15:00Z',
    subject: 'yacht-interior',
    title: { en: 'Wellness on board: the rise of the spa deck', es: 'Bienestar a bordo: el auge de la cubierta spa' },
    short: { en: 'The spa deck', es: 'La cubierta spa' },
    teaser: {
      en: 'Hammams, cold plunges and yoga at sunrise: why wellness now shapes yacht design.',
      es: 'Hammams, baños de agua fría y yoga al amanecer: por qué el bienestar marca hoy el diseño de los yates.',
    },
    about: { en: 'A treatment room with sea views on a superyacht', es: 'Una sala de tratamientos con vistas al mar en un superyate' },
    body: {
      en: '<p>Ten years ago a gym on a 50-metre yacht meant a treadmill in a spare cabin. Today many new yachts give a whole deck to wellness: a gym with sea views, a treatment room, a hammam and a cold plunge next to the beach club.</p><p>Charter guests increasingly ask for a yacht with a therapist among the crew, and some yachts now carry a dedicated wellness team of two who teach yoga, give massages and plan menus with the chef.</p>',
      es: '<p>Hace diez años, un gimnasio en un yate de 50 metros era una cinta de correr en un camarote libre. Hoy muchos yates nuevos dedican una cubierta entera al bienestar: gimnasio con vistas al mar, sala de tratamientos, hammam y baño de agua fría junto al beach club.</p><p>Cada vez más clientes de chárter piden un yate con un terapeuta en la tripulación, y algunos yates llevan ya un equipo de bienestar de dos personas que imparten yoga, dan masajes y planifican los menús con el chef.</p>',
    },
    more: {
      en: '<p>For owners building a yacht, the spa deck is a question of space and weight from the first drawings. Our <a href="/build-a-yacht">new-build team</a> can show what fits, and our charter brokers can find a <a href="/yachts-for-charter">charter yacht</a> with a full spa today.</p>',
      es: '<p>Para quien construye un yate, la cubierta spa es una cuestión de espacio y peso desde los primeros planos. Nuestro <a href="/build-a-yacht">equipo de nueva construcción</a> puede mostrarle qué cabe, y nuestros brókers de chárter pueden encontrarle hoy mismo un <a href="/yachts-for-charter">yate de alquiler</a> con spa completo.</p>',
    },
  },
  {
    slug: 'the-beach-club-how-yachts-opened-up-to-the-sea',
    category: 'lifestyle',
    date: '2026-11-10T09:00:00Z',
    subject: 'yacht',
    title: { en: 'The beach club: how yachts opened up to the sea', es: 'El beach club: cuando los yates se abrieron al mar' },
    short: { en: 'The beach club', es: 'El beach club' },
    teaser: {
      en: 'Fold-down terraces and sea-level lounges have changed the way guests spend their days at anchor.',
      es: 'Terrazas abatibles y salones a ras de agua han cambiado la manera en que los invitados pasan el día fondeados.',
    },
    about: { en: 'Guests relaxing in a beach club with the side terraces folded down', es: 'Invitados descansando en un beach club con las terrazas laterales abatidas' },
    body: {
      en: '<p>The stern of a yacht used to be a working space: a platform for the tender and a ladder for swimmers. Over the past fifteen years it has become the place where guests spend most of their day at anchor.</p><p>A modern beach club opens on three sides, with terraces that fold down to the water, a bar, a lounge and often a sauna. It puts guests a step from the sea, and the toys and tenders within reach.</p>',
      es: '<p>La popa de un yate solía ser un espacio de trabajo: una plataforma para la auxiliar y una escalera para los bañistas. En los últimos quince años se ha convertido en el lugar donde los invitados pasan la mayor parte del día fondeados.</p><p>Un beach club moderno se abre por tres lados, con terrazas que se abaten hasta el agua, un bar, un salón y, a menudo, una sauna. Deja a los invitados a un paso del mar, con los juguetes acuáticos y las auxiliares al alcance de la mano.</p>',
    },
    quote: {
      en: '“Guests come for the yacht, but they live in the beach club.”',
      es: '«Los invitados vienen por el yate, pero viven en el beach club».',
    },
    more: {
      en: '<p>For buyers, a well-designed beach club is now one of the features that best holds a yacht’s value. Browse <a href="/yachts-for-sale">yachts for sale</a> or <a href="/yachts-for-charter">for charter</a> with one.</p>',
      es: '<p>Para los compradores, un beach club bien diseñado es hoy una de las características que mejor conservan el valor de un yate. Consulte los <a href="/yachts-for-sale">yates en venta</a> o <a href="/yachts-for-charter">de alquiler</a> que lo tienen.</p>',
    },
  },
];
