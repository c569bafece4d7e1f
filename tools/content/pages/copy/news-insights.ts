/** Expert insight articles (spec 2.2 /{brand}-expert-insight/{slug}), English and European Spanish. */
import type { Insight } from './news-types';

export const insights: Insight[] = [
  {
    slug: 'how-to-value-a-superyacht-in-2026',
    date: '2026-02-10T08:00:00Z',
    subject: 'yacht',
    title: { en: 'How to value a superyacht in 2026', es: 'Cómo valorar un superyate en 2026' },
    short: { en: 'Valuing a superyacht', es: 'Valorar un superyate' },
    teaser: {
      en: 'Builder, age and refit history matter, but the price a yacht fetches depends most on the few buyers looking at the same time.',
      es: 'El astillero, la edad y el historial de refits cuentan, pero el precio depende sobre todo de los pocos compradores que buscan a la vez.',
    },
    about: { en: 'A surveyor inspecting the hull of a yacht out of the water', es: 'Un perito inspecciona el casco de un yate en seco' },
    body: {
      en: '<p>A superyacht has no stock-market price. Each is close to unique, and in a given year perhaps only a dozen buyers worldwide are looking at yachts of a particular size and style. Valuation is therefore an exercise in comparison and judgement, not arithmetic.</p><h3>What drives value</h3><ul><li><strong>Builder and designer</strong>: yachts from the top northern European yards hold their value best</li><li><strong>Maintenance and class</strong>: a clean class record and a recent major survey add more than new soft furnishings</li><li><strong>Layout</strong>: a beach club, a main-deck owner’s suite and a generous crew area are sought after</li><li><strong>Compliance</strong>: a yacht ready for commercial charter under the latest rules is easier to sell</li></ul><p>We start every valuation with the yachts that actually sold in the last 24 months, not the asking prices of yachts still on the market. Asking prices tell you what sellers hope; sales tell you what buyers pay.</p>',
      es: '<p>Un superyate no cotiza en bolsa. Cada uno es casi único y, en un año cualquiera, quizá solo una docena de compradores en el mundo busca yates de una eslora y un estilo concretos. Valorar es, por tanto, un ejercicio de comparación y criterio, no de aritmética.</p><h3>Qué determina el valor</h3><ul><li><strong>Astillero y diseñador</strong>: los yates de los grandes astilleros del norte de Europa son los que mejor conservan su valor</li><li><strong>Mantenimiento y clasificación</strong>: un historial de clase limpio y una inspección mayor reciente suman más que una tapicería nueva</li><li><strong>Distribución</strong>: beach club, suite del armador en cubierta principal y una zona de tripulación generosa son muy buscados</li><li><strong>Cumplimiento</strong>: un yate listo para el chárter comercial conforme a las normas más recientes se vende con más facilidad</li></ul><p>Empezamos cada valoración por los yates que se vendieron de verdad en los últimos 24 meses, no por los precios de salida de los que siguen en el mercado. Los precios de salida dicen lo que esperan los vendedores; las ventas, lo que pagan los compradores.</p>',
    },
    more: {
      en: '<p>Finally, timing. A yacht listed in spring, ready to view in the Mediterranean during the summer shows, reaches the most buyers. If you are thinking of selling, ask for a <a href="/yacht-market-evaluation">market evaluation</a> well before the season starts.</p>',
      es: '<p>Por último, el momento. Un yate que sale al mercado en primavera, listo para visitarse en el Mediterráneo durante los salones de verano, llega al mayor número de compradores. Si piensa vender, pida una <a href="/yacht-market-evaluation">valoración de mercado</a> con tiempo antes de la temporada.</p>',
    },
    author: {
      name: 'Charles Whitmore',
      role: { en: 'Head of Sales, London', es: 'Director de Ventas, Londres' },
      bio: {
        en: '<p>Charles joined Halcyon in 2006 after eight years as a yacht captain. He has sold more than 140 yachts and leads our sales brokers in Europe.</p>',
        es: '<p>Charles se incorporó a Halcyon en 2006 tras ocho años como capitán de yates. Ha vendido más de 140 yates y dirige a nuestros brókers de venta en Europa.</p>',
      },
    },
  },
  {
    slug: 'hybrid-propulsion-what-owners-should-know',
    date: '2025-10-14T09:30:00Z',
    subject: 'shipyard',
    title: { en: 'Hybrid propulsion: what owners should know before they build', es: 'Propulsión híbrida: lo que el armador debe saber antes de construir' },
    short: { en: 'Hybrid propulsion', es: 'Propulsión híbrida' },
    teaser: {
      en: 'Silent nights at anchor are the real prize. Our head of new build explains the trade-offs.',
      es: 'El verdadero premio son las noches silenciosas fondeado. Nuestro director de nueva construcción explica las contrapartidas.',
    },
    about: { en: 'Battery racks being installed in the engine room of a new yacht', es: 'Instalación de bastidores de baterías en la sala de máquinas de un yate nuevo' },
    body: {
      en: '<p>Most superyachts spend far more time at anchor than under way, and at anchor their generators run day and night. That is where hybrid systems earn their keep: a battery bank can carry the hotel load for hours, in silence and without exhaust on the aft deck.</p><h3>Questions to ask early</h3><ul><li>How many hours of silent anchoring do you want, and at what load?</li><li>Will you cruise long distances, where diesel-electric efficiency matters, or mostly hop between bays?</li><li>How much weight and volume can the design give to batteries without losing guest space?</li><li>Which classification rules and safety systems will the battery installation require?</li></ul><p>A hybrid system typically adds 3 to 6% to the cost of a build. On the projects we have delivered, owners have recovered part of that through lower fuel and maintenance costs, but the main return is comfort.</p>',
      es: '<p>La mayoría de los superyates pasa mucho más tiempo fondeada que navegando, y fondeados sus generadores funcionan día y noche. Ahí es donde los sistemas híbridos demuestran su valor: un banco de baterías puede alimentar los servicios de hotel durante horas, en silencio y sin humos en la cubierta de popa.</p><h3>Preguntas que conviene hacerse pronto</h3><ul><li>¿Cuántas horas de fondeo silencioso desea, y con qué carga?</li><li>¿Hará largas travesías, donde importa la eficiencia diésel-eléctrica, o irá sobre todo de cala en cala?</li><li>¿Cuánto peso y volumen puede dedicar el diseño a las baterías sin restar espacio a los invitados?</li><li>¿Qué reglas de clasificación y sistemas de seguridad exigirá la instalación de baterías?</li></ul><p>Un sistema híbrido suele añadir entre un 3 y un 6 % al coste de la construcción. En los proyectos que hemos entregado, los armadores han recuperado parte de esa cifra con menores costes de combustible y mantenimiento, pero el principal beneficio es el confort.</p>',
    },
    more: {
      en: '<p>Hybrid is not the only path: HVO renewable diesel, heat recovery and efficient hull forms can deliver similar savings at lower cost on smaller yachts. Our <a href="/new-build-project-management-1">new-build project managers</a> model the options with you before a yard is chosen.</p>',
      es: '<p>La hibridación no es el único camino: el diésel renovable HVO, la recuperación de calor y unas formas de casco eficientes pueden lograr ahorros parecidos a menor coste en yates más pequeños. Nuestros <a href="/new-build-project-management-1">directores de proyecto de nueva construcción</a> estudian las opciones con usted antes de elegir astillero.</p>',
    },
    author: {
      name: 'Pieter van der Linden',
      role: { en: 'Head of New Build, Monaco', es: 'Director de Nueva Construcción, Mónaco' },
      bio: {
        en: '<p>Pieter is a naval architect who spent fifteen years at Dutch shipyards before joining Halcyon. He has represented owners on 22 new builds, four of them hybrid.</p>',
        es: '<p>Pieter es arquitecto naval y trabajó quince años en astilleros holandeses antes de incorporarse a Halcyon. Ha representado a armadores en 22 nuevas construcciones, cuatro de ellas híbridas.</p>',
      },
    },
  },
  {
    slug: 'choosing-a-flag-for-your-yacht',
    date: '2026-05-05T10:00:00Z',
    subject: 'harbour',
    title: { en: 'Choosing a flag for your yacht', es: 'Cómo elegir el pabellón de su yate' },
    short: { en: 'Choosing a flag', es: 'Elegir pabellón' },
    teaser: {
      en: 'The flag decides which rules your yacht follows, where she can charter and how she is taxed. A lawyer’s guide.',
      es: 'El pabellón decide qué normas sigue su yate, dónde puede alquilarse y cómo tributa. La guía de una abogada.',
    },
    about: { en: 'The ensign flying from the stern of a yacht in harbour', es: 'El pabellón ondeando en la popa de un yate en puerto' },
    body: {
      en: '<p>Every yacht must be registered in a country whose flag she flies, and that choice shapes much of her life: the safety and crew rules she follows, where she may carry paying guests and, indirectly, how VAT and other taxes apply.</p><h3>The main considerations</h3><ul><li><strong>Use</strong>: private only, or commercial charter as well?</li><li><strong>Size</strong>: some registers suit yachts over 500 GT better than others</li><li><strong>Cruising area</strong>: an EU flag simplifies some charter operations in European waters</li><li><strong>Ownership</strong>: who owns the yacht, and through which company</li><li><strong>Service</strong>: how quickly the register answers when a certificate is needed in a hurry</li></ul>',
      es: '<p>Todo yate debe registrarse en un país cuyo pabellón enarbola, y esa elección marca buena parte de su vida: las normas de seguridad y de tripulación que sigue, dónde puede llevar pasajeros de pago e, indirectamente, cómo se le aplican el IVA y otros impuestos.</p><h3>Las principales consideraciones</h3><ul><li><strong>Uso</strong>: ¿solo privado, o también chárter comercial?</li><li><strong>Tamaño</strong>: algunos registros se adaptan mejor que otros a yates de más de 500 GT</li><li><strong>Zona de navegación</strong>: un pabellón de la UE simplifica algunas operaciones de chárter en aguas europeas</li><li><strong>Propiedad</strong>: quién es el propietario del yate y a través de qué sociedad</li><li><strong>Servicio</strong>: con qué rapidez responde el registro cuando un certificado se necesita con urgencia</li></ul>',
    },
    more: {
      en: '<p>Changing flag is possible but takes time and money, so the decision deserves care at the moment of purchase or delivery. Our <a href="/yacht-management">yacht management</a> team works with the main registers every day and can compare them for your yacht and plans.</p><p>This article is general information, not legal or tax advice; every owner’s situation is different.</p>',
      es: '<p>Cambiar de pabellón es posible, pero requiere tiempo y dinero, así que la decisión merece atención en el momento de la compra o la entrega. Nuestro equipo de <a href="/yacht-management">gestión de yates</a> trabaja a diario con los principales registros y puede compararlos para su yate y sus planes.</p><p>Este artículo ofrece información general y no constituye asesoramiento jurídico ni fiscal; la situación de cada armador es distinta.</p>',
    },
    author: {
      name: 'Isabel Ferrer',
      role: { en: 'Legal Director, Palma de Mallorca', es: 'Directora Jurídica, Palma de Mallorca' },
      bio: {
        en: '<p>Isabel is a maritime lawyer who has advised on yacht registration, charter contracts and sale agreements for twenty years. She leads Halcyon’s legal team from Palma.</p>',
        es: '<p>Isabel es abogada marítima y lleva veinte años asesorando sobre registro de yates, contratos de chárter y compraventas. Dirige el equipo jurídico de Halcyon desde Palma.</p>',
      },
    },
  },
];
