/** Copy of the charter landing page and the charter listings (spec 2.2, Charter menu). */

export const yachtCharterCopy = {
  title: { en: 'Luxury yacht charter', es: 'Alquiler de yates de lujo' },
  description: {
    en: 'Charter a crewed superyacht with Halcyon Yachts: over 1,200 motor and sailing yachts worldwide and a personal broker from first call to last day.',
    es: 'Alquile un superyate con tripulación con Halcyon Yachts: más de 1.200 yates a motor y a vela en todo el mundo y un bróker personal de principio a fin.',
  },
  cover: {
    title: { en: 'Yacht charter', es: 'Alquiler de yates' },
    subtitle: {
      en: 'Your own yacht, your own crew, your own horizon. We find the one that fits.',
      es: 'Su propio yate, su propia tripulación, su propio horizonte. Nosotros encontramos el que le corresponde.',
    },
    about: {
      en: 'A motor superyacht cruising along a rocky Mediterranean coastline',
      es: 'Un superyate a motor navega junto a una costa rocosa del Mediterráneo',
    },
  },
  intro: {
    headline: { en: 'The freedom of a private yacht', es: 'La libertad de un yate privado' },
    html: {
      en: '<p>A crewed yacht charter is the most private way to travel: a floating villa with a captain, a chef and a crew whose only task is your week. You choose where to wake up each morning, when to swim and where to dine, and the yacht follows.</p><p>Our charter brokers know the fleet first-hand. They inspect yachts every season, attend the charter shows in Barcelona and Antigua and keep notes on every crew. Tell us how you like to travel, and we will shortlist the three or four yachts that truly fit, from a <a href="/yachts-for-charter">40-metre family motor yacht</a> to a <a href="/new-charter-yachts">brand-new explorer</a> on her first season.</p>',
      es: '<p>Alquilar un yate con tripulación es la forma más privada de viajar: una villa flotante con capitán, chef y una tripulación cuya única tarea es su semana. Usted elige dónde despertar cada mañana, cuándo bañarse y dónde cenar, y el yate le sigue.</p><p>Nuestros brókers de chárter conocen la flota de primera mano. Inspeccionan los yates cada temporada, asisten a las ferias de chárter de Barcelona y Antigua y toman nota de cada tripulación. Cuéntenos cómo le gusta viajar y seleccionaremos los tres o cuatro yates que realmente encajan, desde un <a href="/yachts-for-charter">yate familiar a motor de 40 metros</a> hasta un <a href="/new-charter-yachts">explorer recién botado</a> en su primera temporada.</p>',
    },
  },
  figures: {
    headline: { en: 'Charter with Halcyon', es: 'Chárter con Halcyon' },
    yachts: { en: 'yachts available for charter', es: 'yates disponibles para alquilar' },
    weeks: { en: 'charter weeks arranged each year', es: 'semanas de chárter organizadas cada año' },
    brokers: { en: 'dedicated charter brokers', es: 'brókers de chárter especializados' },
    reply: { en: 'hours to your first proposal', es: 'horas hasta su primera propuesta' },
  },
  fleet: {
    title: { en: 'Find your yacht', es: 'Encuentre su yate' },
    html: {
      en: '<p>Browse the full charter fleet by size, guests, destination and weekly rate, or start with the yachts our brokers rate most highly this season. Every listing shows the real crew, the real toys and a realistic all-in budget.</p>',
      es: '<p>Explore toda la flota de chárter por eslora, número de invitados, destino y tarifa semanal, o empiece por los yates que nuestros brókers valoran más esta temporada. Cada ficha muestra la tripulación real, los juguetes náuticos reales y un presupuesto total realista.</p>',
    },
    about: { en: 'The sun deck of a charter yacht with a spa pool', es: 'La cubierta solárium de un yate de chárter con jacuzzi' },
    button: { en: 'Yachts for charter', es: 'Yates de alquiler' },
  },
  destinations: {
    title: { en: 'Where to go, and when', es: 'Adónde ir y cuándo' },
    html: {
      en: '<p>The Mediterranean from June to September, the Caribbean and the Bahamas from December to April, the Indian Ocean and South-East Asia through the northern winter. Our destination guides suggest itineraries, anchorages and restaurants for each season.</p>',
      es: '<p>El Mediterráneo de junio a septiembre, el Caribe y las Bahamas de diciembre a abril, el océano Índico y el sudeste asiático durante el invierno boreal. Nuestras guías de destinos proponen itinerarios, fondeaderos y restaurantes para cada temporada.</p>',
    },
    about: { en: 'A secluded anchorage with clear water and pine trees', es: 'Un fondeadero apartado de aguas transparentes rodeado de pinos' },
    button: { en: 'Explore destinations', es: 'Ver destinos' },
  },
  links: {
    headline: { en: 'Plan your charter', es: 'Planifique su chárter' },
    left: {
      en: 'New to chartering? Our guide explains contracts, APA, VAT and gratuities step by step.',
      es: '¿Es su primer chárter? Nuestra guía explica paso a paso contratos, APA, IVA y propinas.',
    },
    right: {
      en: 'Ready to choose? A charter broker will send a tailored shortlist within 24 hours.',
      es: '¿Listo para elegir? Un bróker de chárter le enviará una selección a medida en 24 horas.',
    },
    guide: { en: 'How to charter a yacht', es: 'Cómo alquilar un yate' },
    broker: { en: 'Contact a charter broker', es: 'Contactar con un bróker de chárter' },
  },
};

export const yachtsForCharterCopy = {
  title: { en: 'Yachts for charter', es: 'Yates de alquiler' },
  description: {
    en: 'Browse crewed motor and sailing yachts for charter worldwide, with weekly rates, guest numbers, crew and cruising areas for every yacht.',
    es: 'Descubra yates a motor y a vela con tripulación para alquilar en todo el mundo, con tarifas semanales, número de invitados, tripulación y zonas de navegación de cada yate.',
  },
  cover: {
    title: { en: 'Yachts for charter', es: 'Yates de alquiler' },
    subtitle: {
      en: 'Motor yachts, sailing yachts, explorers and catamarans, each one known to our brokers.',
      es: 'Yates a motor, veleros, explorers y catamaranes, todos ellos conocidos por nuestros brókers.',
    },
    about: { en: 'Three superyachts moored stern-to in a marina', es: 'Tres superyates amarrados de popa en un puerto deportivo' },
  },
  intro: {
    headline: { en: 'How to choose the right yacht', es: 'Cómo elegir el yate adecuado' },
    html: {
      en: '<p>The right charter yacht is less about length than about how your party likes to live on board. Start with these questions, and your broker will do the rest.</p><h3>Guests and cabins</h3><p>Commercially registered yachts carry up to twelve guests overnight. Check the cabin layout as well as the total: two equal VIP suites suit two couples better than a master suite and three small twins.</p><h3>Motor or sail</h3><p>Motor yachts cover more ground and offer more deck space; sailing yachts give you quiet passages and the thrill of a yacht under canvas. Catamarans offer stability and shallow draught for island hopping.</p><h3>Crew and style</h3><p>The crew makes the charter. Ask about the chef’s background, the crew-to-guest ratio and what the captain recommends for your dates.</p>',
      es: '<p>El yate de chárter adecuado depende menos de la eslora que de cómo le gusta vivir a bordo a su grupo. Empiece por estas preguntas y su bróker se encargará del resto.</p><h3>Invitados y camarotes</h3><p>Los yates con registro comercial admiten hasta doce invitados para pernoctar. Revise la distribución de los camarotes además del total: dos suites VIP iguales convienen más a dos parejas que un camarote del armador y tres pequeños con camas gemelas.</p><h3>Motor o vela</h3><p>Los yates a motor recorren más millas y ofrecen más espacio en cubierta; los veleros regalan travesías silenciosas y la emoción de navegar a vela. Los catamaranes aportan estabilidad y poco calado para saltar de isla en isla.</p><h3>Tripulación y estilo</h3><p>La tripulación hace el chárter. Pregunte por la trayectoria del chef, la proporción entre tripulantes e invitados y lo que recomienda el capitán para sus fechas.</p>',
    },
  },
  included: {
    title: { en: 'What the charter fee includes', es: 'Qué incluye la tarifa de chárter' },
    html: {
      en: '<p>Under a MYBA contract, the weekly fee covers the yacht, her crew and their wages, insurance and the yacht’s equipment and water toys. Running costs are paid separately through the Advance Provisioning Allowance:</p><ul><li><strong>Included:</strong> the yacht, crew, linen, tenders and toys</li><li><strong>APA, usually 30 to 35%:</strong> fuel, food, drinks, berthing and port fees, fully accounted for at the end</li><li><strong>VAT:</strong> set by where the charter starts and cruises</li><li><strong>Gratuity:</strong> at your discretion, customarily 10 to 15%</li></ul>',
      es: '<p>Con un contrato MYBA, la tarifa semanal cubre el yate, la tripulación y sus salarios, el seguro y el equipamiento y los juguetes náuticos del yate. Los gastos de funcionamiento se abonan aparte mediante el APA (Advance Provisioning Allowance):</p><ul><li><strong>Incluido:</strong> el yate, la tripulación, la ropa de cama, las embarcaciones auxiliares y los juguetes</li><li><strong>APA, normalmente del 30 al 35 %:</strong> combustible, comida, bebida, amarres y tasas portuarias, con liquidación detallada al final</li><li><strong>IVA:</strong> depende de dónde empieza y por dónde navega el chárter</li><li><strong>Propina:</strong> a su criterio, habitualmente entre el 10 y el 15 %</li></ul>',
    },
    about: { en: 'A dining table laid on the aft deck of a yacht', es: 'Una mesa preparada para cenar en la cubierta de popa de un yate' },
  },
  cta: {
    broker: { en: 'Ask a charter broker', es: 'Consultar a un bróker de chárter' },
    lastMinute: { en: 'Last-minute availability', es: 'Disponibilidad de última hora' },
  },
};

export const newCharterYachtsCopy = {
  title: { en: 'New charter yachts', es: 'Novedades en yates de chárter' },
  description: {
    en: 'Be among the first guests aboard: superyachts newly launched or joining the charter fleet this season, with introductory rates and crews eager to impress.',
    es: 'Sea de los primeros invitados a bordo: superyates recién botados o incorporados a la flota de chárter esta temporada, con tarifas de lanzamiento y tripulaciones deseosas de sorprender.',
  },
  cover: {
    title: { en: 'New to the charter fleet', es: 'Nuevos en la flota de chárter' },
    subtitle: {
      en: 'Fresh interiors, the latest toys and crews on their first season together.',
      es: 'Interiores a estrenar, los juguetes más recientes y tripulaciones en su primera temporada juntas.',
    },
    about: { en: 'A newly launched motor yacht on sea trials', es: 'Un yate a motor recién botado durante sus pruebas de mar' },
  },
  intro: {
    headline: { en: 'First season, first choice', es: 'Primera temporada, primera elección' },
    html: {
      en: '<p>Every year a few dozen remarkable yachts enter the charter market, some straight from the shipyard, others after a refit that leaves them better than new. Chartering one in her first season means modern stabilisers, quiet hybrid running at anchor, the newest beach-club design and an owner who wants the yacht’s reputation to start well.</p><p>Because these yachts have no charter history yet, our brokers visit them before we recommend them: we meet the captain, taste the chef’s cooking and check every cabin. You get the novelty without the guesswork.</p>',
      es: '<p>Cada año se incorporan al mercado de chárter unas cuantas decenas de yates excepcionales, algunos recién salidos del astillero y otros tras un refit que los deja mejor que nuevos. Alquilar uno en su primera temporada significa estabilizadores modernos, funcionamiento híbrido silencioso en el fondeo, el diseño más actual de beach club y un armador que quiere que la reputación del yate empiece con buen pie.</p><p>Como estos yates aún no tienen historial de chárter, nuestros brókers los visitan antes de recomendarlos: conocemos al capitán, probamos la cocina del chef y revisamos cada camarote. Usted disfruta de la novedad sin incertidumbres.</p>',
    },
  },
  banner: {
    title: { en: 'Introductory rates', es: 'Tarifas de lanzamiento' },
    html: {
      en: '<p>Owners often offer reduced rates or extra nights for a new yacht’s first bookings. Ask your broker which launches have open weeks this season.</p>',
      es: '<p>Es habitual que los armadores ofrezcan tarifas reducidas o noches adicionales en las primeras reservas de un yate nuevo. Pregunte a su bróker qué novedades tienen semanas libres esta temporada.</p>',
    },
    about: { en: 'The beach club of a new superyacht opening onto the sea', es: 'El beach club de un superyate nuevo abierto al mar' },
    button: { en: 'Ask about new yachts', es: 'Consultar las novedades' },
  },
  cta: {
    all: { en: 'All yachts for charter', es: 'Todos los yates de alquiler' },
    broker: { en: 'Contact a charter broker', es: 'Contactar con un bróker de chárter' },
  },
};

export const lastMinuteCopy = {
  title: { en: 'Last-minute yacht charter', es: 'Chárter de yates de última hora' },
  description: {
    en: 'Last-minute yacht charter offers: open weeks, repositioning voyages and short breaks on crewed superyachts, confirmed within days.',
    es: 'Ofertas de chárter de última hora: semanas libres, travesías de reposicionamiento y escapadas cortas en superyates con tripulación, confirmadas en pocos días.',
  },
  breadcrumbs: { en: 'Last-minute charter', es: 'Última hora' },
  cover: {
    title: { en: 'Last-minute charter', es: 'Chárter de última hora' },
    subtitle: {
      en: 'Open weeks and one-way voyages on exceptional yachts, for those who can pack quickly.',
      es: 'Semanas libres y travesías de ida en yates excepcionales, para quien puede hacer la maleta rápido.',
    },
    about: { en: 'A motor yacht leaving harbour at dawn', es: 'Un yate a motor saliendo de puerto al amanecer' },
  },
  intro: {
    headline: { en: 'When flexibility pays', es: 'Cuando la flexibilidad tiene premio' },
    html: {
      en: '<p>Even the most sought-after yachts have gaps between bookings, and every spring and autumn the fleet crosses between the Caribbean and the Mediterranean. Those dates rarely reach the open market: our brokers hear about them first from captains and owners.</p><h3>Where the opportunities are</h3><ul><li><strong>Open weeks</strong> between two charters, often at a reduced rate</li><li><strong>Repositioning voyages</strong> between seasons, such as the Riviera to the Balearics or the Bahamas to Florida</li><li><strong>Short breaks</strong> of three or four nights when a week cannot be filled</li></ul><p>A last-minute charter can be confirmed within 48 hours: the contract, payment and preference sheet move quickly because the yacht is already provisioned and crewed.</p>',
      es: '<p>Incluso los yates más solicitados tienen huecos entre reservas, y cada primavera y otoño la flota cruza entre el Caribe y el Mediterráneo. Esas fechas rara vez llegan al mercado abierto: nuestros brókers se enteran antes que nadie a través de capitanes y armadores.</p><h3>Dónde están las oportunidades</h3><ul><li><strong>Semanas libres</strong> entre dos chárteres, a menudo a tarifa reducida</li><li><strong>Travesías de reposicionamiento</strong> entre temporadas, como de la Riviera a Baleares o de las Bahamas a Florida</li><li><strong>Escapadas cortas</strong> de tres o cuatro noches cuando no se llega a completar una semana</li></ul><p>Un chárter de última hora puede confirmarse en 48 horas: el contrato, el pago y la hoja de preferencias avanzan rápido porque el yate ya está aprovisionado y con su tripulación.</p>',
    },
  },
  figures: {
    headline: { en: 'Last minute, at a glance', es: 'La última hora, en cifras' },
    confirm: { en: 'hours to confirm a booking', es: 'horas para confirmar una reserva' },
    saving: { en: 'typical saving on open weeks', es: 'ahorro habitual en semanas libres' },
    nights: { en: 'nights, the shortest break we arrange', es: 'noches, la escapada más corta que organizamos' },
  },
  cta: {
    broker: { en: 'Ask for this week’s availability', es: 'Consultar la disponibilidad de esta semana' },
    all: { en: 'All yachts for charter', es: 'Todos los yates de alquiler' },
  },
};

export const destinationsCopy = {
  title: { en: 'Yacht charter destinations', es: 'Destinos de chárter en yate' },
  description: {
    en: 'Yacht charter destinations around the world: the Mediterranean, the Caribbean, the Indian Ocean, South-East Asia and the South Pacific, with the best seasons for each.',
    es: 'Destinos de chárter en yate en todo el mundo: el Mediterráneo, el Caribe, el océano Índico, el sudeste asiático y el Pacífico Sur, con la mejor temporada de cada uno.',
  },
  cover: {
    title: { en: 'Destinations', es: 'Destinos' },
    subtitle: {
      en: 'From the Riviera to Raja Ampat: where to cruise, and the best time to go.',
      es: 'De la Riviera a Raja Ampat: dónde navegar y cuál es el mejor momento para ir.',
    },
    about: { en: 'An aerial view of a yacht anchored off a tropical island', es: 'Vista aérea de un yate fondeado frente a una isla tropical' },
  },
  intro: {
    headline: { en: 'A year of cruising grounds', es: 'Un año de aguas por descubrir' },
    html: {
      en: '<p>The superyacht fleet follows the sun. Plan around the seasons and you can charter in perfect conditions in any month of the year.</p><h3>Mediterranean · June to September</h3><p>The Côte d’Azur, Corsica and Sardinia, the Amalfi Coast, the Balearics, Croatia, the Greek islands and the Turquoise Coast of Turkey. May and October bring quieter anchorages and warm water.</p><h3>Caribbean and Bahamas · December to April</h3><p>St Barths for the holidays, the British Virgin Islands for sailing, the Grenadines for deserted beaches and the Exumas for the clearest water on earth.</p><h3>Indian Ocean and Asia · November to April</h3><p>The Maldives and the Seychelles, Phuket and the Andaman Sea, and the remote reefs of Raja Ampat in Indonesia.</p><h3>Further horizons</h3><p>French Polynesia from May to October, and the fjords of Norway in the long days of June to August.</p>',
      es: '<p>La flota de superyates sigue al sol. Si planifica según las temporadas, podrá navegar en condiciones ideales cualquier mes del año.</p><h3>Mediterráneo · de junio a septiembre</h3><p>La Costa Azul, Córcega y Cerdeña, la costa Amalfitana, Baleares, Croacia, las islas griegas y la Costa Turquesa de Turquía. Mayo y octubre traen fondeaderos más tranquilos y el agua todavía templada.</p><h3>Caribe y Bahamas · de diciembre a abril</h3><p>San Bartolomé en las fiestas, las Islas Vírgenes Británicas para navegar a vela, las Granadinas por sus playas desiertas y las Exumas por el agua más transparente del planeta.</p><h3>Océano Índico y Asia · de noviembre a abril</h3><p>Maldivas y Seychelles, Phuket y el mar de Andamán, y los arrecifes remotos de Raja Ampat, en Indonesia.</p><h3>Horizontes lejanos</h3><p>La Polinesia Francesa de mayo a octubre y los fiordos de Noruega en los largos días de junio a agosto.</p>',
    },
  },
  itinerary: {
    title: { en: 'Itineraries written by captains', es: 'Itinerarios escritos por capitanes' },
    html: {
      en: '<p>Each destination guide includes a sample seven-day route, the anchorages our captains prefer, and the restaurants worth the tender ride. Your broker then adapts it to your party, the weather and the yacht you choose.</p>',
      es: '<p>Cada guía de destino incluye una ruta de siete días de ejemplo, los fondeaderos preferidos de nuestros capitanes y los restaurantes que merecen el trayecto en la auxiliar. Después, su bróker la adapta a su grupo, al tiempo y al yate que elija.</p>',
    },
    about: { en: 'A captain plotting a route on a nautical chart', es: 'Un capitán trazando una ruta sobre una carta náutica' },
    button: { en: 'Build your itinerary', es: 'Crear su itinerario' },
  },
  cta: {
    yachts: { en: 'Yachts for charter', es: 'Yates de alquiler' },
    broker: { en: 'Contact a charter broker', es: 'Contactar con un bróker de chárter' },
  },
};
