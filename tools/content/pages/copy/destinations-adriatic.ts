/** Croatia, Turkey’s Turquoise Coast and Sardinia (spec 2.2 /destination/{slug}). */
import type { Destination } from './destinations-types';

export const adriaticAndBeyond: Destination[] = [
  {
    slug: 'croatia',
    name: { en: 'Croatia’s Dalmatian coast', es: 'Costa dálmata de Croacia' },
    lat: 43.1729,
    lng: 16.4411,
    title: { en: 'Yacht charter in Croatia', es: 'Alquiler de yates en Croacia' },
    teaser: {
      en: 'More than a thousand islands, Roman palaces and pine-fringed coves between Split and Dubrovnik.',
      es: 'Más de mil islas, palacios romanos y calas rodeadas de pinos entre Split y Dubrovnik.',
    },
    about: { en: 'A yacht in a pine-fringed cove on the island of Hvar', es: 'Un yate en una cala rodeada de pinos en la isla de Hvar' },
    intro: {
      en: '<p>Croatia’s coast is made for cruising: short hops between islands, sheltered water and towns of Venetian stone. Split and Dubrovnik are the usual bases, both with direct flights from across Europe.</p><h2>When to go</h2><p>June to September, with July and August the busiest. In May and October the weather is still mild and the national parks are almost empty.</p>',
      es: '<p>La costa croata está hecha para navegar: travesías cortas entre islas, aguas resguardadas y pueblos de piedra veneciana. Split y Dubrovnik son las bases habituales, ambas con vuelos directos desde toda Europa.</p><h2>Cuándo ir</h2><p>De junio a septiembre, con julio y agosto como meses de más afluencia. En mayo y octubre el tiempo sigue siendo suave y los parques nacionales están casi vacíos.</p>',
    },
    highlights: {
      title: { en: 'Dalmatian highlights', es: 'Lo mejor de Dalmacia' },
      html: {
        en: '<ul><li>Diocletian’s Palace in Split, a Roman emperor’s retirement home</li><li>The Pakleni islands off Hvar</li><li>The Blue Cave of Biševo, reached by tender in the morning light</li><li>Mljet national park and its saltwater lakes</li><li>Dubrovnik’s city walls at dusk</li></ul>',
        es: '<ul><li>El Palacio de Diocleciano en Split, el retiro de un emperador romano</li><li>Las islas Pakleni, frente a Hvar</li><li>La Cueva Azul de Biševo, en auxiliar con la luz de la mañana</li><li>El parque nacional de Mljet y sus lagos de agua salada</li><li>Las murallas de Dubrovnik al anochecer</li></ul>',
      },
      about: { en: 'Dubrovnik’s walls seen from the sea', es: 'Las murallas de Dubrovnik vistas desde el mar' },
    },
    itinerary: {
      en: '<h3>A week from Split to Dubrovnik</h3><ul><li><strong>Day 1</strong>: Split to Šolta</li><li><strong>Day 2</strong>: Hvar and the Pakleni islands</li><li><strong>Day 3</strong>: Vis and the Blue Cave</li><li><strong>Day 4</strong>: Korčula</li><li><strong>Day 5</strong>: Mljet national park</li><li><strong>Day 6</strong>: The Elaphiti islands</li><li><strong>Day 7</strong>: Dubrovnik</li></ul>',
      es: '<h3>Una semana de Split a Dubrovnik</h3><ul><li><strong>Día 1</strong>: de Split a Šolta</li><li><strong>Día 2</strong>: Hvar y las islas Pakleni</li><li><strong>Día 3</strong>: Vis y la Cueva Azul</li><li><strong>Día 4</strong>: Korčula</li><li><strong>Día 5</strong>: parque nacional de Mljet</li><li><strong>Día 6</strong>: las islas Elafiti</li><li><strong>Día 7</strong>: Dubrovnik</li></ul>',
    },
    facts: [
      { number: 1244, text: { en: 'islands, islets and reefs', es: 'islas, islotes y arrecifes' } },
      { number: 8, text: { en: 'national parks', es: 'parques nacionales' } },
    ],
    lastModified: '2026-01-20T11:00:00Z',
  },
  {
    slug: 'turquoise-coast',
    name: { en: 'Turkey’s Turquoise Coast', es: 'Costa Turquesa de Turquía' },
    lat: 36.7544,
    lng: 28.9409,
    title: { en: 'Yacht charter on Turkey’s Turquoise Coast', es: 'Alquiler de yates en la Costa Turquesa de Turquía' },
    teaser: {
      en: 'Pine-clad bays, Lycian tombs and the world’s warmest welcome, from Bodrum to Kekova.',
      es: 'Bahías cubiertas de pinos, tumbas licias y la acogida más cálida del mundo, de Bodrum a Kekova.',
    },
    about: { en: 'A yacht moored stern-to in a pine bay near Göcek', es: 'Un yate amarrado de popa en una bahía de pinos cerca de Göcek' },
    intro: {
      en: '<p>The coast between Bodrum and Antalya is a maze of bays where pine forest meets the sea. Yachts moor stern-to with a line ashore, and dinner is often grilled fish at a wooden jetty restaurant reached only by boat.</p><h2>When to go</h2><p>May to October; the water stays warm into November. Göcek and Fethiye are the usual bases, close to Dalaman airport.</p>',
      es: '<p>La costa entre Bodrum y Antalya es un laberinto de bahías donde el pinar llega hasta el mar. Los yates amarran de popa con un cabo a tierra, y la cena suele ser pescado a la brasa en un restaurante con pantalán de madera al que solo se llega en barco.</p><h2>Cuándo ir</h2><p>De mayo a octubre; el agua sigue templada hasta noviembre. Göcek y Fethiye son las bases habituales, cerca del aeropuerto de Dalaman.</p>',
    },
    highlights: {
      title: { en: 'Along the Lycian coast', es: 'A lo largo de la costa licia' },
      html: {
        en: '<ul><li>The twelve islands of Göcek bay</li><li>The rock tombs of Dalyan and its turtle beach</li><li>The sunken city of Kekova, seen by kayak</li><li>The ancient theatre of Kaş and its fish market</li></ul>',
        es: '<ul><li>Las doce islas de la bahía de Göcek</li><li>Las tumbas excavadas en la roca de Dalyan y su playa de tortugas</li><li>La ciudad sumergida de Kekova, vista en kayak</li><li>El teatro antiguo de Kaş y su mercado de pescado</li></ul>',
      },
      about: { en: 'Lycian rock tombs above the river at Dalyan', es: 'Tumbas licias excavadas en la roca sobre el río de Dalyan' },
    },
    itinerary: {
      en: '<h3>A week from Göcek</h3><ul><li><strong>Day 1</strong>: Göcek islands</li><li><strong>Day 2</strong>: Dalyan river and Iztuzu beach</li><li><strong>Day 3</strong>: Fethiye and Ölüdeniz</li><li><strong>Day 4</strong>: Butterfly Valley</li><li><strong>Day 5</strong>: Kalkan</li><li><strong>Day 6</strong>: Kaş and Kekova</li><li><strong>Day 7</strong>: Return to Göcek</li></ul>',
      es: '<h3>Una semana desde Göcek</h3><ul><li><strong>Día 1</strong>: islas de Göcek</li><li><strong>Día 2</strong>: río de Dalyan y playa de Iztuzu</li><li><strong>Día 3</strong>: Fethiye y Ölüdeniz</li><li><strong>Día 4</strong>: el Valle de las Mariposas</li><li><strong>Día 5</strong>: Kalkan</li><li><strong>Día 6</strong>: Kaş y Kekova</li><li><strong>Día 7</strong>: regreso a Göcek</li></ul>',
    },
    lastModified: '2025-10-08T10:00:00Z',
  },
  {
    slug: 'sardinia',
    name: { en: 'Sardinia’s Costa Smeralda', es: 'Costa Esmeralda de Cerdeña' },
    lat: 41.1356,
    lng: 9.5316,
    title: { en: 'Yacht charter in Sardinia', es: 'Alquiler de yates en Cerdeña' },
    teaser: {
      en: 'Italy’s emerald water: granite islands and Porto Cervo’s summer scene, with Corsica a short crossing away.',
      es: 'Las aguas esmeralda de Italia: islas de granito y el verano de Porto Cervo, con Córcega a una corta travesía.',
    },
    about: { en: 'Granite rocks and emerald water in the Maddalena archipelago', es: 'Rocas de granito y aguas esmeralda en el archipiélago de La Maddalena' },
    intro: {
      en: '<p>The north-east corner of Sardinia has some of the most beautiful water in the Mediterranean. Porto Cervo is the social centre in July and August, while the Maddalena archipelago, a national park, offers sheltered anchorages among pink granite.</p><h2>When to go</h2><p>June to September. The mistral can blow hard from the north-west; the islands give shelter on one side or the other.</p>',
      es: '<p>El extremo nordeste de Cerdeña tiene algunas de las aguas más bellas del Mediterráneo. Porto Cervo es el centro social en julio y agosto, mientras que el archipiélago de La Maddalena, parque nacional, ofrece fondeaderos resguardados entre granito rosa.</p><h2>Cuándo ir</h2><p>De junio a septiembre. El mistral puede soplar con fuerza del noroeste; las islas ofrecen abrigo por uno u otro lado.</p>',
    },
    highlights: {
      title: { en: 'Sardinia and southern Corsica', es: 'Cerdeña y el sur de Córcega' },
      html: {
        en: '<ul><li>Spiaggia del Principe and the coves of the Costa Smeralda</li><li>The Maddalena national park and Budelli’s pink beach, seen from the water</li><li>The Maxi Yacht Rolex Cup in Porto Cervo each September</li><li>Bonifacio’s cliff-top old town, across the strait in Corsica</li></ul>',
        es: '<ul><li>Spiaggia del Principe y las calas de la Costa Esmeralda</li><li>El parque nacional de La Maddalena y la playa rosa de Budelli, vista desde el mar</li><li>La Maxi Yacht Rolex Cup de Porto Cervo, cada septiembre</li><li>El casco antiguo de Bonifacio sobre los acantilados, al otro lado del estrecho, en Córcega</li></ul>',
      },
      about: { en: 'Bonifacio old town on white cliffs above the sea', es: 'El casco antiguo de Bonifacio sobre acantilados blancos' },
    },
    itinerary: {
      en: '<h3>A week from Olbia</h3><ul><li><strong>Day 1</strong>: Olbia to Tavolara</li><li><strong>Day 2</strong>: Costa Smeralda and Porto Cervo</li><li><strong>Day 3</strong>: Maddalena archipelago</li><li><strong>Day 4</strong>: Crossing to Bonifacio</li><li><strong>Day 5</strong>: The Lavezzi islands</li><li><strong>Day 6</strong>: Back to Sardinia, Cala di Volpe</li><li><strong>Day 7</strong>: Olbia</li></ul>',
      es: '<h3>Una semana desde Olbia</h3><ul><li><strong>Día 1</strong>: de Olbia a Tavolara</li><li><strong>Día 2</strong>: la Costa Esmeralda y Porto Cervo</li><li><strong>Día 3</strong>: archipiélago de La Maddalena</li><li><strong>Día 4</strong>: travesía a Bonifacio</li><li><strong>Día 5</strong>: las islas Lavezzi</li><li><strong>Día 6</strong>: regreso a Cerdeña, Cala di Volpe</li><li><strong>Día 7</strong>: Olbia</li></ul>',
    },
    lastModified: '2026-04-14T09:30:00Z',
  },
];
