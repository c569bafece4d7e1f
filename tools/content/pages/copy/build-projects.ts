/** Copy of the Build landing page and the project management pages (spec 2.2, Build menu). */

export const buildCopy = {
  title: { en: 'Build a yacht', es: 'Construir un yate' },
  description: {
    en: 'Build a custom superyacht with Halcyon Yachts as owner’s representative, from design brief and yard selection to delivery, plus refit project management.',
    es: 'Construya un superyate a medida con Halcyon Yachts como representante del armador, del briefing y la elección de astillero a la entrega, además de refits.',
  },
  cover: {
    title: { en: 'Build your yacht', es: 'Construya su yate' },
    subtitle: { en: 'From a first sketch to the day she leaves the shipyard, with you at every step.', es: 'Del primer boceto al día en que sale del astillero, con usted en cada paso.' },
    about: { en: 'A superyacht hull in a covered construction hall', es: 'El casco de un superyate en una nave de construcción cubierta' },
  },
  intro: {
    headline: { en: 'The yacht only you could have imagined', es: 'El yate que solo usted podía imaginar' },
    html: {
      en: '<p>A custom yacht is the purest expression of how an owner wants to live at sea. It is also a three- to four-year project worth tens or hundreds of millions, involving designers, naval architects, a shipyard and dozens of subcontractors.</p><p>Our <a href="/new-build-project-management-1">new-build project managers</a> act as your representatives throughout: they help write the brief, choose the designer and the yard, negotiate the contract and supervise construction on site. For existing yachts, our <a href="/yacht-refit-project-management">refit team</a> brings the same discipline to every upgrade, repaint or rebuild.</p>',
      es: '<p>Un yate a medida es la expresión más pura de cómo quiere vivir un armador en el mar. También es un proyecto de tres a cuatro años, con un valor de decenas o cientos de millones, en el que intervienen diseñadores, arquitectos navales, un astillero y decenas de subcontratistas.</p><p>Nuestros <a href="/new-build-project-management-1">directores de proyectos de nueva construcción</a> actúan como sus representantes en todo momento: le ayudan a redactar el briefing, a elegir el diseñador y el astillero, negocian el contrato y supervisan la construcción a pie de obra. Para yates existentes, nuestro <a href="/yacht-refit-project-management">equipo de refit</a> aplica el mismo rigor a cada mejora, repintado o reconstrucción.</p>',
    },
  },
  figures: {
    headline: { en: 'Projects delivered', es: 'Proyectos entregados' },
    builds: { en: 'new builds supervised', es: 'nuevas construcciones supervisadas' },
    refits: { en: 'refits managed', es: 'refits dirigidos' },
    team: { en: 'engineers and project managers', es: 'ingenieros y directores de proyecto' },
    yards: { en: 'shipyards worked with', es: 'astilleros con los que hemos trabajado' },
  },
  newBuild: {
    title: { en: 'New-build project management', es: 'Dirección de proyectos de nueva construcción' },
    html: {
      en: '<p>Independent, on-site representation from concept to delivery, so that the yacht you receive is the yacht you ordered, on time and on budget.</p>',
      es: '<p>Representación independiente y a pie de obra desde el concepto hasta la entrega, para que el yate que recibe sea el que encargó, en plazo y dentro del presupuesto.</p>',
    },
    about: { en: 'A project manager inspecting welding on a hull section', es: 'Un director de proyecto inspecciona la soldadura de una sección del casco' },
    button: { en: 'New-build project management', es: 'Dirección de nueva construcción' },
  },
  refit: {
    title: { en: 'Refit project management', es: 'Dirección de proyectos de refit' },
    html: {
      en: '<p>Class surveys, repaints, new interiors, hybrid conversions and extensions: a well-run refit adds years of life and value to a yacht.</p>',
      es: '<p>Inspecciones de clase, repintados, nuevos interiores, conversiones híbridas y alargamientos: un refit bien dirigido añade años de vida y valor a un yate.</p>',
    },
    about: { en: 'A yacht in dry dock during a refit', es: 'Un yate en dique seco durante un refit' },
    button: { en: 'Refit project management', es: 'Dirección de refit' },
  },
  links: {
    headline: { en: 'Start your project', es: 'Empiece su proyecto' },
    left: { en: 'Understand each stage of a custom build.', es: 'Conozca cada fase de una construcción a medida.' },
    right: { en: 'Discuss your ideas with a project manager.', es: 'Comente sus ideas con un director de proyecto.' },
    process: { en: 'The build process', es: 'El proceso de construcción' },
    contact: { en: 'Contact a project manager', es: 'Contactar con un director de proyecto' },
  },
};

export const newBuildCopy = {
  title: { en: 'New-build project management', es: 'Dirección de proyectos de nueva construcción' },
  description: {
    en: 'Owner’s representation for custom superyacht new builds: specification, yard tender, contract negotiation, on-site supervision, sea trials and warranty.',
    es: 'Representación del armador en la construcción de superyates a medida: especificación, licitación, contrato, supervisión en astillero, pruebas de mar y garantía.',
  },
  breadcrumbs: { en: 'New-build management', es: 'Nueva construcción' },
  cover: {
    title: { en: 'New-build project management', es: 'Dirección de nueva construcción' },
    subtitle: { en: 'Your representative at the shipyard, every working day of the build.', es: 'Su representante en el astillero, cada día laborable de la construcción.' },
    about: { en: 'The bow of a new superyacht emerging from a shipyard hall', es: 'La proa de un superyate nuevo saliendo de la nave del astillero' },
  },
  intro: {
    headline: { en: 'On your side, on site', es: 'De su lado, a pie de obra' },
    html: {
      en: '<p>A shipyard builds to its contract. Our role is to make sure the contract describes exactly what you want, and that what is built matches it in every detail.</p><h3>Before the contract</h3><ul><li>Owner’s brief, general arrangement and outline specification with your designer</li><li>Tender to shortlisted yards and a like-for-like comparison of their offers</li><li>Negotiation of price, payment milestones, delivery date, penalties and warranty</li></ul><h3>During construction</h3><ul><li>A resident site team reviewing drawings, inspecting workmanship and witnessing tests</li><li>Monthly reports on progress, cost and risk, and rigorous control of change orders</li><li>Coordination of owner-supplied items, interior outfitters and class</li></ul><h3>Delivery and beyond</h3><p>Commissioning, sea trials and acceptance, then support through the warranty period, with crew recruitment and <a href="/yacht-management">management</a> ready from day one.</p>',
      es: '<p>Un astillero construye según su contrato. Nuestro papel es asegurarnos de que el contrato describe exactamente lo que usted quiere y de que lo que se construye se ajusta a él en cada detalle.</p><h3>Antes del contrato</h3><ul><li>Briefing del armador, disposición general y especificación preliminar con su diseñador</li><li>Licitación entre los astilleros preseleccionados y comparación homogénea de sus ofertas</li><li>Negociación del precio, los hitos de pago, la fecha de entrega, las penalizaciones y la garantía</li></ul><h3>Durante la construcción</h3><ul><li>Un equipo residente en el astillero que revisa planos, inspecciona la ejecución y asiste a las pruebas</li><li>Informes mensuales de avance, coste y riesgos, y un control riguroso de las órdenes de cambio</li><li>Coordinación de los suministros del armador, los decoradores de interiores y la sociedad de clasificación</li></ul><h3>La entrega y después</h3><p>Puesta en servicio, pruebas de mar y aceptación, y acompañamiento durante el periodo de garantía, con la tripulación y la <a href="/yacht-management">gestión</a> listas desde el primer día.</p>',
    },
  },
  figures: {
    builds: { en: 'new builds delivered', es: 'nuevas construcciones entregadas' },
    onTime: { en: 'delivered within a month of contract date', es: 'entregadas en el mes previsto por contrato' },
    length: { en: 'metres, our largest supervised build', es: 'metros, la mayor construcción supervisada' },
  },
  banner: {
    title: { en: 'Already have a yard in mind?', es: '¿Ya tiene un astillero en mente?' },
    html: {
      en: '<p>We work with the leading builders in the Netherlands, Germany, Italy and Turkey, and can join a project at any stage, even after the contract is signed.</p>',
      es: '<p>Trabajamos con los principales constructores de los Países Bajos, Alemania, Italia y Turquía, y podemos incorporarnos a un proyecto en cualquier fase, incluso después de firmado el contrato.</p>',
    },
    about: { en: 'A shipyard quay with a superyacht being fitted out', es: 'Un muelle de astillero con un superyate en fase de armamento' },
    button: { en: 'Explore shipyards', es: 'Ver astilleros' },
  },
  cta: {
    process: { en: 'The yacht build process', es: 'El proceso de construcción' },
    contact: { en: 'Contact a project manager', es: 'Contactar con un director de proyecto' },
  },
};

export const refitCopy = {
  title: { en: 'Yacht refit project management', es: 'Dirección de proyectos de refit' },
  description: {
    en: 'Refit project management for superyachts: scope, yard selection, budget and schedule control, class surveys and quality supervision by Halcyon Yachts.',
    es: 'Dirección de proyectos de refit de superyates: alcance, selección de astillero, control de presupuesto y plazos, inspecciones de clase y supervisión de calidad con Halcyon Yachts.',
  },
  breadcrumbs: { en: 'Refit management', es: 'Dirección de refit' },
  cover: {
    title: { en: 'Refit project management', es: 'Dirección de refit' },
    subtitle: { en: 'Better than new, and back on the water when promised.', es: 'Mejor que nuevo, y de vuelta en el agua cuando se prometió.' },
    about: { en: 'A superyacht under scaffolding in a refit shed', es: 'Un superyate cubierto de andamios en una nave de refit' },
  },
  intro: {
    headline: { en: 'A refit, properly run', es: 'Un refit bien dirigido' },
    html: {
      en: '<p>Refits overrun when the scope is vague, the yard is wrong or nobody is watching the budget. We prevent all three.</p><h3>Scope and specification</h3><p>With your captain and engineers we define what must be done, what should be done and what can wait, and turn it into a specification yards can price accurately.</p><h3>Yard selection</h3><p>We tender the work to yards with the right facilities and a free slot, compare offers line by line and negotiate the contract.</p><h3>Supervision</h3><p>Our project manager is on site throughout, chairing weekly meetings, checking quality and controlling every variation to the contract.</p><h3>Typical projects</h3><ul><li>Five-year class renewal surveys and repaints</li><li>New interiors and reconfigured guest areas</li><li>Hybrid propulsion, stabilisers and energy-saving upgrades</li><li>Extensions and major rebuilds</li></ul>',
      es: '<p>Los refits se desvían cuando el alcance es impreciso, el astillero no es el adecuado o nadie vigila el presupuesto. Nosotros evitamos las tres cosas.</p><h3>Alcance y especificación</h3><p>Con su capitán y sus ingenieros definimos lo que hay que hacer, lo que conviene hacer y lo que puede esperar, y lo convertimos en una especificación que los astilleros puedan presupuestar con precisión.</p><h3>Selección del astillero</h3><p>Licitamos los trabajos entre astilleros con las instalaciones adecuadas y disponibilidad, comparamos las ofertas partida por partida y negociamos el contrato.</p><h3>Supervisión</h3><p>Nuestro director de proyecto está en el astillero durante todo el refit: preside las reuniones semanales, verifica la calidad y controla cada modificación del contrato.</p><h3>Proyectos habituales</h3><ul><li>Renovaciones de clase quinquenales y repintados</li><li>Nuevos interiores y zonas de invitados redistribuidas</li><li>Propulsión híbrida, estabilizadores y mejoras de eficiencia energética</li><li>Alargamientos y grandes reconstrucciones</li></ul>',
    },
  },
  figures: {
    refits: { en: 'refits managed', es: 'refits dirigidos' },
    budget: { en: 'average variance from agreed budget', es: 'desviación media sobre el presupuesto acordado' },
    yards: { en: 'refit yards in our tender list', es: 'astilleros de refit en nuestra lista de licitación' },
  },
  sustainability: {
    title: { en: 'Refit for the future', es: 'Un refit pensado para el futuro' },
    html: {
      en: '<p>A refit is the best moment to cut a yacht’s fuel use and emissions: hull coatings, LED lighting, heat recovery, battery banks for silent nights at anchor. Ask us what each upgrade would save.</p>',
      es: '<p>Un refit es el mejor momento para reducir el consumo y las emisiones de un yate: recubrimientos de casco, iluminación LED, recuperación de calor, bancos de baterías para noches silenciosas en el fondeo. Pregúntenos cuánto ahorraría cada mejora.</p>',
    },
    about: { en: 'Technicians installing battery modules in an engine room', es: 'Técnicos instalando módulos de baterías en una sala de máquinas' },
    button: { en: 'Future by Halcyon', es: 'Future by Halcyon' },
  },
  links: {
    headline: { en: 'Planning a refit?', es: '¿Está planificando un refit?' },
    left: { en: 'Tell us about your yacht and the work you have in mind.', es: 'Háblenos de su yate y de los trabajos que tiene en mente.' },
    right: { en: 'Or see how we look after yachts between refits.', es: 'O descubra cómo cuidamos los yates entre un refit y otro.' },
    contact: { en: 'Contact a project manager', es: 'Contactar con un director de proyecto' },
    management: { en: 'Yacht management', es: 'Gestión de yates' },
  },
};
