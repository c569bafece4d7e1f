/** News articles on brokerage and charter (spec 3.9), English and European Spanish. */
import type { Article } from './news-types';

export const marketArticles: Article[] = [
  {
    slug: 'halcyon-sells-62m-motor-yacht-aurelia',
    category: 'brokerage_news',
    date: '2025-02-18T09:30:00Z',
    subject: 'yacht',
    title: { en: 'Halcyon closes the sale of the 62-metre motor yacht Aurelia', es: 'Halcyon cierra la venta del yate a motor Aurelia, de 62 metros' },
    short: { en: 'Aurelia sold', es: 'Aurelia, vendido' },
    teaser: {
      en: 'The Dutch-built 62-metre changes hands after a four-month campaign, with the buyer represented by our London office.',
      es: 'El 62 metros de construcción holandesa cambia de manos tras una campaña de cuatro meses, con el comprador representado por nuestra oficina de Londres.',
    },
    about: { en: 'The 62-metre motor yacht Aurelia at anchor off Cap Ferrat', es: 'El yate a motor Aurelia, de 62 metros, fondeado frente a Cap Ferrat' },
    body: {
      en: '<p>Halcyon Yachts has closed the sale of <strong>Aurelia</strong>, the 62-metre steel and aluminium motor yacht delivered by a leading Dutch yard in 2014 and refitted in 2022. Our Monaco office acted as central agent for the seller, and the buyer was introduced and represented by a colleague in London.</p><p>Aurelia came to market in October with an asking price of €79.5 million. Over four months she received eleven viewings and three written offers; the deal closed after a sea trial off Monaco and a full out-of-water survey in La Ciotat.</p>',
      es: '<p>Halcyon Yachts ha cerrado la venta de <strong>Aurelia</strong>, el yate a motor de 62 metros en acero y aluminio entregado por un destacado astillero holandés en 2014 y reformado en 2022. Nuestra oficina de Mónaco actuó como agente central del vendedor, y un compañero de Londres presentó y representó al comprador.</p><p>Aurelia salió al mercado en octubre con un precio de 79,5 millones de euros. En cuatro meses recibió once visitas y tres ofertas por escrito; la operación se cerró tras una prueba de mar frente a Mónaco y una inspección completa en seco en La Ciotat.</p>',
    },
    quote: {
      en: '“A well-kept yacht from a top yard, priced honestly, will always find a buyer.”',
      es: '«Un yate bien mantenido, de un gran astillero y con un precio honesto, siempre encuentra comprador».',
    },
    more: {
      en: '<p>The new owner plans a Mediterranean season in 2025 before a crossing to the Caribbean, and has kept the captain and most of the crew. Aurelia will remain under Halcyon <a href="/yacht-management">yacht management</a>.</p><p>Thinking of selling? Start with a <a href="/yacht-market-evaluation">market evaluation</a> from our sales team.</p>',
      es: '<p>El nuevo armador prevé una temporada en el Mediterráneo en 2025 antes de cruzar al Caribe, y ha mantenido al capitán y a la mayor parte de la tripulación. Aurelia seguirá bajo la <a href="/yacht-management">gestión de Halcyon</a>.</p><p>¿Piensa en vender? Empiece por una <a href="/yacht-market-evaluation">valoración de mercado</a> de nuestro equipo de ventas.</p>',
    },
  },
  {
    slug: 'superyacht-sales-market-first-half-2026',
    category: 'brokerage_news',
    date: '2026-07-14T08:00:00Z',
    subject: 'harbour',
    title: { en: 'The superyacht sales market in the first half of 2026', es: 'El mercado de compraventa de superyates en el primer semestre de 2026' },
    short: { en: 'Sales market, H1 2026', es: 'Mercado, 1.er semestre 2026' },
    teaser: {
      en: 'Fewer sales, higher prices: our brokers read the numbers for yachts over 30 metres between January and June.',
      es: 'Menos ventas y precios más altos: nuestros brókers analizan las cifras de los yates de más de 30 metros entre enero y junio.',
    },
    about: { en: 'Superyachts moored in Port Vauban, Antibes', es: 'Superyates amarrados en Port Vauban, Antibes' },
    body: {
      en: '<p>Between January and June 2026, 214 yachts over 30 metres were sold worldwide, 6% fewer than in the same period of 2025. The total value of those sales rose, however, as larger yachts made up a greater share of the deals.</p><p>Yachts between 30 and 40 metres remain the most liquid part of the market, with a median time to sale of 7.5 months. Above 60 metres, buyers are fewer and more selective, and a realistic asking price makes the difference between a sale in one season and a listing that lingers.</p>',
      es: '<p>Entre enero y junio de 2026 se vendieron en todo el mundo 214 yates de más de 30 metros, un 6 % menos que en el mismo periodo de 2025. Sin embargo, el valor total de esas ventas aumentó, porque los yates más grandes tuvieron más peso en las operaciones.</p><p>Los yates de 30 a 40 metros siguen siendo el segmento más líquido del mercado, con un plazo medio de venta de 7,5 meses. Por encima de los 60 metros, los compradores son menos y más exigentes, y un precio realista marca la diferencia entre vender en una temporada o seguir anunciado durante años.</p>',
    },
    more: {
      en: '<p>Asking-price reductions averaged 9% before sale, down from 12% a year earlier. Well-maintained yachts with a recent refit and a clean class history are selling close to their asking price; those with deferred maintenance are discounted heavily.</p><p>For a view on your own yacht, ask our brokers for a <a href="/yacht-market-evaluation">market evaluation</a>, or browse the <a href="/yachts-for-sale">yachts for sale</a> today.</p>',
      es: '<p>Las rebajas sobre el precio de salida se situaron de media en un 9 % antes de la venta, frente al 12 % de un año antes. Los yates bien mantenidos, con un refit reciente y un historial de clasificación limpio, se venden cerca de su precio; los que arrastran mantenimiento pendiente sufren fuertes descuentos.</p><p>Para conocer la situación de su yate, pida a nuestros brókers una <a href="/yacht-market-evaluation">valoración de mercado</a> o consulte los <a href="/yachts-for-sale">yates en venta</a> hoy.</p>',
    },
    facts: [
      { number: 214, text: { en: 'yachts over 30 m sold', es: 'yates de más de 30 m vendidos' } },
      { number: 7.5, unit: { en: 'months', es: 'meses' }, text: { en: 'median time to sale, 30–40 m', es: 'plazo medio de venta, 30–40 m' } },
      { number: 9, unit: { en: '%', es: '%' }, text: { en: 'average price reduction', es: 'rebaja media de precio' } },
    ],
  },
  {
    slug: 'sailing-yacht-meltemi-sold-in-eleven-days',
    category: 'brokerage_news',
    date: '2025-09-30T10:15:00Z',
    subject: 'seascape',
    title: { en: 'Sailing yacht Meltemi sold eleven days after listing', es: 'El velero Meltemi, vendido once días después de salir al mercado' },
    short: { en: 'Meltemi sold', es: 'Meltemi, vendido' },
    teaser: {
      en: 'The 38-metre performance sloop found her new owner at the Cannes Yachting Festival.',
      es: 'El balandro de regata-crucero de 38 metros encontró nuevo armador en el Cannes Yachting Festival.',
    },
    about: { en: 'The sloop Meltemi sailing upwind with a full main', es: 'El balandro Meltemi ciñendo con la mayor desplegada' },
    body: {
      en: '<p><strong>Meltemi</strong>, the 38-metre carbon sloop launched in Italy in 2017, has been sold by our Athens and Palma offices eleven days after she was listed. The buyer, an experienced racing sailor, first stepped aboard at the Cannes Yachting Festival in September.</p><p>Her seller had cruised her from the Aegean to Patagonia and back, and she came to market with a full service history, a new mast step and sails less than two seasons old.</p>',
      es: '<p><strong>Meltemi</strong>, el balandro de carbono de 38 metros botado en Italia en 2017, ha sido vendido por nuestras oficinas de Atenas y Palma once días después de anunciarse. El comprador, un regatista experimentado, subió a bordo por primera vez en el Cannes Yachting Festival en septiembre.</p><p>Su vendedor lo había llevado del Egeo a la Patagonia y de vuelta, y salió al mercado con un historial de mantenimiento completo, una carlinga del mástil nueva y velas con menos de dos temporadas.</p>',
    },
    more: {
      en: '<p>Large performance sailing yachts are a small market, and the right buyer is often already known to a broker who races. Meltemi will join the superyacht regatta circuit in Palma and Porto Cervo next summer.</p>',
      es: '<p>Los grandes veleros de regata-crucero forman un mercado reducido, y a menudo el comprador adecuado ya lo conoce algún bróker que también regatea. Meltemi se unirá el próximo verano al circuito de regatas de superyates en Palma y Porto Cervo.</p>',
    },
  },
  {
    slug: 'halcyon-central-agent-for-55m-explorer-nordlys',
    category: 'brokerage_news',
    date: '2026-03-03T11:00:00Z',
    subject: 'yacht',
    title: { en: 'Halcyon appointed central agent for the 55-metre explorer Nordlys', es: 'Halcyon, nombrada agente central del explorador Nordlys, de 55 metros' },
    short: { en: 'Nordlys listed', es: 'Nordlys, en venta' },
    teaser: {
      en: 'Ice-classed, with a range of 6,000 nautical miles and a helideck, Nordlys is ready for the high latitudes.',
      es: 'Con cota hielo, 6.000 millas náuticas de autonomía y helipuerto, Nordlys está preparado para las altas latitudes.',
    },
    about: { en: 'The explorer yacht Nordlys in front of a glacier in Svalbard', es: 'El yate explorador Nordlys ante un glaciar en Svalbard' },
    body: {
      en: '<p>The owner of <strong>Nordlys</strong>, the 55-metre expedition yacht converted from a Norwegian support vessel in 2019, has appointed Halcyon Yachts as central agent for her sale. She is listed at €34 million and lies in Fort Lauderdale.</p><p>Nordlys carries a Polar Code certificate, two tenders, a six-person submarine and a helideck, and has spent three summers in Svalbard and two winters in Antarctica.</p>',
      es: '<p>El armador de <strong>Nordlys</strong>, el yate de expedición de 55 metros transformado a partir de un buque de apoyo noruego en 2019, ha nombrado a Halcyon Yachts agente central para su venta. Su precio es de 34 millones de euros y se encuentra en Fort Lauderdale.</p><p>Nordlys cuenta con certificado del Código Polar, dos auxiliares, un submarino para seis personas y helipuerto, y ha pasado tres veranos en Svalbard y dos inviernos en la Antártida.</p>',
    },
    quote: {
      en: '“She has already been where most yachts only dream of going.”',
      es: '«Ya ha estado donde la mayoría de los yates solo sueña con ir».',
    },
    more: {
      en: '<p>Viewings can be arranged through our Fort Lauderdale and Palm Beach offices. Nordlys is also available for <a href="/yachts-for-charter">charter</a> until her sale.</p>',
      es: '<p>Las visitas pueden concertarse a través de nuestras oficinas de Fort Lauderdale y Palm Beach. Nordlys también está disponible para <a href="/yachts-for-charter">chárter</a> hasta que se venda.</p>',
    },
  },
  {
    slug: 'mediterranean-charter-season-2026-outlook',
    category: 'charter_news',
    date: '2026-04-08T07:45:00Z',
    subject: 'destination',
    title: { en: 'Mediterranean charter season 2026: what to expect', es: 'Temporada de chárter 2026 en el Mediterráneo: qué esperar' },
    short: { en: 'Med season 2026', es: 'Mediterráneo 2026' },
    teaser: {
      en: 'July is almost full, June and September are the new peak, and Croatia and Turkey are gaining ground.',
      es: 'Julio está casi completo, junio y septiembre son la nueva temporada alta, y Croacia y Turquía ganan terreno.',
    },
    about: { en: 'Yachts at anchor in a cove on the Côte d’Azur in early summer', es: 'Yates fondeados en una cala de la Costa Azul a principios de verano' },
    body: {
      en: '<p>By early April, 78% of the July weeks on the yachts we represent were already booked, the highest figure we have recorded. August is close behind. Guests who want the Côte d’Azur or the Amalfi Coast at the height of summer should decide within weeks, not months.</p><p>The quieter news is the rise of the shoulder season. June and September now account for 41% of our Mediterranean bookings, against 29% five years ago: warm water, softer light and easier berths in Portofino and Saint-Tropez.</p>',
      es: '<p>A principios de abril ya estaba reservado el 78 % de las semanas de julio en los yates que representamos, la cifra más alta que hemos registrado. Agosto le sigue de cerca. Quien quiera la Costa Azul o la Costa Amalfitana en pleno verano debería decidirse en semanas, no en meses.</p><p>La novedad más discreta es el auge de la temporada media. Junio y septiembre suponen ya el 41 % de nuestras reservas en el Mediterráneo, frente al 29 % de hace cinco años: agua cálida, una luz más suave y amarres más fáciles en Portofino y Saint-Tropez.</p>',
    },
    more: {
      en: '<p>Croatia and Turkey’s Turquoise Coast continue to grow, offering long cruising days between quiet anchorages. See our guides to <a href="/destination/croatia">Croatia</a> and <a href="/destination/turquoise-coast">the Turquoise Coast</a>, or ask a <a href="/contact-a-charter-broker">charter broker</a> what is still free.</p>',
      es: '<p>Croacia y la Costa Turquesa de Turquía siguen creciendo, con largas jornadas de navegación entre fondeaderos tranquilos. Consulte nuestras guías de <a href="/destino/croatia">Croacia</a> y de <a href="/destino/turquoise-coast">la Costa Turquesa</a>, o pregunte a un <a href="/contact-a-charter-broker">bróker de chárter</a> qué queda libre.</p>',
    },
    facts: [
      { number: 78, unit: { en: '%', es: '%' }, text: { en: 'of July weeks booked by April', es: 'de las semanas de julio reservadas en abril' } },
      { number: 41, unit: { en: '%', es: '%' }, text: { en: 'of bookings in June or September', es: 'de las reservas en junio o septiembre' } },
    ],
  },
  {
    slug: 'caribbean-winter-charter-2026-2027',
    category: 'charter_news',
    date: '2026-10-21T13:20:00Z',
    subject: 'destination',
    title: { en: 'Caribbean winter 2026–2027: book the holidays now', es: 'Invierno 2026–2027 en el Caribe: reserve ya las fiestas' },
    short: { en: 'Caribbean winter 2026–27', es: 'Caribe, invierno 2026–27' },
    teaser: {
      en: 'Christmas and New Year in St Barths are nearly sold out; the Bahamas and the BVI still have yachts in January.',
      es: 'Navidad y Fin de Año en San Bartolomé están casi agotados; Bahamas y las Islas Vírgenes Británicas aún tienen yates en enero.',
    },
    about: { en: 'A motor yacht anchored in Gustavia harbour, St Barths', es: 'Un yate a motor fondeado en el puerto de Gustavia, San Bartolomé' },
    body: {
      en: '<p>Some 120 charter yachts over 30 metres will spend this winter in the Caribbean, and the festive fortnight is once again the tightest period of the year. In St Barths, where anchoring space off Gustavia is limited, all but a handful of the yachts we represent are booked for New Year’s Eve.</p><p>January and February are a different story. The Exumas and the British Virgin Islands offer steady trade winds, empty beaches and, this season, several new yachts with introductory rates.</p>',
      es: '<p>Unos 120 yates de chárter de más de 30 metros pasarán este invierno en el Caribe, y la quincena de fiestas vuelve a ser el periodo más disputado del año. En San Bartolomé, donde el espacio para fondear frente a Gustavia es limitado, casi todos los yates que representamos están reservados para Nochevieja.</p><p>Enero y febrero son otra historia. Las Exumas y las Islas Vírgenes Británicas ofrecen alisios constantes, playas vacías y, esta temporada, varios yates nuevos con tarifas de lanzamiento.</p>',
    },
    quote: {
      en: '“In January the Caribbean is at its best, and at its quietest.”',
      es: '«En enero el Caribe está en su mejor momento, y en el más tranquilo».',
    },
    more: {
      en: '<p>Our destination guides to <a href="/destination/st-barths">St Barths</a>, <a href="/destination/bahamas">the Bahamas</a> and <a href="/destination/british-virgin-islands">the British Virgin Islands</a> suggest routes for a week, and the Antigua Charter Yacht Show in December is the place to see many of the yachts in person.</p>',
      es: '<p>Nuestras guías de <a href="/destino/st-barths">San Bartolomé</a>, <a href="/destino/bahamas">Bahamas</a> y <a href="/destino/british-virgin-islands">las Islas Vírgenes Británicas</a> proponen rutas de una semana, y el Antigua Charter Yacht Show de diciembre es el lugar para ver muchos de estos yates en persona.</p>',
    },
  },
  {
    slug: 'indian-ocean-charter-maldives-seychelles',
    category: 'charter_news',
    date: '2025-11-12T09:00:00Z',
    subject: 'destination',
    title: { en: 'Indian Ocean charter bookings up by a third', es: 'Las reservas de chárter en el Índico suben un tercio' },
    short: { en: 'Indian Ocean charters', es: 'Chárter en el Índico' },
    teaser: {
      en: 'The Maldives and the Seychelles draw more winter charters as yachts base themselves in the region.',
      es: 'Maldivas y Seychelles atraen más chárteres de invierno a medida que los yates se instalan en la región.',
    },
    about: { en: 'A yacht anchored beside a Maldivian sandbank', es: 'Un yate fondeado junto a un banco de arena en Maldivas' },
    body: {
      en: '<p>Winter bookings in the Maldives and the Seychelles are up 34% on last season. The reason is supply: for years, guests had to wait for one of a few yachts to reposition from the Mediterranean. Now nine yachts over 35 metres are based in the region from November to April.</p><p>The Maldives reward guests who love the water: manta cleaning stations, whale sharks in South Ari and surf breaks in the North Malé atoll. The Seychelles add granite islands, giant tortoises and some of the world’s best saltwater fly-fishing.</p>',
      es: '<p>Las reservas de invierno en Maldivas y Seychelles han subido un 34 % respecto a la temporada pasada. La razón es la oferta: durante años había que esperar a que alguno de los pocos yates disponibles llegara desde el Mediterráneo. Hoy nueve yates de más de 35 metros tienen su base en la región de noviembre a abril.</p><p>Maldivas premia a quienes aman el agua: estaciones de limpieza de mantas, tiburones ballena en Ari Sur y olas para surfear en el atolón de Malé Norte. Seychelles añade islas de granito, tortugas gigantes y una de las mejores pescas con mosca en agua salada del mundo.</p>',
    },
    more: {
      en: '<p>Both destinations need careful permits and local agents; our charter brokers arrange them as part of the booking. Read our guides to <a href="/destination/maldives">the Maldives</a> and <a href="/destination/seychelles">the Seychelles</a>.</p>',
      es: '<p>Ambos destinos exigen permisos y agentes locales; nuestros brókers de chárter los gestionan con la reserva. Lea nuestras guías de <a href="/destino/maldives">Maldivas</a> y <a href="/destino/seychelles">Seychelles</a>.</p>',
    },
    facts: [
      { number: 34, unit: { en: '%', es: '%' }, text: { en: 'more winter bookings', es: 'más reservas de invierno' } },
      { number: 9, text: { en: 'yachts over 35 m based in the region', es: 'yates de más de 35 m con base en la región' } },
    ],
  },
  {
    slug: 'new-charter-yachts-joining-the-fleet-2026',
    category: 'charter_news',
    date: '2026-01-27T15:00:00Z',
    subject: 'yacht',
    title: { en: 'Five new yachts join the Halcyon charter fleet for 2026', es: 'Cinco yates nuevos se suman a la flota de chárter de Halcyon en 2026' },
    short: { en: 'New charter yachts 2026', es: 'Nuevos yates 2026' },
    teaser: {
      en: 'From a 33-metre catamaran to a 74-metre motor yacht with a beach club, this year’s newcomers.',
      es: 'De un catamarán de 33 metros a un yate a motor de 74 metros con beach club: las novedades de este año.',
    },
    about: { en: 'A new motor yacht on her first charter, seen from the tender', es: 'Un yate a motor nuevo en su primer chárter, visto desde la auxiliar' },
    body: {
      en: '<p>Five yachts join our charter fleet this season, all delivered or refitted within the last eighteen months. They range from <strong>Alizé</strong>, a 33-metre sailing catamaran built for the Caribbean, to <strong>Solenne</strong>, a 74-metre motor yacht with a fold-down beach club and a 12-metre pool.</p><p>Between them is a 45-metre Italian yacht with a zero-speed stabilised deck ideal for families, and two 50-metre motor yachts with hybrid propulsion that can anchor silently overnight.</p>',
      es: '<p>Cinco yates se incorporan esta temporada a nuestra flota de chárter, todos entregados o reformados en los últimos dieciocho meses. Van desde <strong>Alizé</strong>, un catamarán a vela de 33 metros pensado para el Caribe, hasta <strong>Solenne</strong>, un yate a motor de 74 metros con beach club abatible y una piscina de 12 metros.</p><p>Entre ambos hay un yate italiano de 45 metros con estabilizadores en fondeo, ideal para familias, y dos yates a motor de 50 metros con propulsión híbrida que pueden pasar la noche fondeados en silencio.</p>',
    },
    more: {
      en: '<p>All five are listed in our <a href="/new-charter-yachts">new charter yachts</a>, with introductory rates for the early season. Our brokers have been aboard each one.</p>',
      es: '<p>Los cinco figuran en nuestros <a href="/new-charter-yachts">nuevos yates de chárter</a>, con tarifas de lanzamiento para el inicio de temporada. Nuestros brókers han estado a bordo de cada uno de ellos.</p>',
    },
  },
];
