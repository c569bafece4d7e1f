/** Indian Ocean, South-East Asia and South Pacific destinations (spec 2.2 /destination/{slug}). */
import type { Destination } from './destinations-types';

export const indoPacific: Destination[] = [
  {
    slug: 'maldives',
    name: { en: 'The Maldives', es: 'Maldivas' },
    lat: 4.1755,
    lng: 73.5093,
    title: { en: 'Yacht charter in the Maldives', es: 'Alquiler de yates en Maldivas' },
    teaser: {
      en: 'Twenty-six atolls of coral, sandbanks and lagoons, with manta rays and whale sharks for company.',
      es: 'Veintiséis atolones de coral, bancos de arena y lagunas, con mantas y tiburones ballena como compañía.',
    },
    about: { en: 'A superyacht anchored in a Maldivian lagoon seen from above', es: 'Un superyate fondeado en una laguna de Maldivas visto desde el aire' },
    intro: {
      en: '<p>The Maldives are best understood from the water. A yacht lets you move between atolls, find an empty sandbank for lunch and dive the channels where the reef meets the open ocean, returning to a resort only if you want to.</p><h2>When to go</h2><p>November to April, the dry north-east monsoon, with calm seas and excellent visibility. Cruising permits and a local agent are required; we arrange both.</p>',
      es: '<p>Maldivas se entiende mejor desde el agua. Un yate permite moverse entre atolones, encontrar un banco de arena vacío para almorzar y bucear en los canales donde el arrecife se abre al océano, volviendo a un resort solo si se desea.</p><h2>Cuándo ir</h2><p>De noviembre a abril, con el monzón seco del nordeste, mar en calma y una visibilidad excelente. Hacen falta permisos de navegación y un agente local; nosotros nos ocupamos de ambos.</p>',
    },
    highlights: {
      title: { en: 'Atoll highlights', es: 'Lo mejor de los atolones' },
      html: {
        en: '<ul><li>Hanifaru Bay in Baa atoll, a UNESCO biosphere reserve famous for manta rays</li><li>Whale sharks along the outer reef of South Ari</li><li>Surf breaks in North Malé atoll</li><li>Dinner on a private sandbank under the stars</li></ul>',
        es: '<ul><li>La bahía de Hanifaru, en el atolón de Baa, reserva de la biosfera de la UNESCO famosa por sus mantas</li><li>Tiburones ballena en el arrecife exterior de Ari Sur</li><li>Olas para surfear en el atolón de Malé Norte</li><li>Cena en un banco de arena privado bajo las estrellas</li></ul>',
      },
      about: { en: 'A manta ray gliding over a Maldivian reef', es: 'Una manta planeando sobre un arrecife de Maldivas' },
    },
    itinerary: {
      en: '<h3>A week from Malé</h3><ul><li><strong>Day 1</strong>: Malé to North Malé atoll</li><li><strong>Days 2–3</strong>: Baa atoll and Hanifaru Bay</li><li><strong>Day 4</strong>: Crossing to Ari atoll</li><li><strong>Days 5–6</strong>: South Ari and its whale sharks</li><li><strong>Day 7</strong>: Return to Malé</li></ul>',
      es: '<h3>Una semana desde Malé</h3><ul><li><strong>Día 1</strong>: de Malé al atolón de Malé Norte</li><li><strong>Días 2 y 3</strong>: atolón de Baa y bahía de Hanifaru</li><li><strong>Día 4</strong>: travesía al atolón de Ari</li><li><strong>Días 5 y 6</strong>: Ari Sur y sus tiburones ballena</li><li><strong>Día 7</strong>: regreso a Malé</li></ul>',
    },
    facts: [
      { number: 26, text: { en: 'natural atolls', es: 'atolones naturales' } },
      { number: 1192, text: { en: 'coral islands', es: 'islas de coral' } },
    ],
    lastModified: '2025-11-18T07:00:00Z',
  },
  {
    slug: 'seychelles',
    name: { en: 'The Seychelles', es: 'Seychelles' },
    lat: -4.6191,
    lng: 55.4513,
    title: { en: 'Yacht charter in the Seychelles', es: 'Alquiler de yates en Seychelles' },
    teaser: {
      en: 'Granite islands, giant tortoises and the outer atolls of Aldabra and Alphonse, far from anywhere.',
      es: 'Islas de granito, tortugas gigantes y los atolones remotos de Aldabra y Alphonse, lejos de todo.',
    },
    about: { en: 'Granite boulders on Anse Source d’Argent, La Digue', es: 'Rocas de granito en Anse Source d’Argent, La Digue' },
    intro: {
      en: '<p>The inner Seychelles are ancient granite islands with some of the world’s most photographed beaches. Beyond them, the coral atolls of the outer islands offer world-class fly-fishing and diving that only a few yachts each year reach.</p><h2>When to go</h2><p>April to May and October to November, between the monsoons, bring the calmest seas. Yachts are based on Mahé, close to the international airport.</p>',
      es: '<p>Las Seychelles interiores son antiguas islas de granito con algunas de las playas más fotografiadas del mundo. Más allá, los atolones de coral de las islas exteriores ofrecen pesca con mosca y buceo de primer nivel a los que solo llegan unos pocos yates cada año.</p><h2>Cuándo ir</h2><p>Abril y mayo y de octubre a noviembre, entre monzones, son los meses de mar más tranquilo. Los yates tienen su base en Mahé, cerca del aeropuerto internacional.</p>',
    },
    highlights: {
      title: { en: 'Inner and outer islands', es: 'Islas interiores y exteriores' },
      html: {
        en: '<ul><li>Anse Lazio on Praslin and Anse Source d’Argent on La Digue</li><li>The Vallée de Mai, home of the coco de mer palm</li><li>Giant tortoises on Curieuse</li><li>Bonefish and giant trevally on the flats of Alphonse</li></ul>',
        es: '<ul><li>Anse Lazio, en Praslin, y Anse Source d’Argent, en La Digue</li><li>El Vallée de Mai, hogar de la palmera coco de mer</li><li>Las tortugas gigantes de Curieuse</li><li>Macabíes y jureles gigantes en los bajíos de Alphonse</li></ul>',
      },
      about: { en: 'A giant tortoise on the beach at Curieuse', es: 'Una tortuga gigante en la playa de Curieuse' },
    },
    itinerary: {
      en: '<h3>A week from Mahé</h3><ul><li><strong>Day 1</strong>: Mahé to Sainte Anne marine park</li><li><strong>Day 2</strong>: Praslin and Anse Lazio</li><li><strong>Day 3</strong>: Curieuse and its tortoises</li><li><strong>Day 4</strong>: La Digue</li><li><strong>Day 5</strong>: Cousin and Aride bird reserves</li><li><strong>Day 6</strong>: Silhouette island</li><li><strong>Day 7</strong>: Return to Mahé</li></ul>',
      es: '<h3>Una semana desde Mahé</h3><ul><li><strong>Día 1</strong>: de Mahé al parque marino de Sainte Anne</li><li><strong>Día 2</strong>: Praslin y Anse Lazio</li><li><strong>Día 3</strong>: Curieuse y sus tortugas</li><li><strong>Día 4</strong>: La Digue</li><li><strong>Día 5</strong>: las reservas de aves de Cousin y Aride</li><li><strong>Día 6</strong>: la isla de Silhouette</li><li><strong>Día 7</strong>: regreso a Mahé</li></ul>',
    },
    lastModified: '2025-06-03T09:00:00Z',
  },
  {
    slug: 'phuket',
    name: { en: 'Thailand: Phuket and Phang Nga Bay', es: 'Tailandia: Phuket y la bahía de Phang Nga' },
    lat: 7.8804,
    lng: 98.3923,
    title: { en: 'Yacht charter in Phuket and the Andaman Sea', es: 'Alquiler de yates en Phuket y el mar de Andamán' },
    teaser: {
      en: 'Limestone towers, hidden lagoons and Thai cooking, from Phang Nga Bay to the Similan Islands.',
      es: 'Torres de caliza, lagunas escondidas y cocina tailandesa, de la bahía de Phang Nga a las islas Similan.',
    },
    about: { en: 'Limestone karsts rising from the water in Phang Nga Bay', es: 'Farallones de caliza que emergen del agua en la bahía de Phang Nga' },
    intro: {
      en: '<p>Phuket, home to our Thai office, is the gateway to the Andaman Sea. A few hours’ cruising takes you among the limestone islands of Phang Nga Bay, where sea kayaks slip into hongs, lagoons hidden inside the rock, and further out to the dive sites of the Similans.</p><h2>When to go</h2><p>November to April, in the dry season, with calm seas and clear water. The Similan Islands national park is open from mid-October to mid-May.</p>',
      es: '<p>Phuket, donde tenemos nuestra oficina en Tailandia, es la puerta del mar de Andamán. En unas pocas horas de navegación se llega a las islas de caliza de la bahía de Phang Nga, donde los kayaks se cuelan en los hongs, lagunas escondidas dentro de la roca, y más lejos a los puntos de buceo de las Similan.</p><h2>Cuándo ir</h2><p>De noviembre a abril, en la estación seca, con mar en calma y agua transparente. El parque nacional de las islas Similan abre de mediados de octubre a mediados de mayo.</p>',
    },
    highlights: {
      title: { en: 'Andaman highlights', es: 'Lo mejor del Andamán' },
      html: {
        en: '<ul><li>Sea-kayaking into the hongs of Koh Hong at dawn</li><li>The Similan Islands, among the best dive sites in Asia</li><li>Koh Yao Noi and its fishing villages</li><li>A Thai cooking class with the yacht’s chef at a local market</li></ul>',
        es: '<ul><li>Remar en kayak hasta los hongs de Koh Hong al amanecer</li><li>Las islas Similan, entre los mejores puntos de buceo de Asia</li><li>Koh Yao Noi y sus pueblos de pescadores</li><li>Una clase de cocina tailandesa con el chef del yate en un mercado local</li></ul>',
      },
      about: { en: 'Kayaks entering a hidden lagoon in Koh Hong', es: 'Kayaks entrando en una laguna escondida de Koh Hong' },
    },
    itinerary: {
      en: '<h3>A week from Phuket</h3><ul><li><strong>Day 1</strong>: Phuket to Koh Yao Noi</li><li><strong>Day 2</strong>: Phang Nga Bay and James Bond Island</li><li><strong>Day 3</strong>: Koh Hong</li><li><strong>Day 4</strong>: Phi Phi islands</li><li><strong>Days 5–6</strong>: Similan Islands</li><li><strong>Day 7</strong>: Return to Phuket</li></ul>',
      es: '<h3>Una semana desde Phuket</h3><ul><li><strong>Día 1</strong>: de Phuket a Koh Yao Noi</li><li><strong>Día 2</strong>: la bahía de Phang Nga y la isla de James Bond</li><li><strong>Día 3</strong>: Koh Hong</li><li><strong>Día 4</strong>: las islas Phi Phi</li><li><strong>Días 5 y 6</strong>: las islas Similan</li><li><strong>Día 7</strong>: regreso a Phuket</li></ul>',
    },
    lastModified: '2026-07-07T03:00:00Z',
  },
  {
    slug: 'raja-ampat',
    name: { en: 'Raja Ampat, Indonesia', es: 'Raja Ampat (Indonesia)' },
    lat: -0.2346,
    lng: 130.521,
    title: { en: 'Yacht charter in Raja Ampat', es: 'Alquiler de yates en Raja Ampat' },
    teaser: {
      en: 'The richest reefs on Earth, among the jungle-covered islands of West Papua.',
      es: 'Los arrecifes más ricos de la Tierra, entre las islas selváticas de Papúa Occidental.',
    },
    about: { en: 'The mushroom-shaped islets of Wayag, Raja Ampat, from the viewpoint', es: 'Los islotes en forma de seta de Wayag, en Raja Ampat, desde el mirador' },
    intro: {
      en: '<p>Raja Ampat, the “Four Kings”, sits at the heart of the Coral Triangle. Its reefs hold more species than anywhere else on the planet, and its lagoons and karst islands are among the most spectacular seascapes you will ever anchor in.</p><h2>When to go</h2><p>October to April, when the seas are calmest. Yachts start from Sorong, reached by connecting flights through Jakarta or Makassar; marine park permits are included in our charters.</p>',
      es: '<p>Raja Ampat, los «Cuatro Reyes», está en el corazón del Triángulo de Coral. Sus arrecifes albergan más especies que ningún otro lugar del planeta, y sus lagunas e islas cársticas figuran entre los paisajes marinos más espectaculares en los que se puede fondear.</p><h2>Cuándo ir</h2><p>De octubre a abril, cuando el mar está más tranquilo. Los yates salen de Sorong, al que se llega con vuelos de conexión desde Yakarta o Makassar; los permisos del parque marino están incluidos en nuestros chárteres.</p>',
    },
    highlights: {
      title: { en: 'Reefs and islands', es: 'Arrecifes e islas' },
      html: {
        en: '<ul><li>The viewpoint over the islets of Wayag and Piaynemo</li><li>Manta rays at Manta Sandy and Blue Magic</li><li>Birds of paradise at dawn on Waigeo</li><li>Village visits arranged with local communities</li></ul>',
        es: '<ul><li>El mirador sobre los islotes de Wayag y Piaynemo</li><li>Mantas en Manta Sandy y Blue Magic</li><li>Aves del paraíso al amanecer en Waigeo</li><li>Visitas a aldeas organizadas con las comunidades locales</li></ul>',
      },
      about: { en: 'A soft-coral reef teeming with fish in the Dampier Strait', es: 'Un arrecife de corales blandos repleto de peces en el estrecho de Dampier' },
    },
    itinerary: {
      en: '<h3>Ten nights from Sorong</h3><ul><li><strong>Days 1–2</strong>: Dampier Strait, Cape Kri and Manta Sandy</li><li><strong>Days 3–4</strong>: Piaynemo and the Fam islands</li><li><strong>Days 5–6</strong>: Wayag</li><li><strong>Days 7–8</strong>: Waigeo and the birds of paradise</li><li><strong>Days 9–10</strong>: Misool, or back to Sorong</li></ul>',
      es: '<h3>Diez noches desde Sorong</h3><ul><li><strong>Días 1 y 2</strong>: estrecho de Dampier, Cape Kri y Manta Sandy</li><li><strong>Días 3 y 4</strong>: Piaynemo y las islas Fam</li><li><strong>Días 5 y 6</strong>: Wayag</li><li><strong>Días 7 y 8</strong>: Waigeo y las aves del paraíso</li><li><strong>Días 9 y 10</strong>: Misool, o regreso a Sorong</li></ul>',
    },
    facts: [
      { number: 1500, unit: { en: '+', es: '+' }, text: { en: 'islands, cays and shoals', es: 'islas, cayos y bajíos' } },
      { number: 75, unit: { en: '%', es: '%' }, text: { en: 'of the world’s known coral species', es: 'de las especies de coral conocidas' } },
    ],
    lastModified: '2025-08-26T02:00:00Z',
  },
  {
    slug: 'french-polynesia',
    name: { en: 'French Polynesia', es: 'Polinesia Francesa' },
    lat: -16.5004,
    lng: -151.7415,
    title: { en: 'Yacht charter in French Polynesia', es: 'Alquiler de yates en la Polinesia Francesa' },
    teaser: {
      en: 'Tahiti, Bora Bora and the Tuamotu atolls: the South Pacific of the imagination, made real.',
      es: 'Tahití, Bora Bora y los atolones de las Tuamotu: el Pacífico Sur de la imaginación, hecho realidad.',
    },
    about: { en: 'A yacht in the lagoon of Bora Bora beneath Mount Otemanu', es: 'Un yate en la laguna de Bora Bora bajo el monte Otemanu' },
    intro: {
      en: '<p>French Polynesia spreads 118 islands across an area of ocean the size of Europe. Most charters explore the Society Islands, from Tahiti and Moorea to Bora Bora, or the Tuamotu atolls, where Fakarava’s passes offer some of the most exciting shark dives anywhere.</p><h2>When to go</h2><p>May to October, the cooler dry season. Humpback whales visit from August to October.</p>',
      es: '<p>La Polinesia Francesa reparte 118 islas por una extensión de océano del tamaño de Europa. La mayoría de los chárteres recorre las islas de la Sociedad, de Tahití y Moorea a Bora Bora, o los atolones de las Tuamotu, donde los pasos de Fakarava ofrecen algunas de las inmersiones con tiburones más emocionantes del mundo.</p><h2>Cuándo ir</h2><p>De mayo a octubre, la estación seca y más fresca. Las ballenas jorobadas llegan de agosto a octubre.</p>',
    },
    highlights: {
      title: { en: 'South Pacific highlights', es: 'Lo mejor del Pacífico Sur' },
      html: {
        en: '<ul><li>Bora Bora’s lagoon and its coral gardens</li><li>Swimming with humpback whales off Moorea, with licensed guides</li><li>The south pass of Fakarava and its wall of grey sharks</li><li>Vanilla plantations and pearl farms on Taha’a</li></ul>',
        es: '<ul><li>La laguna de Bora Bora y sus jardines de coral</li><li>Nadar con ballenas jorobadas frente a Moorea, con guías autorizados</li><li>El paso sur de Fakarava y su muro de tiburones grises</li><li>Plantaciones de vainilla y granjas de perlas en Taha’a</li></ul>',
      },
      about: { en: 'Grey reef sharks in the south pass of Fakarava', es: 'Tiburones grises de arrecife en el paso sur de Fakarava' },
    },
    itinerary: {
      en: '<h3>Ten nights in the Society Islands</h3><ul><li><strong>Days 1–2</strong>: Tahiti to Moorea</li><li><strong>Days 3–4</strong>: Crossing to Huahine</li><li><strong>Days 5–6</strong>: Raiatea and Taha’a</li><li><strong>Days 7–9</strong>: Bora Bora</li><li><strong>Day 10</strong>: Disembark in Bora Bora</li></ul>',
      es: '<h3>Diez noches en las islas de la Sociedad</h3><ul><li><strong>Días 1 y 2</strong>: de Tahití a Moorea</li><li><strong>Días 3 y 4</strong>: travesía a Huahine</li><li><strong>Días 5 y 6</strong>: Raiatea y Taha’a</li><li><strong>Días 7 a 9</strong>: Bora Bora</li><li><strong>Día 10</strong>: desembarque en Bora Bora</li></ul>',
    },
    lastModified: '2026-06-23T20:00:00Z',
  },
];
