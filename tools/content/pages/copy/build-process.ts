/** Copy of the build process, project manager contact and shipyards pages (spec 2.2, Build menu). */

export const buildProcessCopy = {
  title: { en: 'The yacht build process, stage by stage', es: 'El proceso de construcción de un yate, fase a fase' },
  description: {
    en: 'How a custom superyacht is built: design, contract, steel cutting, hull and superstructure, outfitting, launch, sea trials and delivery, with typical timings.',
    es: 'Cómo se construye un superyate a medida: diseño, contrato, corte de acero, casco y superestructura, armamento, botadura, pruebas de mar y entrega, con plazos orientativos.',
  },
  breadcrumbs: { en: 'Build process', es: 'Proceso de construcción' },
  cover: {
    title: { en: 'The yacht build process', es: 'El proceso de construcción' },
    subtitle: { en: 'Three to four years, seven stages, one yacht that is entirely yours.', es: 'De tres a cuatro años, siete fases y un yate completamente suyo.' },
    about: { en: 'A superyacht being launched from a shipyard slipway', es: 'La botadura de un superyate desde la grada de un astillero' },
  },
  stages: {
    headline: { en: 'From idea to delivery', es: 'De la idea a la entrega' },
    html: {
      en: '<p>Timings below are typical for a custom motor yacht of 50 to 70 metres; larger yachts and sailing yachts can take longer.</p><h3>1. Concept and design · 6 to 12 months</h3><p>You choose a designer and naval architect, agree the general arrangement and build an outline specification.</p><h3>2. Tender and contract · 3 to 6 months</h3><p>Shortlisted yards price the specification; the chosen yard signs a build contract with payment milestones, a delivery date and a warranty.</p><h3>3. Engineering and steel cutting</h3><p>The yard completes detailed engineering with the classification society, and the first steel or aluminium is cut.</p><h3>4. Hull and superstructure · around 12 months</h3><p>Blocks are welded, joined and faired; the superstructure is fitted.</p><h3>5. Outfitting · 12 to 18 months</h3><p>Engines, systems and miles of cabling go in, followed by the interior, from joinery to stone and upholstery.</p><h3>6. Launch and sea trials</h3><p>The yacht meets the water, then systems, speed, noise and vibration are tested at sea.</p><h3>7. Delivery</h3><p>After final acceptance the yacht is registered, the crew takes over and the warranty period begins.</p>',
      es: '<p>Los plazos indicados son habituales para un yate a motor a medida de 50 a 70 metros; los yates más grandes y los veleros pueden requerir más tiempo.</p><h3>1. Concepto y diseño · de 6 a 12 meses</h3><p>Usted elige diseñador y arquitecto naval, se acuerda la disposición general y se elabora una especificación preliminar.</p><h3>2. Licitación y contrato · de 3 a 6 meses</h3><p>Los astilleros preseleccionados presupuestan la especificación; el elegido firma un contrato de construcción con hitos de pago, fecha de entrega y garantía.</p><h3>3. Ingeniería y corte de acero</h3><p>El astillero completa la ingeniería de detalle con la sociedad de clasificación y se corta la primera chapa de acero o aluminio.</p><h3>4. Casco y superestructura · unos 12 meses</h3><p>Los bloques se sueldan y se ensamblan, el casco se alisa y después se monta la superestructura.</p><h3>5. Armamento · de 12 a 18 meses</h3><p>Se instalan los motores, los sistemas y kilómetros de cableado, y a continuación el interior, de la carpintería a la piedra y la tapicería.</p><h3>6. Botadura y pruebas de mar</h3><p>El yate toca el agua y se prueban en el mar sus sistemas, su velocidad, el ruido y las vibraciones.</p><h3>7. Entrega</h3><p>Tras la aceptación final, el yate se registra, la tripulación toma el relevo y comienza el periodo de garantía.</p>',
    },
  },
  figures: {
    headline: { en: 'A custom build in numbers', es: 'Una construcción a medida en cifras' },
    months: { en: 'months, typical design-to-delivery time', es: 'meses, plazo habitual del diseño a la entrega' },
    hours: { en: 'hours of work on a 60-metre yacht', es: 'horas de trabajo en un yate de 60 metros' },
    stages: { en: 'stages, each with its own checks', es: 'fases, cada una con sus controles' },
  },
  role: {
    title: { en: 'Where we fit in', es: 'Cuál es nuestro papel' },
    html: {
      en: '<p>Our project managers join at stage one and stay until the end of the warranty, representing you with the designer, the yard and class. Most owners visit the yard a handful of times; we are there every day.</p>',
      es: '<p>Nuestros directores de proyecto se incorporan en la primera fase y permanecen hasta el final de la garantía, representándole ante el diseñador, el astillero y la sociedad de clasificación. La mayoría de los armadores visitan el astillero unas pocas veces; nosotros estamos allí cada día.</p>',
    },
    about: { en: 'An owner’s representative reviewing drawings with shipyard engineers', es: 'El representante del armador revisa planos con los ingenieros del astillero' },
  },
  cta: {
    newBuild: { en: 'New-build project management', es: 'Dirección de nueva construcción' },
    contact: { en: 'Contact a project manager', es: 'Contactar con un director de proyecto' },
  },
};

export const contactProjectManagerCopy = {
  title: { en: 'Contact a project manager', es: 'Contacte con un director de proyecto' },
  description: {
    en: 'Discuss a new build or refit with a Halcyon Yachts project manager: feasibility, budgets, shipyards and timings, in confidence.',
    es: 'Hable con un director de proyecto de Halcyon Yachts sobre una nueva construcción o un refit: viabilidad, presupuestos, astilleros y plazos, con total confidencialidad.',
  },
  cover: {
    title: { en: 'Talk to a project manager', es: 'Hable con un director de proyecto' },
    subtitle: { en: 'Every great yacht starts with a conversation.', es: 'Todo gran yate empieza con una conversación.' },
    about: { en: 'A project manager with plans in a shipyard office', es: 'Un director de proyecto con planos en la oficina de un astillero' },
  },
  intro: {
    headline: { en: 'How we can help', es: 'Cómo podemos ayudarle' },
    html: {
      en: '<p>Whether you have a designer’s sketch, a yard’s proposal or just an idea, a first meeting helps you understand what is possible, what it will cost and how long it will take. For refits, we will ask about the yacht, her class status and the work you have in mind, and can visit her wherever she lies.</p><p>Our project managers are based in Monaco, Viareggio, Palma and Fort Lauderdale, and travel to yards across Europe and beyond.</p>',
      es: '<p>Tanto si tiene un boceto de su diseñador, una propuesta de un astillero o simplemente una idea, una primera reunión le ayudará a entender qué es posible, cuánto costará y cuánto tiempo llevará. Para un refit, le preguntaremos por el yate, su situación de clasificación y los trabajos que tiene en mente, y podemos visitarlo allí donde se encuentre.</p><p>Nuestros directores de proyecto trabajan desde Mónaco, Viareggio, Palma y Fort Lauderdale, y se desplazan a astilleros de toda Europa y de otros continentes.</p>',
    },
  },
  figures: {
    reply: { en: 'business days to a first meeting', es: 'días laborables hasta una primera reunión' },
    builds: { en: 'new builds supervised', es: 'nuevas construcciones supervisadas' },
    refits: { en: 'refits managed', es: 'refits dirigidos' },
  },
  cta: {
    email: { en: 'Email the projects team', es: 'Escribir al equipo de proyectos' },
    process: { en: 'The build process', es: 'El proceso de construcción' },
    offices: { en: 'Find your nearest office', es: 'Buscar la oficina más cercana' },
  },
};

export const shipyardsCopy = {
  title: { en: 'Superyacht shipyards', es: 'Astilleros de superyates' },
  description: {
    en: 'The world’s leading superyacht shipyards in the Netherlands, Germany, Italy, Turkey and beyond, and how to choose the right builder for your project.',
    es: 'Los principales astilleros de superyates de los Países Bajos, Alemania, Italia, Turquía y otros países, y cómo elegir el constructor adecuado para su proyecto.',
  },
  cover: {
    title: { en: 'Shipyards', es: 'Astilleros' },
    subtitle: { en: 'Choosing a builder is the most important decision of a new build.', es: 'Elegir constructor es la decisión más importante de una nueva construcción.' },
    about: { en: 'A row of construction halls at a northern European shipyard', es: 'Una hilera de naves de construcción en un astillero del norte de Europa' },
  },
  intro: {
    headline: { en: 'The great yacht-building nations', es: 'Las grandes naciones constructoras de yates' },
    html: {
      en: '<p>Each yard has its own strengths, culture and order book. Knowing them is part of our job.</p><h3>The Netherlands and Germany</h3><p>Home to many of the world’s largest custom yachts, renowned for engineering, finish and on-time delivery. Order books are often full for several years.</p><h3>Italy</h3><p>The largest producer of superyachts by number, from semi-custom series to bold one-offs, celebrated for design and interiors.</p><h3>Turkey and beyond</h3><p>Turkish yards have built a strong reputation for steel and aluminium yachts at competitive prices; Spain, the United Kingdom, Taiwan and the United States each have builders worth knowing.</p><h3>How we help you choose</h3><ul><li>Yards whose experience matches your yacht’s size and type</li><li>Available build slots and realistic delivery dates</li><li>Financial strength and after-sales support</li></ul>',
      es: '<p>Cada astillero tiene sus propios puntos fuertes, su cultura y su cartera de pedidos. Conocerlos forma parte de nuestro trabajo.</p><h3>Países Bajos y Alemania</h3><p>Cuna de muchos de los mayores yates a medida del mundo, con astilleros reconocidos por su ingeniería, sus acabados y el cumplimiento de los plazos. Sus carteras de pedidos suelen estar completas durante varios años.</p><h3>Italia</h3><p>El mayor productor de superyates por número de unidades, de las series semipersonalizadas a las piezas únicas más audaces, célebre por su diseño y sus interiores.</p><h3>Turquía y otros países</h3><p>Los astilleros turcos se han ganado una sólida reputación en yates de acero y aluminio a precios competitivos; España, el Reino Unido, Taiwán y Estados Unidos también cuentan con constructores que conviene conocer.</p><h3>Cómo le ayudamos a elegir</h3><ul><li>Astilleros cuya experiencia se ajusta a la eslora y el tipo de su yate</li><li>Turnos de construcción disponibles y fechas de entrega realistas</li><li>Solidez financiera y servicio posventa</li></ul>',
    },
  },
  visit: {
    title: { en: 'Visit the yards with us', es: 'Visite los astilleros con nosotros' },
    html: {
      en: '<p>We organise yard tours for prospective owners: meet the management, see yachts under construction and talk to the people who would build yours.</p>',
      es: '<p>Organizamos visitas a astilleros para futuros armadores: conozca a la dirección, vea yates en construcción y hable con quienes construirían el suyo.</p>',
    },
    about: { en: 'Visitors in hard hats walking through a yacht under construction', es: 'Visitantes con casco recorren un yate en construcción' },
  },
  cta: {
    contact: { en: 'Contact a project manager', es: 'Contactar con un director de proyecto' },
    newYachts: { en: 'New yachts for sale', es: 'Yates nuevos en venta' },
  },
};
