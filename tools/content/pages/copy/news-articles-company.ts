/** News articles on new construction and the company (spec 3.9), English and European Spanish. */
import type { Article } from './news-types';

export const companyArticles: Article[] = [
  {
    slug: 'steel-cut-for-72m-project-orion',
    category: 'new_construction_news',
    date: '2025-05-06T08:30:00Z',
    subject: 'shipyard',
    title: { en: 'Steel cut for the 72-metre Project Orion', es: 'Primer corte de chapa para el Project Orion, de 72 metros' },
    short: { en: 'Project Orion', es: 'Project Orion' },
    teaser: {
      en: 'Construction has begun in northern Germany on a diesel-electric explorer managed by Halcyon for a repeat client.',
      es: 'Ha comenzado en el norte de Alemania la construcción de un explorador diésel-eléctrico dirigido por Halcyon para un cliente fiel.',
    },
    about: { en: 'Cutting the first steel plate for Project Orion', es: 'Corte de la primera chapa de acero del Project Orion' },
    body: {
      en: '<p>The first steel plate for <strong>Project Orion</strong>, a 72-metre diesel-electric explorer yacht, was cut this week in northern Germany in the presence of the owner’s family, the designers and our project team. Delivery is scheduled for spring 2028.</p><p>Orion is our client’s third yacht with Halcyon. The specification we wrote with him puts range and quiet first: 7,000 nautical miles at 12 knots, battery banks for eight silent hours at anchor and engines approved for HVO renewable diesel.</p>',
      es: '<p>Esta semana se cortó en el norte de Alemania la primera chapa del <strong>Project Orion</strong>, un yate explorador diésel-eléctrico de 72 metros, en presencia de la familia del armador, los diseñadores y nuestro equipo de proyecto. La entrega está prevista para la primavera de 2028.</p><p>Orion es el tercer yate de este cliente con Halcyon. La especificación que redactamos con él da prioridad a la autonomía y al silencio: 7.000 millas náuticas a 12 nudos, baterías para ocho horas silenciosas fondeado y motores homologados para diésel renovable HVO.</p>',
    },
    quote: {
      en: '“We wrote the specification around how the family actually lives at sea.”',
      es: '«Redactamos la especificación pensando en cómo vive realmente la familia en el mar».',
    },
    more: {
      en: '<p>Two Halcyon engineers will be resident at the yard throughout the build, reporting to the owner every month on progress, quality and budget. Read how we run a build in <a href="/yacht-build-process">the yacht build process</a>.</p>',
      es: '<p>Dos ingenieros de Halcyon residirán en el astillero durante toda la construcción e informarán cada mes al armador sobre avance, calidad y presupuesto. Descubra cómo dirigimos una construcción en <a href="/yacht-build-process">el proceso de construcción</a>.</p>',
    },
  },
  {
    slug: 'launch-of-48m-explorer-kestrel',
    category: 'new_construction_news',
    date: '2026-05-19T12:00:00Z',
    subject: 'shipyard',
    title: { en: 'Kestrel, a 48-metre explorer, is launched in Turkey', es: 'Botadura de Kestrel, un explorador de 48 metros, en Turquía' },
    short: { en: 'Kestrel launched', es: 'Botadura de Kestrel' },
    teaser: {
      en: 'Built in steel and aluminium in Antalya, Kestrel begins sea trials ahead of a summer delivery.',
      es: 'Construido en acero y aluminio en Antalya, Kestrel empieza sus pruebas de mar antes de su entrega en verano.',
    },
    about: { en: 'Kestrel floating out of the shed at the yard in Antalya', es: 'Kestrel sale flotando de la nave del astillero en Antalya' },
    body: {
      en: '<p><strong>Kestrel</strong>, a 48-metre explorer yacht, has been launched at a yard in the Antalya free zone after 26 months of construction. Halcyon has managed the project for its owner since the concept stage, including the selection of the yard after a tender between four builders.</p><p>With a displacement hull, a range of 5,000 nautical miles and a deck crane that lifts a 9-metre tender and a dive boat, Kestrel is built for long passages to remote places, with a crew of ten and twelve guests.</p>',
      es: '<p><strong>Kestrel</strong>, un yate explorador de 48 metros, ha sido botado en un astillero de la zona franca de Antalya tras 26 meses de construcción. Halcyon ha dirigido el proyecto para su armador desde la fase de concepto, incluida la elección del astillero tras un concurso entre cuatro constructores.</p><p>Con casco de desplazamiento, 5.000 millas náuticas de autonomía y una grúa en cubierta que iza una auxiliar de 9 metros y una embarcación de buceo, Kestrel está hecho para largas travesías a lugares remotos, con diez tripulantes y doce invitados.</p>',
    },
    more: {
      en: '<p>Sea trials will run through June off Antalya. After delivery, Kestrel heads east through Suez for a first season in the Indian Ocean and then <a href="/destination/raja-ampat">Raja Ampat</a>.</p>',
      es: '<p>Las pruebas de mar se harán durante junio frente a Antalya. Tras la entrega, Kestrel pondrá rumbo al este por Suez para una primera temporada en el Índico y después en <a href="/destino/raja-ampat">Raja Ampat</a>.</p>',
    },
    facts: [
      { number: 48, unit: { en: 'm', es: 'm' }, text: { en: 'length overall', es: 'eslora total' } },
      { number: 26, unit: { en: 'months', es: 'meses' }, text: { en: 'from steel cut to launch', es: 'del corte de chapa a la botadura' } },
      { number: 5000, unit: { en: 'nm', es: 'mn' }, text: { en: 'range at 11 knots', es: 'autonomía a 11 nudos' } },
    ],
  },
  {
    slug: 'delivery-of-hybrid-55m-serein',
    category: 'new_construction_news',
    date: '2025-12-09T10:00:00Z',
    subject: 'yacht',
    title: { en: 'Hybrid 55-metre Serein delivered on time and on budget', es: 'El híbrido Serein, de 55 metros, entregado en plazo y presupuesto' },
    short: { en: 'Serein delivered', es: 'Serein, entregado' },
    teaser: {
      en: 'A 55-metre motor yacht that can cruise at 9 knots on batteries alone has been handed over in the Netherlands.',
      es: 'En los Países Bajos se ha entregado un yate a motor de 55 metros capaz de navegar a 9 nudos solo con baterías.',
    },
    about: { en: 'Serein running at speed on her final sea trial in the North Sea', es: 'Serein navegando a toda máquina en su última prueba de mar en el mar del Norte' },
    body: {
      en: '<p><strong>Serein</strong> was handed over to her owner in the Netherlands this week, three days ahead of the contractual date and within the agreed budget. She is the fourth hybrid yacht delivered under Halcyon project management.</p><p>Her battery bank allows her to cruise silently at 9 knots for two hours or stay at anchor all night without generators. In her first season, her owner expects to cut fuel use by around a fifth compared with a conventional yacht of her size.</p>',
      es: '<p><strong>Serein</strong> se entregó esta semana a su armador en los Países Bajos, tres días antes de la fecha del contrato y dentro del presupuesto acordado. Es el cuarto yate híbrido entregado bajo la dirección de proyecto de Halcyon.</p><p>Sus baterías le permiten navegar en silencio a 9 nudos durante dos horas o pasar toda la noche fondeado sin generadores. En su primera temporada, el armador espera reducir el consumo de combustible en torno a una quinta parte frente a un yate convencional de su eslora.</p>',
    },
    quote: {
      en: '“The quietest night at anchor I have ever spent on a yacht.” — Serein’s captain',
      es: '«La noche más silenciosa que he pasado nunca fondeado en un yate». — El capitán de Serein',
    },
    more: {
      en: '<p>Serein sails for the Mediterranean in the spring and will be available for a limited number of <a href="/yachts-for-charter">charter</a> weeks. Owners considering a hybrid build can read our expert insight on <a href="/halcyon-expert-insight/hybrid-propulsion-what-owners-should-know">hybrid propulsion</a>.</p>',
      es: '<p>Serein pondrá rumbo al Mediterráneo en primavera y estará disponible para un número limitado de semanas de <a href="/yachts-for-charter">chárter</a>. Los armadores que se planteen una construcción híbrida pueden leer nuestro análisis sobre la <a href="/halcyon-expert-insight/hybrid-propulsion-what-owners-should-know">propulsión híbrida</a>.</p>',
    },
  },
  {
    slug: 'refit-of-classic-45m-la-belle-epoque-completed',
    category: 'new_construction_news',
    date: '2026-06-02T09:10:00Z',
    subject: 'shipyard',
    title: { en: 'La Belle Époque returns to the water after a 14-month refit', es: 'La Belle Époque vuelve al agua tras un refit de 14 meses' },
    short: { en: 'La Belle Époque refit', es: 'Refit de La Belle Époque' },
    teaser: {
      en: 'The 1998 classic 45-metre motor yacht has new engines, new systems and her original interior, restored.',
      es: 'El clásico yate a motor de 45 metros de 1998 estrena motores y sistemas, con su interior original restaurado.',
    },
    about: { en: 'La Belle Époque in the refit shed in Viareggio', es: 'La Belle Époque en la nave de refit de Viareggio' },
    body: {
      en: '<p>After fourteen months in a Viareggio yard, <strong>La Belle Époque</strong> has returned to the water. The refit, managed by our Viareggio office, replaced her main engines, generators, air conditioning and navigation systems, while her walnut and marquetry interior was restored by hand.</p><p>The work also brought her into line with current safety rules: new fire detection, a modern bridge and a larger tender garage.</p>',
      es: '<p>Tras catorce meses en un astillero de Viareggio, <strong>La Belle Époque</strong> ha vuelto al agua. El refit, dirigido por nuestra oficina de Viareggio, sustituyó los motores principales, los generadores, la climatización y los sistemas de navegación, mientras su interior de nogal y marquetería se restauraba a mano.</p><p>Los trabajos también la adaptaron a la normativa de seguridad actual: nueva detección de incendios, un puente moderno y un garaje para auxiliar más amplio.</p>',
    },
    more: {
      en: '<p>Her owner’s brief was simple: keep her character and make her reliable for another 25 years. Fuel consumption has fallen by 18% thanks to the new engines and a hull-coating upgrade.</p><p>Planning a refit? Talk to our <a href="/yacht-refit-project-management">refit project managers</a> before you ask yards for quotes.</p>',
      es: '<p>El encargo del armador era sencillo: conservar su carácter y hacerla fiable otros 25 años. El consumo de combustible ha bajado un 18 % gracias a los nuevos motores y a la mejora del recubrimiento del casco.</p><p>¿Prepara un refit? Hable con nuestros <a href="/yacht-refit-project-management">directores de refit</a> antes de pedir presupuestos a los astilleros.</p>',
    },
    facts: [
      { number: 14, unit: { en: 'months', es: 'meses' }, text: { en: 'in the yard', es: 'en el astillero' } },
      { number: 18, unit: { en: '%', es: '%' }, text: { en: 'less fuel', es: 'menos combustible' } },
    ],
  },
  {
    slug: 'halcyon-at-monaco-yacht-show-2026',
    category: 'company_news',
    date: '2026-09-28T17:00:00Z',
    subject: 'event',
    title: { en: 'Halcyon at the Monaco Yacht Show 2026: seven yachts on the quay', es: 'Halcyon en el Monaco Yacht Show 2026: siete yates en el muelle' },
    short: { en: 'Monaco Yacht Show 2026', es: 'Monaco Yacht Show 2026' },
    teaser: {
      en: 'Seven yachts for sale and charter, two new-build presentations and a busy stand at the heart of Port Hercule.',
      es: 'Siete yates en venta y en chárter, dos presentaciones de nuevas construcciones y un estand muy concurrido en el corazón de Port Hercule.',
    },
    about: { en: 'Superyachts lined up in Port Hercule during the Monaco Yacht Show', es: 'Superyates alineados en Port Hercule durante el Monaco Yacht Show' },
    body: {
      en: '<p>The Monaco Yacht Show is our home show, and this year we brought seven yachts between 40 and 74 metres to the quay, four for sale and three for charter. Our brokers hosted more than 600 visits on board over four days.</p><p>On the Wednesday evening we presented two new-build projects to invited clients: the 72-metre Project Orion, now in construction, and a 60-metre sailing yacht concept drawn for a client in Asia.</p>',
      es: '<p>El Monaco Yacht Show es nuestro salón de casa, y este año llevamos al muelle siete yates de 40 a 74 metros, cuatro en venta y tres en chárter. Nuestros brókers atendieron más de 600 visitas a bordo en cuatro días.</p><p>El miércoles por la tarde presentamos a clientes invitados dos proyectos de nueva construcción: el Project Orion, de 72 metros, ya en construcción, y el concepto de un velero de 60 metros dibujado para un cliente asiático.</p>',
    },
    more: {
      en: '<p>Two of the yachts on show went under offer before the end of the week. Our next show is Fort Lauderdale; see all the shows we attend on <a href="/yachting-events">yachting events</a>.</p>',
      es: '<p>Dos de los yates expuestos recibieron ofertas antes de acabar la semana. Nuestro próximo salón es Fort Lauderdale; consulte todos los salones a los que acudimos en <a href="/yachting-events">eventos náuticos</a>.</p>',
    },
    facts: [
      { number: 7, text: { en: 'yachts on show', es: 'yates expuestos' } },
      { number: 600, unit: { en: '+', es: '+' }, text: { en: 'visits on board', es: 'visitas a bordo' } },
    ],
  },
  {
    slug: 'halcyon-moves-palma-office-to-paseo-maritimo',
    category: 'company_news',
    date: '2025-04-15T08:00:00Z',
    subject: 'office',
    title: { en: 'Our Palma office moves to the Paseo Marítimo', es: 'Nuestra oficina de Palma se traslada al Paseo Marítimo' },
    short: { en: 'New Palma office', es: 'Nueva oficina en Palma' },
    teaser: {
      en: 'Brokerage, charter and the crew network now share one address overlooking the bay of Palma.',
      es: 'Corretaje, chárter y la red de tripulación comparten ya una misma dirección frente a la bahía de Palma.',
    },
    about: { en: 'The new Halcyon office on the Paseo Marítimo in Palma', es: 'La nueva oficina de Halcyon en el Paseo Marítimo de Palma' },
    body: {
      en: '<p>After twelve years in the old town, our Palma de Mallorca team has moved to new premises on the Paseo Marítimo, a short walk from the shipyards and marinas where many of our clients’ yachts spend the winter.</p><p>For the first time, the brokerage team and the crew network work under one roof, with a training room for crew courses and a meeting room overlooking the bay.</p>',
      es: '<p>Tras doce años en el casco antiguo, nuestro equipo de Palma de Mallorca se ha trasladado a un nuevo local en el Paseo Marítimo, a un paso de los astilleros y puertos deportivos donde invernan muchos de los yates de nuestros clientes.</p><p>Por primera vez, el equipo de corretaje y la red de tripulación trabajan bajo el mismo techo, con un aula para cursos de tripulación y una sala de reuniones con vistas a la bahía.</p>',
    },
    more: {
      en: '<p>Palma is one of our busiest offices, handling sales, charters in the <a href="/destination/balearic-islands">Balearics</a> and hundreds of crew placements a year. The office is open Monday to Saturday from April to October. Find its details on <a href="/offices-and-people">offices and people</a>.</p>',
      es: '<p>Palma es una de nuestras oficinas con más actividad: ventas, chárteres en <a href="/destino/balearic-islands">Baleares</a> y cientos de colocaciones de tripulantes al año. Abre de lunes a sábado de abril a octubre. Encontrará sus datos en <a href="/oficinas-y-personas">oficinas y personas</a>.</p>',
    },
  },
  {
    slug: 'fort-lauderdale-boat-show-2025-review',
    category: 'company_news',
    date: '2025-11-04T16:30:00Z',
    subject: 'event',
    title: { en: 'Fort Lauderdale 2025: a strong show for the American market', es: 'Fort Lauderdale 2025: un gran salón para el mercado estadounidense' },
    short: { en: 'FLIBS 2025 review', es: 'Balance de FLIBS 2025' },
    teaser: {
      en: 'Our team reviews five days at the world’s largest in-water boat show.',
      es: 'Nuestro equipo hace balance de cinco días en el mayor salón náutico a flote del mundo.',
    },
    about: { en: 'Docks lined with yachts at the Fort Lauderdale International Boat Show', es: 'Pantalanes repletos de yates en el Fort Lauderdale International Boat Show' },
    body: {
      en: '<p>The Fort Lauderdale International Boat Show closed on Sunday after five busy days. Our Fort Lauderdale and Palm Beach brokers showed six yachts for sale and welcomed buyers from the United States, Mexico and Brazil.</p><p>Demand for yachts between 30 and 45 metres with shallow draft for the Bahamas was strong, and two sale agreements were signed during the show.</p>',
      es: '<p>El Fort Lauderdale International Boat Show cerró el domingo tras cinco intensos días. Nuestros brókers de Fort Lauderdale y Palm Beach presentaron seis yates en venta y recibieron a compradores de Estados Unidos, México y Brasil.</p><p>La demanda de yates de 30 a 45 metros con poco calado para las Bahamas fue fuerte, y se firmaron dos contratos de compraventa durante el salón.</p>',
    },
    quote: {
      en: '“American buyers are back, and they know exactly what they want.”',
      es: '«Los compradores estadounidenses han vuelto, y saben exactamente lo que quieren».',
    },
    more: {
      en: '<p>Our crew-network office on SE 17th Street also held an open day for captains looking for crew for the winter season. See our <a href="/yachting-events">next events</a>.</p>',
      es: '<p>Nuestra oficina de tripulación de SE 17th Street celebró además una jornada de puertas abiertas para capitanes que buscaban tripulantes para la temporada de invierno. Consulte nuestros <a href="/yachting-events">próximos eventos</a>.</p>',
    },
  },
  {
    slug: 'future-by-halcyon-sustainability-report-2025',
    category: 'company_news',
    date: '2026-02-24T09:00:00Z',
    subject: 'seascape',
    title: { en: 'Future by Halcyon: our 2025 sustainability report', es: 'Future by Halcyon: nuestro informe de sostenibilidad de 2025' },
    short: { en: 'Sustainability report 2025', es: 'Informe de sostenibilidad 2025' },
    teaser: {
      en: 'Every managed yacht now reports its emissions, and refits cut fuel use by 14% on average.',
      es: 'Todos los yates gestionados declaran ya sus emisiones, y los refits reducen el consumo un 14 % de media.',
    },
    about: { en: 'A yacht under sail with a wind turbine on the distant shore', es: 'Un velero navegando con un aerogenerador en la costa lejana' },
    body: {
      en: '<p>Our fourth annual sustainability report, audited independently, is published today. For the first time, all 86 yachts under Halcyon management reported monthly fuel, generator and shore-power data, giving owners a clear picture of their yacht’s footprint.</p><p>Refits we managed in 2025 reduced fuel use by an average of 14%, through LED lighting, heat recovery, hull coatings and, in two cases, new engines approved for HVO renewable diesel.</p>',
      es: '<p>Hoy publicamos nuestro cuarto informe anual de sostenibilidad, auditado de forma independiente. Por primera vez, los 86 yates bajo gestión de Halcyon han declarado cada mes sus datos de combustible, generadores y electricidad en puerto, lo que da a los armadores una imagen clara de la huella de su yate.</p><p>Los refits que dirigimos en 2025 redujeron el consumo de combustible un 14 % de media, gracias a la iluminación LED, la recuperación de calor, los recubrimientos de casco y, en dos casos, nuevos motores homologados para diésel renovable HVO.</p>',
    },
    more: {
      en: '<p>We also gave €1.2 million to ocean research and marine protected areas, funded by 1% of our charter commission. Read our commitments on <a href="/future-by-halcyon">Future by Halcyon</a>.</p>',
      es: '<p>También destinamos 1,2 millones de euros a la investigación oceánica y a las áreas marinas protegidas, gracias al 1 % de nuestra comisión de chárter. Conozca nuestros compromisos en <a href="/future-by-halcyon">Future by Halcyon</a>.</p>',
    },
  },
  {
    slug: 'halcyon-crew-network-mentorship-programme',
    category: 'company_news',
    date: '2026-08-11T10:45:00Z',
    subject: 'portrait',
    title: { en: 'The Halcyon Crew Network launches a mentorship programme', es: 'Halcyon Crew Network lanza un programa de mentoría' },
    short: { en: 'Crew mentorship', es: 'Mentoría de tripulación' },
    teaser: {
      en: 'Experienced captains and heads of department will mentor crew in their first three years on board.',
      es: 'Capitanes y jefes de departamento con experiencia tutelarán a tripulantes en sus tres primeros años a bordo.',
    },
    about: { en: 'A captain showing a young deckhand how to plot a course', es: 'Un capitán enseña a un joven marinero a trazar un rumbo' },
    body: {
      en: '<p>Nearly a third of new crew leave yachting within two years. To help the good ones stay, the Halcyon Crew Network is pairing junior crew with 40 volunteer mentors: captains, chief engineers, chief stewardesses and head chefs with at least ten years on board.</p><p>Mentors and mentees meet online once a month and in person in Antibes, Palma, Viareggio or Fort Lauderdale between seasons. The programme is free for crew and for the yachts that employ them.</p>',
      es: '<p>Casi un tercio de los nuevos tripulantes deja el sector en menos de dos años. Para ayudar a que los buenos se queden, Halcyon Crew Network empareja a tripulantes noveles con 40 mentores voluntarios: capitanes, jefes de máquinas, jefas de interior y jefes de cocina con al menos diez años a bordo.</p><p>Mentores y tutelados se reúnen en línea una vez al mes y en persona en Antibes, Palma, Viareggio o Fort Lauderdale entre temporadas. El programa es gratuito para la tripulación y para los yates que la emplean.</p>',
    },
    more: {
      en: '<p>Crew can apply through the crew network; captains who would like to mentor can write to our <a href="/contact-a-crew-specialist">crew specialists</a>. Learn more about <a href="/yacht-crew-training">crew training</a>.</p>',
      es: '<p>Los tripulantes pueden inscribirse a través de la red de tripulación; los capitanes que quieran ser mentores pueden escribir a nuestros <a href="/contact-a-crew-specialist">especialistas en tripulación</a>. Más información sobre la <a href="/yacht-crew-training">formación de tripulaciones</a>.</p>',
    },
    facts: [
      { number: 40, text: { en: 'volunteer mentors', es: 'mentores voluntarios' } },
      { number: 3, unit: { en: 'years', es: 'años' }, text: { en: 'of mentoring for new crew', es: 'de mentoría para los nuevos tripulantes' } },
    ],
  },
];
