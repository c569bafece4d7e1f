/**
 * Sample charter itineraries (spec 1 'build an itinerary'): a week in the Cyclades, on the Amalfi
 * coast and in the Exumas, day by day through real harbours and anchorages (WGS 84 coordinates),
 * each linked to the destination guide it belongs to.
 */
import type { L } from '../shared';

export type Port = {
  key: string;
  name: L;
  lat: number;
  lng: number;
  /** The guide (destination slug) the port belongs to. */
  guide: string;
  line: L;
};

export type SampleItinerary = {
  slug: string;
  guide: string;
  title: L;
  teaser: L;
  intro: L;
  /** Port keys in order; a key of the form `guide:{slug}` is the guide's own marker. */
  route: string[];
  days: { title: L; html: L; about: L }[];
  lastModified: string;
};

export const ports: Port[] = [
  {
    key: 'lavrio',
    guide: 'greek-cyclades',
    name: { en: 'Lavrio', es: 'Laurio' },
    lat: 37.7133,
    lng: 24.0567,
    line: { en: 'The Attica marina an hour from Athens airport.', es: 'La marina del Ática, a una hora del aeropuerto de Atenas.' },
  },
  {
    key: 'kea',
    guide: 'greek-cyclades',
    name: { en: 'Kea (Vourkari)', es: 'Kea (Vourkari)' },
    lat: 37.6667,
    lng: 24.319,
    line: { en: 'A quiet bay of tavernas, the first Cycladic island from Attica.', es: 'Una bahía tranquila de tabernas, la primera isla cicládica desde el Ática.' },
  },
  {
    key: 'syros',
    guide: 'greek-cyclades',
    name: { en: 'Syros (Ermoupoli)', es: 'Siros (Ermúpoli)' },
    lat: 37.442,
    lng: 24.943,
    line: { en: 'The neoclassical capital of the Cyclades.', es: 'La capital neoclásica de las Cícladas.' },
  },
  {
    key: 'mykonos',
    guide: 'greek-cyclades',
    name: { en: 'Mykonos', es: 'Míkonos' },
    lat: 37.46,
    lng: 25.322,
    line: { en: 'Windmills, Little Venice and the beach clubs of the south coast.', es: 'Molinos, la Pequeña Venecia y los clubes de playa de la costa sur.' },
  },
  {
    key: 'paros',
    guide: 'greek-cyclades',
    name: { en: 'Paros (Naoussa)', es: 'Paros (Naousa)' },
    lat: 37.125,
    lng: 25.236,
    line: { en: 'A fishing harbour with a Venetian fort at its mouth.', es: 'Un puerto pesquero con un fuerte veneciano en la bocana.' },
  },
  {
    key: 'santorini',
    guide: 'greek-cyclades',
    name: { en: 'Santorini', es: 'Santorini' },
    lat: 36.4167,
    lng: 25.428,
    line: { en: 'The caldera, at anchor below Fira and Oia.', es: 'La caldera, fondeados bajo Fira y Oia.' },
  },
  {
    key: 'naples',
    guide: 'amalfi-coast',
    name: { en: 'Naples', es: 'Nápoles' },
    lat: 40.8366,
    lng: 14.2545,
    line: { en: 'Molo Beverello, below Castel Nuovo.', es: 'Molo Beverello, bajo el Castel Nuovo.' },
  },
  {
    key: 'procida',
    guide: 'amalfi-coast',
    name: { en: 'Procida', es: 'Prócida' },
    lat: 40.765,
    lng: 14.029,
    line: { en: 'The pastel harbour of Corricella.', es: 'El puerto de colores pastel de Corricella.' },
  },
  {
    key: 'ischia',
    guide: 'amalfi-coast',
    name: { en: 'Ischia', es: 'Isquia' },
    lat: 40.746,
    lng: 13.942,
    line: { en: 'Thermal gardens and the Aragonese castle.', es: 'Jardines termales y el castillo aragonés.' },
  },
  {
    key: 'capri',
    guide: 'amalfi-coast',
    name: { en: 'Capri', es: 'Capri' },
    lat: 40.556,
    lng: 14.237,
    line: { en: 'Marina Grande, the Faraglioni and the Blue Grotto.', es: 'Marina Grande, los Farallones y la Gruta Azul.' },
  },
  {
    key: 'positano',
    guide: 'amalfi-coast',
    name: { en: 'Positano', es: 'Positano' },
    lat: 40.627,
    lng: 14.486,
    line: { en: 'A village that falls down the cliff to the sea.', es: 'Un pueblo que cae por el acantilado hasta el mar.' },
  },
  {
    key: 'nassau',
    guide: 'bahamas',
    name: { en: 'Nassau', es: 'Nasáu' },
    lat: 25.078,
    lng: -77.3431,
    line: { en: 'The Bahamas’ capital and the gateway to the Exumas.', es: 'La capital de las Bahamas y la puerta de las Exumas.' },
  },
  {
    key: 'highbourne',
    guide: 'bahamas',
    name: { en: 'Highbourne Cay', es: 'Highbourne Cay' },
    lat: 24.7137,
    lng: -76.8162,
    line: { en: 'The first cay of the Exumas, with a small marina.', es: 'El primer cayo de las Exumas, con una pequeña marina.' },
  },
  {
    key: 'normans',
    guide: 'bahamas',
    name: { en: 'Norman’s Cay', es: 'Norman’s Cay' },
    lat: 24.6053,
    lng: -76.8148,
    line: { en: 'A lagoon and a sunken plane to snorkel.', es: 'Una laguna y un avión hundido para bucear con tubo.' },
  },
  {
    key: 'compass',
    guide: 'bahamas',
    name: { en: 'Compass Cay', es: 'Compass Cay' },
    lat: 24.264,
    lng: -76.51,
    line: { en: 'Nurse sharks at the dock, in the Exuma Park.', es: 'Tiburones nodriza en el muelle, en el parque de las Exumas.' },
  },
  {
    key: 'bigmajor',
    guide: 'bahamas',
    name: { en: 'Big Major Cay', es: 'Big Major Cay' },
    lat: 24.185,
    lng: -76.456,
    line: { en: 'The beach of the swimming pigs.', es: 'La playa de los cerdos nadadores.' },
  },
  {
    key: 'staniel',
    guide: 'bahamas',
    name: { en: 'Staniel Cay', es: 'Staniel Cay' },
    lat: 24.1722,
    lng: -76.44,
    line: { en: 'Thunderball Grotto and the yacht club.', es: 'La gruta de Thunderball y el club náutico.' },
  },
  {
    key: 'georgetown',
    guide: 'bahamas',
    name: { en: 'George Town', es: 'George Town' },
    lat: 23.5164,
    lng: -75.7848,
    line: { en: 'Elizabeth Harbour, Great Exuma’s sheltered anchorage.', es: 'Elizabeth Harbour, el fondeadero abrigado de Gran Exuma.' },
  },
];

const day = (en: string, es: string, html: L, about: L) => ({ title: { en, es }, html, about });
const p = (en: string, es: string): L => ({ en: `<p>${en}</p>`, es: `<p>${es}</p>` });

export const sampleItineraries: SampleItinerary[] = [
  {
    slug: 'a-week-in-the-cyclades',
    guide: 'greek-cyclades',
    title: { en: 'A week in the Cyclades', es: 'Una semana en las Cícladas' },
    teaser: { en: 'Seven days from Athens to Santorini, an island a day and short legs between them.', es: 'Siete días de Atenas a Santorini, una isla al día y tramos cortos entre ellas.' },
    intro: p(
      'Board at Lavrio and sail south-east with the meltemi on your quarter: short morning passages, long lunches at anchor and a new harbour every evening.',
      'Embarque en Laurio y navegue hacia el sudeste con el meltemi por la aleta: travesías cortas por la mañana, largas comidas fondeados y un puerto nuevo cada tarde.',
    ),
    route: ['lavrio', 'kea', 'syros', 'mykonos', 'paros', 'guide:greek-cyclades', 'santorini'],
    days: [
      day(
        'Day 1 · Lavrio',
        'Día 1 · Laurio',
        p(
          'Meet the crew in the marina and settle in; a first swim off Cape Sounion at sunset.',
          'Conozca a la tripulación en la marina e instálese; un primer baño frente al cabo Sunión al atardecer.',
        ),
        { en: 'A marina near Athens at dusk', es: 'Una marina cerca de Atenas al anochecer' },
      ),
      day(
        'Day 2 · Kea',
        'Día 2 · Kea',
        p('Cross to Vourkari for grilled fish on the quay and a walk up to the lion of Ioulida.', 'Cruce a Vourkari para comer pescado a la brasa en el muelle y subir al león de Iulida.'),
        { en: 'A quiet Cycladic bay with tavernas', es: 'Una bahía cicládica tranquila con tabernas' },
      ),
      day(
        'Day 3 · Syros',
        'Día 3 · Siros',
        p('Ermoupoli’s marble square and opera house, then dinner in Ano Syros above the port.', 'La plaza de mármol y el teatro de la ópera de Ermúpoli, y cena en Ano Siros sobre el puerto.'),
        { en: 'A neoclassical harbour town', es: 'Una ciudad portuaria neoclásica' },
      ),
      day(
        'Day 4 · Mykonos',
        'Día 4 · Míkonos',
        p('Lunch at anchor off the south beaches, then Little Venice and the windmills at dusk.', 'Almuerzo fondeados frente a las playas del sur y, al anochecer, la Pequeña Venecia y los molinos.'),
        { en: 'Windmills above a white town', es: 'Molinos sobre un pueblo blanco' },
      ),
      day('Day 5 · Paros', 'Día 5 · Paros', p('Naoussa’s little harbour and the granite beach of Kolymbithres.', 'El pequeño puerto de Naousa y la playa de granito de Kolymbithres.'), {
        en: 'A fishing harbour with a small fort',
        es: 'Un puerto pesquero con un pequeño fuerte',
      }),
      day(
        'Day 6 · Naxos',
        'Día 6 · Naxos',
        p('The Portara at the harbour mouth and the long sandy bays of the west coast.', 'La Portara en la bocana y las largas playas de arena de la costa oeste.'),
        { en: 'A marble gateway by the sea', es: 'Una puerta de mármol junto al mar' },
      ),
      day(
        'Day 7 · Santorini',
        'Día 7 · Santorini',
        p('Into the caldera for the last night at anchor below Oia’s sunset.', 'Entrada en la caldera para la última noche fondeados bajo la puesta de sol de Oia.'),
        { en: 'A yacht in a volcanic caldera', es: 'Un yate en una caldera volcánica' },
      ),
    ],
    lastModified: '2026-05-04T09:00:00Z',
  },
  {
    slug: 'the-amalfi-coast',
    guide: 'amalfi-coast',
    title: { en: 'The Amalfi coast and the islands of the bay', es: 'La costa amalfitana y las islas del golfo' },
    teaser: {
      en: 'A week from Naples to Amalfi and back by way of Procida, Ischia, Capri and Positano.',
      es: 'Una semana de Nápoles a Amalfi y vuelta, pasando por Prócida, Isquia, Capri y Positano.',
    },
    intro: p(
      'The bay of Naples in seven easy legs: none longer than three hours, each ending below a village you will want to climb.',
      'El golfo de Nápoles en siete tramos sencillos: ninguno de más de tres horas, y cada uno termina bajo un pueblo al que querrá subir.',
    ),
    route: ['naples', 'procida', 'ischia', 'capri', 'positano', 'guide:amalfi-coast', 'naples'],
    days: [
      day('Day 1 · Naples', 'Día 1 · Nápoles', p('Board at Molo Beverello after a pizza in the old town.', 'Embarque en el Molo Beverello después de una pizza en el casco antiguo.'), {
        en: 'A harbour below a castle',
        es: 'Un puerto bajo un castillo',
      }),
      day('Day 2 · Procida', 'Día 2 · Prócida', p('The coloured houses of Corricella and lemon granita on the quay.', 'Las casas de colores de Corricella y granizado de limón en el muelle.'), {
        en: 'Pastel houses around a small harbour',
        es: 'Casas pastel alrededor de un pequeño puerto',
      }),
      day(
        'Day 3 · Ischia',
        'Día 3 · Isquia',
        p('A morning in the thermal gardens, an evening below the Aragonese castle.', 'Una mañana en los jardines termales y una tarde bajo el castillo aragonés.'),
        { en: 'A castle on a rock in the sea', es: 'Un castillo sobre una roca en el mar' },
      ),
      day('Day 4 · Capri', 'Día 4 · Capri', p('The Blue Grotto by tender at first light, the Faraglioni by swim.', 'La Gruta Azul en la lancha al amanecer y los Farallones a nado.'), {
        en: 'Sea stacks off a steep island',
        es: 'Farallones frente a una isla escarpada',
      }),
      day('Day 5 · Positano', 'Día 5 · Positano', p('Anchor off the Spiaggia Grande and climb the steps for dinner.', 'Fondee frente a la Spiaggia Grande y suba las escaleras para cenar.'), {
        en: 'A village on a cliff above a beach',
        es: 'Un pueblo en un acantilado sobre una playa',
      }),
      day('Day 6 · Amalfi', 'Día 6 · Amalfi', p('The cathedral, the paper museum and a drive up to Ravello’s gardens.', 'La catedral, el museo del papel y una subida a los jardines de Ravello.'), {
        en: 'A cathedral above a harbour',
        es: 'Una catedral sobre un puerto',
      }),
      day('Day 7 · Naples', 'Día 7 · Nápoles', p('Back across the bay, with Vesuvius ahead all the way.', 'Vuelta por el golfo, con el Vesubio delante todo el camino.'), {
        en: 'A volcano above a bay',
        es: 'Un volcán sobre una bahía',
      }),
    ],
    lastModified: '2026-05-11T09:00:00Z',
  },
  {
    slug: 'a-week-in-the-exumas',
    guide: 'bahamas',
    title: { en: 'A week in the Exumas', es: 'Una semana en las Exumas' },
    teaser: {
      en: 'From Nassau down the Exuma cays to George Town: sandbars, sharks, pigs and grottos.',
      es: 'De Nasáu a George Town por los cayos de las Exumas: bancos de arena, tiburones, cerdos y grutas.',
    },
    intro: p(
      'Shallow, clear water and a new cay every day: most legs are under three hours, so the tender and the toys get the afternoons.',
      'Aguas poco profundas y transparentes y un cayo nuevo cada día: casi todos los tramos duran menos de tres horas, así que las tardes son para la lancha y los juguetes.',
    ),
    route: ['nassau', 'highbourne', 'normans', 'compass', 'bigmajor', 'staniel', 'georgetown'],
    days: [
      day('Day 1 · Nassau', 'Día 1 · Nasáu', p('Board in Nassau and cross the Yellow Bank in the afternoon light.', 'Embarque en Nasáu y cruce el Yellow Bank con la luz de la tarde.'), {
        en: 'A harbour with turquoise water',
        es: 'Un puerto de aguas turquesa',
      }),
      day(
        'Day 2 · Highbourne Cay',
        'Día 2 · Highbourne Cay',
        p('Rays and nurse sharks under the marina dock, and a beach to yourselves.', 'Rayas y tiburones nodriza bajo el muelle de la marina, y una playa para ustedes solos.'),
        { en: 'A small marina on a cay', es: 'Una pequeña marina en un cayo' },
      ),
      day('Day 3 · Norman’s Cay', 'Día 3 · Norman’s Cay', p('Snorkel the sunken plane in the lagoon.', 'Bucee con tubo alrededor del avión hundido en la laguna.'), {
        en: 'A lagoon with a sunken plane',
        es: 'Una laguna con un avión hundido',
      }),
      day('Day 4 · Compass Cay', 'Día 4 · Compass Cay', p('Swim with the nurse sharks, then walk to Rachel’s Bubble Bath.', 'Nade con los tiburones nodriza y camine hasta la Rachel’s Bubble Bath.'), {
        en: 'Sharks in clear shallow water',
        es: 'Tiburones en aguas claras y poco profundas',
      }),
      day(
        'Day 5 · Big Major Cay',
        'Día 5 · Big Major Cay',
        p('The famous swimming pigs, best before the day boats arrive.', 'Los famosos cerdos nadadores, mejor antes de que lleguen las excursiones.'),
        { en: 'A beach where pigs swim', es: 'Una playa donde nadan los cerdos' },
      ),
      day(
        'Day 6 · Staniel Cay',
        'Día 6 · Staniel Cay',
        p('Thunderball Grotto at slack tide and conch fritters at the yacht club.', 'La gruta de Thunderball con la marea parada y buñuelos de caracola en el club náutico.'),
        { en: 'A grotto lit from above', es: 'Una gruta iluminada desde arriba' },
      ),
      day(
        'Day 7 · George Town',
        'Día 7 · George Town',
        p('A longer run down the sound to Elizabeth Harbour and the Chat ’N’ Chill sandbar.', 'Un tramo más largo hasta Elizabeth Harbour y el banco de arena de Chat ’N’ Chill.'),
        { en: 'A sheltered anchorage with sandbars', es: 'Un fondeadero abrigado con bancos de arena' },
      ),
    ],
    lastModified: '2026-05-18T09:00:00Z',
  },
];

/** Where each show takes place (its venue's coordinates), for the event page's small map. */
export const eventVenues: Record<string, { lat: number; lng: number }> = {
  'monaco-yacht-show-2026': { lat: 43.7351, lng: 7.4243 },
  'monaco-yacht-show-2027': { lat: 43.7351, lng: 7.4243 },
  'fort-lauderdale-international-boat-show-2026': { lat: 26.1046, lng: -80.1073 },
  'antigua-charter-yacht-show-2026': { lat: 17.0069, lng: -61.7622 },
  'boot-dusseldorf-2027': { lat: 51.2617, lng: 6.7368 },
  'dubai-international-boat-show-2027': { lat: 25.0936, lng: 55.1403 },
  'palm-beach-international-boat-show-2027': { lat: 26.7153, lng: -80.0505 },
  'singapore-yacht-show-2027': { lat: 1.2437, lng: 103.8365 },
  'mediterranean-yacht-show-2027': { lat: 37.5673, lng: 22.8015 },
  'cannes-yachting-festival-2027': { lat: 43.5513, lng: 7.0128 },
  'mets-trade-2027': { lat: 52.3406, lng: 4.8887 },
};

/** The region each guide is grouped under on the map (spec 3.10 destinationCategory). */
export const guideRegions: Record<string, L> = {};
const region = (en: string, es: string, slugs: string[]) => slugs.forEach((slug) => (guideRegions[slug] = { en, es }));
region('Mediterranean', 'Mediterráneo', ['cote-d-azur', 'amalfi-coast', 'balearic-islands', 'greek-cyclades', 'croatia', 'turquoise-coast', 'sardinia']);
region('Caribbean and Atlantic', 'Caribe y Atlántico', ['bahamas', 'british-virgin-islands', 'st-barths']);
region('Northern Europe', 'Norte de Europa', ['norwegian-fjords']);
region('Indian Ocean and Pacific', 'Índico y Pacífico', ['maldives', 'seychelles', 'phuket', 'raja-ampat', 'french-polynesia']);
