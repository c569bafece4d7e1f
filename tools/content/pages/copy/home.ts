/** Copy of the home page (spec 2.2 '/'), English and European Spanish. */
import type { ImageSubject } from '../../context';
import type { ButtonSpec, L } from '../shared';

type Service = { key: string; subject: ImageSubject; title: L; html: L; about: L; buttons: ButtonSpec[] };

const services: Service[] = [
  {
    key: 'charter',
    subject: 'seascape',
    title: { en: 'Yacht charter', es: 'Alquiler de yates' },
    html: {
      en: '<p>More than 1,200 crewed yachts, from classic sailing ketches to 100-metre motor yachts, in every cruising ground that matters. Our charter brokers have stepped aboard the yachts they recommend and know their captains by name.</p><ul><li>Itineraries shaped around the way you travel</li><li>MYBA contracts, APA and VAT explained in plain words</li><li>One broker from first call to final disembarkation</li></ul>',
      es: '<p>Más de 1.200 yates con tripulación, desde clásicos ketch a vela hasta yates a motor de 100 metros, en todas las zonas de navegación que importan. Nuestros brókers de chárter han subido a bordo de los yates que recomiendan y conocen a sus capitanes por su nombre.</p><ul><li>Itinerarios pensados según su manera de viajar</li><li>Contratos MYBA, APA e IVA explicados con claridad</li><li>Un único bróker desde la primera llamada hasta el desembarque</li></ul>',
    },
    about: {
      en: 'Guests swimming from the stern platform of a charter yacht',
      es: 'Invitados nadando desde la plataforma de popa de un yate de chárter',
    },
    buttons: [
      { text: { en: 'Explore yacht charter', es: 'Descubrir el chárter' }, to: '/yacht-charter' },
      { text: { en: 'Yachts for charter', es: 'Yates de alquiler' }, to: '/yachts-for-charter' },
    ],
  },
  {
    key: 'sales',
    subject: 'yacht',
    title: { en: 'Buying and selling', es: 'Compraventa de yates' },
    html: {
      en: '<p>A superyacht sale is a negotiation of many parts: survey, flag, tax, crew and timing. Our sales brokers have closed more than 1,850 transactions and present every listing with the transparency we would expect as buyers ourselves.</p><p>Sellers benefit from a <a href="/yacht-marketing">marketing plan</a> that reaches qualified buyers on every continent, backed by a candid <a href="/yacht-market-evaluation">market evaluation</a>.</p>',
      es: '<p>La venta de un superyate es una negociación con muchas piezas: inspección, pabellón, fiscalidad, tripulación y plazos. Nuestros brókers de venta han cerrado más de 1.850 operaciones y presentan cada anuncio con la transparencia que exigiríamos como compradores.</p><p>Los vendedores cuentan con un <a href="/yacht-marketing">plan de marketing</a> que llega a compradores cualificados en todos los continentes, respaldado por una <a href="/yacht-market-evaluation">valoración de mercado</a> honesta.</p>',
    },
    about: {
      en: 'A broker and a client on the aft deck of a motor yacht for sale',
      es: 'Un bróker y un cliente en la cubierta de popa de un yate a motor en venta',
    },
    buttons: [
      { text: { en: 'Buy a yacht', es: 'Comprar un yate' }, to: '/buy-a-yacht' },
      { text: { en: 'Sell a yacht', es: 'Vender un yate' }, to: '/sell-a-yacht' },
    ],
  },
  {
    key: 'build',
    subject: 'shipyard',
    title: { en: 'New build and refit', es: 'Nueva construcción y refit' },
    html: {
      en: '<p>Our project managers have represented owners on more than 90 new builds and 140 refits at yards in the Netherlands, Germany, Italy and Turkey. They write the specification with you, negotiate the contract and stay on site until the yacht is delivered on time and on budget.</p>',
      es: '<p>Nuestros directores de proyecto han representado a armadores en más de 90 nuevas construcciones y 140 refits en astilleros de los Países Bajos, Alemania, Italia y Turquía. Redactan con usted la especificación, negocian el contrato y permanecen en el astillero hasta que el yate se entrega en plazo y dentro del presupuesto.</p>',
    },
    about: {
      en: 'The steel hull of a superyacht under construction in a shipyard hall',
      es: 'El casco de acero de un superyate en construcción en la nave de un astillero',
    },
    buttons: [
      { text: { en: 'Build a yacht', es: 'Construir un yate' }, to: '/build-a-yacht' },
      { text: { en: 'Refit management', es: 'Dirección de refit' }, to: '/yacht-refit-project-management' },
    ],
  },
  {
    key: 'management',
    subject: 'harbour',
    title: { en: 'Yacht and charter management', es: 'Gestión de yates y del chárter' },
    html: {
      en: '<p>Safety management, flag and class, budgets, crew payroll and charter bookings, handled by one team with one monthly report. Owners keep every decision; we take care of the paperwork, the compliance and the detail.</p>',
      es: '<p>Gestión de la seguridad, pabellón y sociedad de clasificación, presupuestos, nóminas de la tripulación y reservas de chárter, todo en manos de un solo equipo y con un único informe mensual. El armador conserva todas las decisiones; nosotros nos ocupamos del papeleo, del cumplimiento normativo y de los detalles.</p>',
    },
    about: {
      en: 'A yacht manager reviewing maintenance records with the captain on the bridge',
      es: 'Un gestor de yates revisa el registro de mantenimiento con el capitán en el puente',
    },
    buttons: [
      { text: { en: 'Manage a superyacht', es: 'Gestionar un superyate' }, to: '/manage-a-superyacht' },
      { text: { en: 'Charter management', es: 'Gestión del chárter' }, to: '/yacht-charter-management' },
    ],
  },
  {
    key: 'crew',
    subject: 'portrait',
    title: { en: 'Crew placement', es: 'Selección de tripulación' },
    html: {
      en: '<p>A yacht is only as good as the people who run her. Our crew network, with offices in Antibes, Palma, Viareggio and Fort Lauderdale, interviews, references and places captains, engineers, chefs and interior teams for yachts of every size.</p>',
      es: '<p>Un yate es tan bueno como las personas que lo llevan. Nuestra red de tripulaciones, con oficinas en Antibes, Palma, Viareggio y Fort Lauderdale, entrevista, verifica referencias y coloca capitanes, ingenieros, chefs y equipos de interior para yates de todas las esloras.</p>',
    },
    about: {
      en: 'Deck crew in uniform preparing the tender on a superyacht',
      es: 'Marineros de cubierta uniformados preparan la auxiliar de un superyate',
    },
    buttons: [{ text: { en: 'Yacht crew services', es: 'Servicios de tripulación' }, to: '/yacht-crew' }],
  },
];

export const homeCopy = {
  title: {
    en: 'Superyacht charter, sales, new build and management',
    es: 'Chárter, compraventa, construcción y gestión de superyates',
  },
  description: {
    en: 'Halcyon Yachts, headquartered in Monaco, with 16 brokerage offices and 4 crew-network offices worldwide: superyacht charter, sales, new-build and refit management, yacht management and crew.',
    es: 'Halcyon Yachts, con sede en Mónaco, 16 oficinas de corretaje y 4 oficinas de tripulación en el mundo: chárter y venta de superyates, dirección de construcción y refit, gestión de yates y tripulación.',
  },
  cover: {
    title: { en: 'Where every voyage begins', es: 'Donde empieza cada travesía' },
    subtitle: {
      en: 'Charter, sales, new build and management of the world’s finest superyachts, from sixteen brokerage offices worldwide, led from Monaco.',
      es: 'Chárter, compraventa, nueva construcción y gestión de los mejores superyates del mundo, desde dieciséis oficinas de corretaje en todo el mundo, con sede central en Mónaco.',
    },
    about: {
      en: 'A white motor superyacht at anchor in a turquoise bay at sunset',
      es: 'Un superyate a motor blanco fondeado en una cala turquesa al atardecer',
    },
    charter: { en: 'Charter a yacht', es: 'Alquilar un yate' },
    buy: { en: 'Buy a yacht', es: 'Comprar un yate' },
  },
  intro: {
    headline: {
      en: 'A yachting house built on discretion and expertise',
      es: 'Una casa náutica construida sobre la discreción y la experiencia',
    },
    html: {
      en: '<p>For more than thirty years, Halcyon Yachts has looked after people who spend part of their lives at sea. From our head office on the Monaco waterfront and our offices from Fort Lauderdale to Sydney, our brokers, project managers and crew specialists bring the same standard to every conversation: know the yacht, know the market, and always tell the client the truth.</p><p>Whether you are planning a week in the <a href="/destinations">Mediterranean or the Caribbean</a>, weighing up a <a href="/yachts-for-sale">yacht for sale</a> or commissioning a <a href="/build-a-yacht">new build</a>, you deal with one team that understands the whole life of a yacht, from the first drawing to the day she changes hands.</p>',
      es: '<p>Desde hace más de treinta años, Halcyon Yachts acompaña a quienes pasan parte de su vida en el mar. Desde nuestra sede frente al puerto de Mónaco y nuestras oficinas de Fort Lauderdale a Sídney, brókers, directores de proyecto y especialistas en tripulación aplican el mismo criterio en cada conversación: conocer el barco, conocer el mercado y decir siempre la verdad al cliente.</p><p>Tanto si planea una semana en el <a href="/destinations">Mediterráneo o el Caribe</a> como si estudia un <a href="/yachts-for-sale">yate en venta</a> o el encargo de una <a href="/build-a-yacht">nueva construcción</a>, tratará con un único equipo que entiende toda la vida de un yate, desde el primer plano hasta el día en que cambia de manos.</p>',
    },
  },
  figures: {
    headline: { en: 'Halcyon in figures', es: 'Halcyon en cifras' },
    html: {
      en: '<p>Numbers are not the point of yachting, but they tell you who has done this before.</p>',
      es: '<p>Las cifras no son la esencia de navegar, pero indican quién lo ha hecho antes.</p>',
    },
    offices: { en: 'offices worldwide', es: 'oficinas en todo el mundo' },
    years: { en: 'years in superyachting', es: 'años en el mundo del superyate' },
    sold: { en: 'yachts sold', es: 'yates vendidos' },
    weeks: { en: 'charter weeks a year', es: 'semanas de chárter al año' },
  },
  services,
  sustainability: {
    title: { en: 'Future by Halcyon', es: 'Future by Halcyon: navegar con futuro' },
    html: {
      en: '<p>Hybrid propulsion, heat recovery, hull coatings that cut fuel burn: cleaner yachting is an engineering question, and we answer it in every build and refit we manage. Discover our sustainability programme and the commitments behind it.</p>',
      es: '<p>Propulsión híbrida, recuperación de calor, recubrimientos de casco que reducen el consumo: navegar de forma más limpia es una cuestión de ingeniería, y la abordamos en cada construcción y refit que dirigimos. Descubra nuestro programa de sostenibilidad y los compromisos que lo respaldan.</p>',
    },
    about: {
      en: 'A sailing yacht under full canvas on a calm blue sea',
      es: 'Un velero con todo el trapo desplegado sobre un mar azul en calma',
    },
    button: { en: 'Our commitments', es: 'Nuestros compromisos' },
  },
  contact: {
    headline: { en: 'Talk to Halcyon', es: 'Hable con Halcyon' },
    left: {
      en: 'A question about a yacht, a charter or a project? Our team replies within one business day.',
      es: '¿Tiene alguna pregunta sobre un yate, un chárter o un proyecto? Nuestro equipo responde en un día laborable.',
    },
    right: {
      en: 'Or meet us in person at one of our 16 brokerage offices, from Monaco and Palma to Fort Lauderdale and Singapore.',
      es: 'O visítenos en cualquiera de nuestras 16 oficinas de corretaje, de Mónaco y Palma a Fort Lauderdale y Singapur.',
    },
    contactUs: { en: 'Contact us', es: 'Contactar' },
    offices: { en: 'Find an office', es: 'Buscar una oficina' },
  },
};
