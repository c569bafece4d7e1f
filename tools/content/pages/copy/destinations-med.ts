/** Mediterranean destinations (spec 2.2 /destination/{slug}), English and European Spanish. */
import type { Destination } from './destinations-types';

export const mediterranean: Destination[] = [
  {
    slug: 'cote-d-azur',
    name: { en: 'Côte d’Azur', es: 'Costa Azul' },
    lat: 43.5804,
    lng: 7.1251,
    title: { en: 'Yacht charter on the Côte d’Azur', es: 'Alquiler de yates en la Costa Azul' },
    teaser: {
      en: 'Monaco, Cap Ferrat, Antibes and Saint-Tropez: the Riviera of France and Monaco at its most glamorous, seen from the water.',
      es: 'Mónaco, Cap Ferrat, Antibes y Saint-Tropez: la Riviera de Francia y Mónaco en su versión más glamurosa, vista desde el mar.',
    },
    about: { en: 'Yachts anchored off Cap Ferrat with Villefranche behind', es: 'Yates fondeados frente a Cap Ferrat con Villefranche al fondo' },
    intro: {
      en: '<p>Few coastlines pack so much into so few miles. In a week you can lunch at a beach club in Pampelonne, walk the old town of Antibes, anchor under the villas of Cap Ferrat and dine in Monaco, rarely sailing more than two hours a day.</p><h2>When to go</h2><p>May to October. June and September bring warm water and easier berths; July and August are lively and need booking well ahead. The Cannes Film Festival in May and the Monaco Grand Prix bring their own crowds.</p>',
      es: '<p>Pocas costas concentran tanto en tan pocas millas. En una semana puede almorzar en un beach club de Pampelonne, pasear por el casco antiguo de Antibes, fondear bajo las villas de Cap Ferrat y cenar en Mónaco, sin navegar casi nunca más de dos horas al día.</p><h2>Cuándo ir</h2><p>De mayo a octubre. Junio y septiembre traen agua cálida y amarres más fáciles; julio y agosto son animados y conviene reservar con mucha antelación. El Festival de Cannes en mayo y el Gran Premio de Mónaco atraen a su propio público.</p>',
    },
    highlights: {
      title: { en: 'Riviera highlights', es: 'Lo mejor de la Riviera' },
      html: {
        en: '<ul><li>The Îles de Lérins, a short hop from Cannes, with clear water and a monastery vineyard</li><li>Villefranche bay, one of the deepest natural harbours in the Mediterranean</li><li>Pampelonne beach and the village of Saint-Tropez</li><li>The Fondation Maeght and the hill village of Saint-Paul-de-Vence</li></ul>',
        es: '<ul><li>Las islas de Lérins, a un salto de Cannes, con aguas transparentes y el viñedo de un monasterio</li><li>La bahía de Villefranche, uno de los puertos naturales más profundos del Mediterráneo</li><li>La playa de Pampelonne y el pueblo de Saint-Tropez</li><li>La Fundación Maeght y el pueblo en lo alto de Saint-Paul-de-Vence</li></ul>',
      },
      about: { en: 'The old port of Saint-Tropez in the evening', es: 'El puerto viejo de Saint-Tropez al atardecer' },
    },
    itinerary: {
      en: '<h3>A week from Monaco</h3><ul><li><strong>Day 1</strong>: Monaco to Cap Ferrat, swim at Passable</li><li><strong>Day 2</strong>: Villefranche and Nice old town</li><li><strong>Day 3</strong>: Antibes and Cap d’Antibes</li><li><strong>Day 4</strong>: Îles de Lérins</li><li><strong>Day 5</strong>: Esterel red rocks and Saint-Raphaël</li><li><strong>Day 6</strong>: Pampelonne and Saint-Tropez</li><li><strong>Day 7</strong>: Return to Monaco or disembark in Saint-Tropez</li></ul>',
      es: '<h3>Una semana desde Mónaco</h3><ul><li><strong>Día 1</strong>: de Mónaco a Cap Ferrat, baño en Passable</li><li><strong>Día 2</strong>: Villefranche y el casco antiguo de Niza</li><li><strong>Día 3</strong>: Antibes y el Cap d’Antibes</li><li><strong>Día 4</strong>: islas de Lérins</li><li><strong>Día 5</strong>: las rocas rojas del Esterel y Saint-Raphaël</li><li><strong>Día 6</strong>: Pampelonne y Saint-Tropez</li><li><strong>Día 7</strong>: regreso a Mónaco o desembarque en Saint-Tropez</li></ul>',
    },
    facts: [
      { number: 55, unit: { en: 'nm', es: 'mn' }, text: { en: 'Monaco to Saint-Tropez', es: 'de Mónaco a Saint-Tropez' } },
      { number: 24, unit: { en: '°C', es: '°C' }, text: { en: 'average sea temperature in August', es: 'temperatura media del mar en agosto' } },
    ],
    lastModified: '2026-03-10T09:00:00Z',
  },
  {
    slug: 'amalfi-coast',
    name: { en: 'Amalfi Coast', es: 'Costa Amalfitana' },
    lat: 40.6333,
    lng: 14.6029,
    title: { en: 'Yacht charter on the Amalfi Coast', es: 'Alquiler de yates en la Costa Amalfitana' },
    teaser: {
      en: 'Italy at its most dramatic: cliffside villages, lemon groves and the islands of Capri and Ischia, best reached by sea.',
      es: 'Italia en su versión más espectacular: pueblos colgados de los acantilados, limoneros y las islas de Capri e Isquia, mejor si se llega por mar.',
    },
    about: { en: 'Positano’s coloured houses rising above a yacht at anchor', es: 'Las casas de colores de Positano sobre un yate fondeado' },
    intro: {
      en: '<p>The coast road from Sorrento to Salerno is famous for its traffic as much as its views. From a yacht, you skip the queues and see Positano, Amalfi and Ravello the way they were meant to be seen: from the water, with lunch ashore and a swim in a sea cave in between.</p><h2>When to go</h2><p>Late May to early October. The water is warmest in August, when Capri is at its busiest; June and September are ideal.</p>',
      es: '<p>La carretera de la costa entre Sorrento y Salerno es tan famosa por sus atascos como por sus vistas. Desde un yate se ahorran las colas y se ven Positano, Amalfi y Ravello como deben verse: desde el mar, con un almuerzo en tierra y un baño en una cueva marina entre medias.</p><h2>Cuándo ir</h2><p>De finales de mayo a principios de octubre. El agua está más cálida en agosto, cuando Capri está más concurrida; junio y septiembre son ideales.</p>',
    },
    highlights: {
      title: { en: 'Between Capri and Salerno', es: 'Entre Capri y Salerno' },
      html: {
        en: '<ul><li>The Faraglioni rocks and the Blue Grotto of Capri</li><li>Lunch at a family trattoria in Nerano, known for its spaghetti with courgettes</li><li>The gardens of Villa Cimbrone in Ravello</li><li>Ischia’s thermal springs and the Aragonese castle</li></ul>',
        es: '<ul><li>Los farallones y la Gruta Azul de Capri</li><li>Un almuerzo en una trattoria familiar de Nerano, famosa por sus espaguetis con calabacín</li><li>Los jardines de Villa Cimbrone en Ravello</li><li>Las aguas termales de Isquia y el castillo aragonés</li></ul>',
      },
      about: { en: 'The Faraglioni rocks off Capri at sunrise', es: 'Los farallones de Capri al amanecer' },
    },
    itinerary: {
      en: '<h3>A week from Naples</h3><ul><li><strong>Day 1</strong>: Naples to Procida</li><li><strong>Day 2</strong>: Ischia and its hot springs</li><li><strong>Day 3</strong>: Capri, the Faraglioni and the Blue Grotto</li><li><strong>Day 4</strong>: Nerano and the Bay of Ieranto</li><li><strong>Day 5</strong>: Positano</li><li><strong>Day 6</strong>: Amalfi and Ravello</li><li><strong>Day 7</strong>: Salerno or back to Naples</li></ul>',
      es: '<h3>Una semana desde Nápoles</h3><ul><li><strong>Día 1</strong>: de Nápoles a Prócida</li><li><strong>Día 2</strong>: Isquia y sus aguas termales</li><li><strong>Día 3</strong>: Capri, los farallones y la Gruta Azul</li><li><strong>Día 4</strong>: Nerano y la bahía de Ieranto</li><li><strong>Día 5</strong>: Positano</li><li><strong>Día 6</strong>: Amalfi y Ravello</li><li><strong>Día 7</strong>: Salerno o regreso a Nápoles</li></ul>',
    },
    lastModified: '2025-12-02T10:00:00Z',
  },
  {
    slug: 'balearic-islands',
    name: { en: 'Balearic Islands', es: 'Islas Baleares' },
    lat: 39.5696,
    lng: 2.6502,
    title: { en: 'Yacht charter in the Balearic Islands', es: 'Alquiler de yates en las Islas Baleares' },
    teaser: {
      en: 'Mallorca, Menorca, Ibiza and Formentera: four islands of Spain, countless calas and some of the clearest water in Europe.',
      es: 'Mallorca, Menorca, Ibiza y Formentera: cuatro islas de España, innumerables calas y algunas de las aguas más transparentes de Europa.',
    },
    about: { en: 'A yacht anchored in a turquoise cala in Menorca', es: 'Un yate fondeado en una cala turquesa de Menorca' },
    intro: {
      en: '<p>The Balearics combine quiet anchorages with some of the Mediterranean’s best restaurants and nightlife. Palma, home to one of our offices, is the main yachting hub, with shipyards, marinas and easy flights from across Europe.</p><p>The Posidonia seagrass that keeps the water so clear is protected: yachts anchor on sand or use the eco-moorings the islands provide, and our captains know where.</p><h2>When to go</h2><p>May to October, with warm water from late June. Ibiza peaks in August; Menorca and the north of Mallorca stay calmer.</p>',
      es: '<p>Baleares combina fondeaderos tranquilos con algunos de los mejores restaurantes y la mejor vida nocturna del Mediterráneo. Palma, donde tenemos oficina, es el gran centro náutico, con astilleros, puertos deportivos y vuelos sencillos desde toda Europa.</p><p>La posidonia que mantiene el agua tan transparente está protegida: los yates fondean sobre arena o usan las boyas ecológicas que ofrecen las islas, y nuestros capitanes saben dónde.</p><h2>Cuándo ir</h2><p>De mayo a octubre, con el agua cálida desde finales de junio. Ibiza vive su apogeo en agosto; Menorca y el norte de Mallorca son más tranquilos.</p>',
    },
    highlights: {
      title: { en: 'Island highlights', es: 'Lo mejor de las islas' },
      html: {
        en: '<ul><li>The Tramuntana cliffs and the cove of Sa Calobra in Mallorca</li><li>The national park of Cabrera, with limited permits for anchoring</li><li>Menorca’s southern calas, from Macarella to Mitjana</li><li>Formentera’s Ses Illetes beach and its Caribbean colours</li></ul>',
        es: '<ul><li>Los acantilados de la Tramuntana y la cala de Sa Calobra, en Mallorca</li><li>El parque nacional de Cabrera, con permisos limitados para fondear</li><li>Las calas del sur de Menorca, de Macarella a Mitjana</li><li>La playa de Ses Illetes en Formentera y sus colores caribeños</li></ul>',
      },
      about: { en: 'The cliffs of the Serra de Tramuntana dropping into the sea', es: 'Los acantilados de la Serra de Tramuntana cayendo al mar' },
    },
    itinerary: {
      en: '<h3>A week from Palma</h3><ul><li><strong>Day 1</strong>: Palma to the south-west coast and Portals Vells</li><li><strong>Day 2</strong>: Cabrera national park</li><li><strong>Day 3</strong>: Crossing to Ibiza, Cala d’Hort and Es Vedrà</li><li><strong>Day 4</strong>: Formentera</li><li><strong>Day 5</strong>: Ibiza town and dinner ashore</li><li><strong>Day 6</strong>: Back to Mallorca and Sant Elm</li><li><strong>Day 7</strong>: Tramuntana coast and return to Palma</li></ul>',
      es: '<h3>Una semana desde Palma</h3><ul><li><strong>Día 1</strong>: de Palma a la costa suroeste y Portals Vells</li><li><strong>Día 2</strong>: parque nacional de Cabrera</li><li><strong>Día 3</strong>: travesía a Ibiza, Cala d’Hort y Es Vedrà</li><li><strong>Día 4</strong>: Formentera</li><li><strong>Día 5</strong>: Ibiza ciudad y cena en tierra</li><li><strong>Día 6</strong>: regreso a Mallorca y Sant Elm</li><li><strong>Día 7</strong>: costa de la Tramuntana y vuelta a Palma</li></ul>',
    },
    facts: [
      { number: 4, text: { en: 'main islands', es: 'islas principales' } },
      { number: 1400, unit: { en: 'km', es: 'km' }, text: { en: 'of coastline', es: 'de costa' } },
    ],
    lastModified: '2026-02-17T08:30:00Z',
  },
  {
    slug: 'greek-cyclades',
    name: { en: 'Greek Cyclades', es: 'Cícladas griegas' },
    lat: 37.1036,
    lng: 25.3763,
    title: { en: 'Yacht charter in the Greek Cyclades', es: 'Alquiler de yates en las Cícladas griegas' },
    teaser: {
      en: 'Whitewashed villages, volcanic beaches and the meltemi wind: Greece’s Aegean at its most iconic.',
      es: 'Pueblos encalados, playas volcánicas y el viento meltemi: el Egeo de Grecia en su versión más icónica.',
    },
    about: { en: 'A yacht below the white villages of Santorini’s caldera', es: 'Un yate bajo los pueblos blancos de la caldera de Santorini' },
    intro: {
      en: '<p>The Cyclades are a ring of more than two hundred islands in the southern Aegean, each with its own character: cosmopolitan Mykonos, volcanic Milos and Santorini, quiet Folegandros and Koufonisia. Distances are short and every island has a harbour taverna.</p><h2>When to go</h2><p>May, June and September are the sweet spot. In July and August the meltemi, a strong northerly, can blow for days; a good captain plans around it, and a larger yacht makes it comfortable.</p>',
      es: '<p>Las Cícladas forman un anillo de más de doscientas islas en el sur del Egeo, cada una con su carácter: la cosmopolita Míconos, las volcánicas Milos y Santorini, las tranquilas Folegandros y Koufonisia. Las distancias son cortas y cada isla tiene su taberna en el puerto.</p><h2>Cuándo ir</h2><p>Mayo, junio y septiembre son el momento ideal. En julio y agosto el meltemi, un fuerte viento del norte, puede soplar durante días; un buen capitán planifica en función de él, y un yate más grande lo hace llevadero.</p>',
    },
    highlights: {
      title: { en: 'Island by island', es: 'Isla a isla' },
      html: {
        en: '<ul><li>The white cliffs and lunar rocks of Sarakiniko, Milos</li><li>The caldera of Santorini at sunset, from the water</li><li>The archaeological site of Delos, a short hop from Mykonos</li><li>The turquoise lagoons of Koufonisia</li></ul>',
        es: '<ul><li>Los acantilados blancos y las rocas lunares de Sarakiniko, en Milos</li><li>La caldera de Santorini al atardecer, desde el mar</li><li>El yacimiento arqueológico de Delos, a un paso de Míconos</li><li>Las lagunas turquesa de Koufonisia</li></ul>',
      },
      about: { en: 'The white rock formations of Sarakiniko beach on Milos', es: 'Las formaciones de roca blanca de la playa de Sarakiniko, en Milos' },
    },
    itinerary: {
      en: '<h3>A week from Athens</h3><ul><li><strong>Day 1</strong>: Athens to Kea</li><li><strong>Day 2</strong>: Syros and its Venetian capital</li><li><strong>Day 3</strong>: Mykonos and Delos</li><li><strong>Day 4</strong>: Naxos</li><li><strong>Day 5</strong>: Koufonisia</li><li><strong>Day 6</strong>: Ios or Santorini</li><li><strong>Day 7</strong>: Disembark in Santorini or Mykonos</li></ul>',
      es: '<h3>Una semana desde Atenas</h3><ul><li><strong>Día 1</strong>: de Atenas a Kea</li><li><strong>Día 2</strong>: Siros y su capital veneciana</li><li><strong>Día 3</strong>: Míconos y Delos</li><li><strong>Día 4</strong>: Naxos</li><li><strong>Día 5</strong>: Koufonisia</li><li><strong>Día 6</strong>: Íos o Santorini</li><li><strong>Día 7</strong>: desembarque en Santorini o Míconos</li></ul>',
    },
    lastModified: '2025-11-25T09:00:00Z',
  },
];
