/** The Bahamas, the British Virgin Islands, St Barths and the Norwegian fjords (spec 2.2 /destination/{slug}). */
import type { Destination } from './destinations-types';

export const atlantic: Destination[] = [
  {
    slug: 'bahamas',
    name: { en: 'The Bahamas', es: 'Bahamas' },
    lat: 24.1743,
    lng: -76.4392,
    title: { en: 'Yacht charter in the Bahamas', es: 'Alquiler de yates en Bahamas' },
    teaser: {
      en: 'The Exumas’ sandbars, swimming pigs and endless shallows, less than an hour’s flight from Florida.',
      es: 'Los bancos de arena de las Exumas, los cerdos nadadores y aguas someras infinitas, a menos de una hora de vuelo de Florida.',
    },
    about: { en: 'A motor yacht anchored over a sandbar in the Exumas', es: 'Un yate a motor fondeado sobre un banco de arena en las Exumas' },
    intro: {
      en: '<p>The Exuma Cays stretch for 120 miles south-east of Nassau: hundreds of islands, most uninhabited, surrounded by water in every shade of blue. Yachts with a shallow draft and a good tender fleet get the most out of them.</p><h2>When to go</h2><p>November to June. The Christmas holidays and spring break are the busiest weeks; the hurricane season runs from June to November.</p>',
      es: '<p>Los cayos de Exuma se extienden 120 millas al sureste de Nassau: cientos de islas, la mayoría deshabitadas, rodeadas de agua en todos los tonos de azul. Los yates de poco calado y con buenas auxiliares son los que más partido les sacan.</p><h2>Cuándo ir</h2><p>De noviembre a junio. Las fiestas de Navidad y las vacaciones de primavera son las semanas de más demanda; la temporada de huracanes va de junio a noviembre.</p>',
    },
    highlights: {
      title: { en: 'Exuma highlights', es: 'Lo mejor de las Exumas' },
      html: {
        en: '<ul><li>The Exuma Cays Land and Sea Park, a no-take marine reserve</li><li>Thunderball Grotto, the snorkelling cave from the James Bond film</li><li>The swimming pigs of Big Major Cay</li><li>Shark diving with our partners’ tagging programme</li></ul>',
        es: '<ul><li>El parque terrestre y marino de los cayos de Exuma, una reserva sin pesca</li><li>Thunderball Grotto, la cueva para hacer esnórquel de la película de James Bond</li><li>Los cerdos nadadores de Big Major Cay</li><li>Buceo con tiburones junto al programa de marcaje de nuestros socios</li></ul>',
      },
      about: { en: 'Snorkellers inside Thunderball Grotto', es: 'Buceadores con tubo dentro de Thunderball Grotto' },
    },
    itinerary: {
      en: '<h3>A week from Nassau</h3><ul><li><strong>Day 1</strong>: Nassau to Highbourne Cay</li><li><strong>Day 2</strong>: Allan’s Cay and its iguanas</li><li><strong>Day 3</strong>: Exuma Land and Sea Park, Warderick Wells</li><li><strong>Day 4</strong>: Compass Cay</li><li><strong>Day 5</strong>: Staniel Cay, Thunderball Grotto, Big Major Cay</li><li><strong>Day 6</strong>: Sandbars off Norman’s Cay</li><li><strong>Day 7</strong>: Return to Nassau</li></ul>',
      es: '<h3>Una semana desde Nassau</h3><ul><li><strong>Día 1</strong>: de Nassau a Highbourne Cay</li><li><strong>Día 2</strong>: Allan’s Cay y sus iguanas</li><li><strong>Día 3</strong>: parque terrestre y marino de Exuma, Warderick Wells</li><li><strong>Día 4</strong>: Compass Cay</li><li><strong>Día 5</strong>: Staniel Cay, Thunderball Grotto y Big Major Cay</li><li><strong>Día 6</strong>: bancos de arena frente a Norman’s Cay</li><li><strong>Día 7</strong>: regreso a Nassau</li></ul>',
    },
    facts: [
      { number: 365, text: { en: 'cays in the Exumas', es: 'cayos en las Exumas' } },
      { number: 120, unit: { en: 'nm', es: 'mn' }, text: { en: 'from end to end', es: 'de punta a punta' } },
    ],
    lastModified: '2026-10-27T12:00:00Z',
  },
  {
    slug: 'british-virgin-islands',
    name: { en: 'British Virgin Islands', es: 'Islas Vírgenes Británicas' },
    lat: 18.4286,
    lng: -64.6185,
    title: { en: 'Yacht charter in the British Virgin Islands', es: 'Alquiler de yates en las Islas Vírgenes Británicas' },
    teaser: {
      en: 'Steady trade winds, sheltered water and sixty islands within sight of each other: the Caribbean’s sailing paradise.',
      es: 'Alisios constantes, aguas protegidas y sesenta islas a la vista unas de otras: el paraíso caribeño de la vela.',
    },
    about: { en: 'A sailing yacht reaching past Virgin Gorda', es: 'Un velero navegando al través frente a Virgin Gorda' },
    intro: {
      en: '<p>The BVI have long been the Caribbean’s favourite sailing ground. The Sir Francis Drake Channel is protected from the Atlantic swell, passages are short and there is a beach bar or a snorkelling reef at almost every anchorage.</p><h2>When to go</h2><p>December to May, with the trade winds at their most reliable from January to March.</p>',
      es: '<p>Las Islas Vírgenes Británicas son desde hace mucho la zona de navegación preferida del Caribe. El canal de Sir Francis Drake está protegido del mar de fondo del Atlántico, las travesías son cortas y casi cada fondeadero tiene un chiringuito o un arrecife para hacer esnórquel.</p><h2>Cuándo ir</h2><p>De diciembre a mayo, con los alisios más constantes de enero a marzo.</p>',
    },
    highlights: {
      title: { en: 'Around the islands', es: 'Por las islas' },
      html: {
        en: '<ul><li>The Baths of Virgin Gorda, a maze of granite boulders and pools</li><li>The wreck of the RMS Rhone, one of the Caribbean’s best dives</li><li>White Bay on Jost Van Dyke</li><li>Anegada’s reef and its lobster dinners on the beach</li></ul>',
        es: '<ul><li>The Baths, en Virgin Gorda, un laberinto de rocas de granito y pozas</li><li>El pecio del RMS Rhone, una de las mejores inmersiones del Caribe</li><li>White Bay, en Jost Van Dyke</li><li>El arrecife de Anegada y sus cenas de langosta en la playa</li></ul>',
      },
      about: { en: 'Granite boulders at The Baths on Virgin Gorda', es: 'Rocas de granito en The Baths, Virgin Gorda' },
    },
    itinerary: {
      en: '<h3>A week from Tortola</h3><ul><li><strong>Day 1</strong>: Road Town to Norman Island</li><li><strong>Day 2</strong>: Cooper Island and the Rhone wreck</li><li><strong>Day 3</strong>: Virgin Gorda and The Baths</li><li><strong>Day 4</strong>: North Sound</li><li><strong>Day 5</strong>: Anegada</li><li><strong>Day 6</strong>: Jost Van Dyke</li><li><strong>Day 7</strong>: Return to Tortola</li></ul>',
      es: '<h3>Una semana desde Tortola</h3><ul><li><strong>Día 1</strong>: de Road Town a Norman Island</li><li><strong>Día 2</strong>: Cooper Island y el pecio del Rhone</li><li><strong>Día 3</strong>: Virgin Gorda y The Baths</li><li><strong>Día 4</strong>: North Sound</li><li><strong>Día 5</strong>: Anegada</li><li><strong>Día 6</strong>: Jost Van Dyke</li><li><strong>Día 7</strong>: regreso a Tortola</li></ul>',
    },
    lastModified: '2025-09-16T14:00:00Z',
  },
  {
    slug: 'st-barths',
    name: { en: 'St Barths', es: 'San Bartolomé' },
    lat: 17.8962,
    lng: -62.8498,
    title: { en: 'Yacht charter in St Barths', es: 'Alquiler de yates en San Bartolomé' },
    teaser: {
      en: 'French chic in the Caribbean: Gustavia’s harbour, beach lunches and the most famous New Year’s Eve afloat.',
      es: 'Elegancia francesa en el Caribe: el puerto de Gustavia, almuerzos en la playa y la Nochevieja a flote más famosa.',
    },
    about: { en: 'Superyachts anchored off Gustavia at New Year', es: 'Superyates fondeados frente a Gustavia en Año Nuevo' },
    intro: {
      en: '<p>St Barths is small, just eight square miles, but it draws the largest superyachts in the Caribbean every winter. Days are for beaches such as Colombier and Saline; evenings for Gustavia’s restaurants. Most itineraries combine it with neighbouring St Martin and Anguilla.</p><h2>When to go</h2><p>December to April. For Christmas and New Year, book a year ahead; the anchorage off Gustavia is full.</p>',
      es: '<p>San Bartolomé es pequeña, apenas 21 kilómetros cuadrados, pero cada invierno atrae a los mayores superyates del Caribe. Los días son para playas como Colombier o Saline; las noches, para los restaurantes de Gustavia. La mayoría de los itinerarios la combinan con las vecinas San Martín y Anguila.</p><h2>Cuándo ir</h2><p>De diciembre a abril. Para Navidad y Fin de Año, reserve con un año de antelación; el fondeadero de Gustavia se llena.</p>',
    },
    highlights: {
      title: { en: 'St Barths and its neighbours', es: 'San Bartolomé y sus vecinas' },
      html: {
        en: '<ul><li>Colombier beach, reachable only by sea or on foot</li><li>New Year’s Eve fireworks over Gustavia</li><li>The St Barths Bucket regatta for sailing superyachts in March</li><li>Shoal Bay and Meads Bay on Anguilla</li></ul>',
        es: '<ul><li>La playa de Colombier, accesible solo por mar o a pie</li><li>Los fuegos artificiales de Nochevieja sobre Gustavia</li><li>La regata St Barths Bucket para superyates a vela, en marzo</li><li>Shoal Bay y Meads Bay, en Anguila</li></ul>',
      },
      about: { en: 'Colombier beach seen from the anchorage', es: 'La playa de Colombier vista desde el fondeadero' },
    },
    itinerary: {
      en: '<h3>A week from St Martin</h3><ul><li><strong>Day 1</strong>: Simpson Bay to Anguilla</li><li><strong>Day 2</strong>: Anguilla’s Shoal Bay</li><li><strong>Day 3</strong>: Crossing to St Barths, Colombier</li><li><strong>Day 4</strong>: Gustavia</li><li><strong>Day 5</strong>: Saline and Gouverneur beaches</li><li><strong>Day 6</strong>: Tintamarre island</li><li><strong>Day 7</strong>: Return to St Martin</li></ul>',
      es: '<h3>Una semana desde San Martín</h3><ul><li><strong>Día 1</strong>: de Simpson Bay a Anguila</li><li><strong>Día 2</strong>: Shoal Bay, en Anguila</li><li><strong>Día 3</strong>: travesía a San Bartolomé, Colombier</li><li><strong>Día 4</strong>: Gustavia</li><li><strong>Día 5</strong>: las playas de Saline y Gouverneur</li><li><strong>Día 6</strong>: la isla de Tintamarre</li><li><strong>Día 7</strong>: regreso a San Martín</li></ul>',
    },
    lastModified: '2026-09-29T10:00:00Z',
  },
  {
    slug: 'norwegian-fjords',
    name: { en: 'Norway’s fjords', es: 'Fiordos noruegos' },
    lat: 62.1008,
    lng: 7.2059,
    title: { en: 'Yacht charter in the Norwegian fjords', es: 'Alquiler de yates en los fiordos noruegos' },
    teaser: {
      en: 'Waterfalls, glaciers and the midnight sun: a summer cruise unlike anything in the Mediterranean.',
      es: 'Cascadas, glaciares y el sol de medianoche: un crucero de verano distinto a todo lo que ofrece el Mediterráneo.',
    },
    about: { en: 'An explorer yacht in the Geirangerfjord beneath waterfalls', es: 'Un yate explorador en el Geirangerfjord bajo las cascadas' },
    intro: {
      en: '<p>Norway’s west coast is cut by fjords hundreds of metres deep, with mountains rising straight from the water. Yachts can anchor beneath waterfalls, guests can hike to glaciers or kayak in total silence, and in June the sun barely sets.</p><h2>When to go</h2><p>June to August. Bergen and Ålesund are the usual bases; the most adventurous continue north to the Lofoten islands.</p>',
      es: '<p>La costa occidental de Noruega está surcada por fiordos de cientos de metros de profundidad, con montañas que se levantan directamente desde el agua. Los yates pueden fondear bajo las cascadas, los invitados pueden subir a los glaciares o remar en kayak en completo silencio, y en junio el sol apenas se pone.</p><h2>Cuándo ir</h2><p>De junio a agosto. Bergen y Ålesund son las bases habituales; los más aventureros siguen hacia el norte hasta las islas Lofoten.</p>',
    },
    highlights: {
      title: { en: 'Fjord highlights', es: 'Lo mejor de los fiordos' },
      html: {
        en: '<ul><li>The Geirangerfjord and the Seven Sisters waterfall, a UNESCO World Heritage site</li><li>The Nærøyfjord, barely 250 metres wide at its narrowest</li><li>Heli-skiing on summer snow in the Sunnmøre Alps</li><li>The art nouveau town of Ålesund</li></ul>',
        es: '<ul><li>El Geirangerfjord y la cascada de las Siete Hermanas, Patrimonio Mundial de la UNESCO</li><li>El Nærøyfjord, de apenas 250 metros de ancho en su punto más estrecho</li><li>Heliesquí sobre la nieve de verano en los Alpes de Sunnmøre</li><li>La ciudad modernista de Ålesund</li></ul>',
      },
      about: { en: 'The Seven Sisters waterfall in the Geirangerfjord', es: 'La cascada de las Siete Hermanas en el Geirangerfjord' },
    },
    itinerary: {
      en: '<h3>Ten days from Bergen to Ålesund</h3><ul><li><strong>Days 1–2</strong>: Bergen and the Hardangerfjord</li><li><strong>Days 3–4</strong>: The Sognefjord and the Nærøyfjord</li><li><strong>Days 5–6</strong>: Fjærland and its glacier</li><li><strong>Days 7–8</strong>: The Hjørundfjord and the Sunnmøre Alps</li><li><strong>Days 9–10</strong>: Geiranger and Ålesund</li></ul>',
      es: '<h3>Diez días de Bergen a Ålesund</h3><ul><li><strong>Días 1 y 2</strong>: Bergen y el Hardangerfjord</li><li><strong>Días 3 y 4</strong>: el Sognefjord y el Nærøyfjord</li><li><strong>Días 5 y 6</strong>: Fjærland y su glaciar</li><li><strong>Días 7 y 8</strong>: el Hjørundfjord y los Alpes de Sunnmøre</li><li><strong>Días 9 y 10</strong>: Geiranger y Ålesund</li></ul>',
    },
    facts: [
      { number: 1308, unit: { en: 'm', es: 'm' }, text: { en: 'maximum depth of the Sognefjord', es: 'profundidad máxima del Sognefjord' } },
      { number: 19, unit: { en: 'h', es: 'h' }, text: { en: 'of daylight in late June', es: 'de luz a finales de junio' } },
    ],
    lastModified: '2026-05-26T08:00:00Z',
  },
];
