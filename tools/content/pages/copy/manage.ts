/** Copy of the Manage menu pages (spec 2.2); charter management lives with the charter copy. */

export const manageCopy = {
  title: { en: 'Manage a superyacht', es: 'Gestionar un superyate' },
  description: {
    en: 'Superyacht management and charter management by Halcyon Yachts: safety, compliance, crew, budgets and bookings handled by one team, with the owner always in control.',
    es: 'Gestión de superyates y del chárter con Halcyon Yachts: seguridad, normativa, tripulación, presupuestos y reservas en un solo equipo, con el armador al mando.',
  },
  cover: {
    title: { en: 'Manage your superyacht', es: 'Gestione su superyate' },
    subtitle: { en: 'Enjoy the yacht. Leave the paperwork, the compliance and the detail to us.', es: 'Disfrute del yate. Deje en nuestras manos el papeleo, la normativa y los detalles.' },
    about: { en: 'A superyacht at anchor with her tender alongside', es: 'Un superyate fondeado con su auxiliar abarloada' },
  },
  intro: {
    headline: { en: 'Ownership, made simpler', es: 'La propiedad, más sencilla' },
    html: {
      en: '<p>Owning a superyacht means running a small international business: a crew of employees, a floating asset worth millions, and rules set by flag states, classification societies and tax authorities. Our managers take that weight off your shoulders and your captain’s.</p><p>Choose <a href="/yacht-management">yacht management</a> for the technical, safety, crew and financial side, <a href="/yacht-charter-management">charter management</a> to let the yacht earn when you are not aboard, or both, handled by one team that talks to each other every day.</p>',
      es: '<p>Ser propietario de un superyate equivale a dirigir una pequeña empresa internacional: una tripulación en nómina, un activo flotante de varios millones y unas normas que fijan los Estados de pabellón, las sociedades de clasificación y las autoridades fiscales. Nuestros gestores le quitan ese peso de encima, a usted y a su capitán.</p><p>Elija la <a href="/yacht-management">gestión de yates</a> para la parte técnica, de seguridad, de tripulación y financiera, la <a href="/yacht-charter-management">gestión del chárter</a> para que el yate genere ingresos cuando usted no está a bordo, o ambas, en manos de un mismo equipo que se coordina a diario.</p>',
    },
  },
  figures: {
    headline: { en: 'Management with Halcyon', es: 'La gestión con Halcyon' },
    yachts: { en: 'yachts under management', es: 'yates en gestión' },
    crew: { en: 'crew members administered', es: 'tripulantes administrados' },
    flags: { en: 'flag states we work with', es: 'pabellones con los que trabajamos' },
    support: { en: 'support for captains, all year', es: 'asistencia a los capitanes, todo el año' },
  },
  management: {
    title: { en: 'Yacht management', es: 'Gestión de yates' },
    html: {
      en: '<p>Safety management, flag and class, crew employment, budgets and accounts, insurance and purchasing, with a dedicated manager and a clear monthly report.</p>',
      es: '<p>Gestión de la seguridad, pabellón y clasificación, contratación de la tripulación, presupuestos y contabilidad, seguros y compras, con un gestor dedicado y un informe mensual claro.</p>',
    },
    about: { en: 'A yacht manager and captain walking the dock', es: 'Un gestor de yates y un capitán recorren el pantalán' },
    button: { en: 'Yacht management', es: 'Gestión de yates' },
  },
  charter: {
    title: { en: 'Charter management', es: 'Gestión del chárter' },
    html: {
      en: '<p>Turn open weeks into income: pricing, marketing to the world’s charter brokers, contracts, payments and crew support for every booking.</p>',
      es: '<p>Convierta las semanas libres en ingresos: tarifas, difusión entre los brókers de chárter de todo el mundo, contratos, cobros y apoyo a la tripulación en cada reserva.</p>',
    },
    about: { en: 'Charter guests enjoying lunch on the aft deck', es: 'Invitados de chárter almorzando en la cubierta de popa' },
    button: { en: 'Charter management', es: 'Gestión del chárter' },
  },
  links: {
    headline: { en: 'Let us take the helm ashore', es: 'Déjenos el timón en tierra' },
    left: { en: 'Why owners and captains trust us with their yachts.', es: 'Por qué armadores y capitanes nos confían sus yates.' },
    right: { en: 'Ask for a management proposal for your yacht.', es: 'Solicite una propuesta de gestión para su yate.' },
    why: { en: 'Why choose us', es: 'Por qué elegirnos' },
    contact: { en: 'Contact a yacht manager', es: 'Contactar con un gestor de yates' },
  },
};

export const yachtManagementCopy = {
  title: { en: 'Yacht management', es: 'Gestión de yates' },
  description: {
    en: 'Full superyacht management: ISM safety management, flag and class compliance, crew employment, budgets, accounting, insurance and procurement.',
    es: 'Gestión integral de superyates: gestión de la seguridad ISM, cumplimiento de pabellón y clasificación, contratación de la tripulación, presupuestos, contabilidad, seguros y compras.',
  },
  cover: {
    title: { en: 'Yacht management', es: 'Gestión de yates' },
    subtitle: { en: 'Safe, compliant, well crewed and on budget, every day of the year.', es: 'Segura, conforme a la normativa, bien tripulada y dentro del presupuesto, todos los días del año.' },
    about: { en: 'The bridge of a superyacht with navigation screens', es: 'El puente de un superyate con sus pantallas de navegación' },
  },
  intro: {
    headline: { en: 'What we manage', es: 'Qué gestionamos' },
    html: {
      en: '<h3>Safety and compliance</h3><ul><li>Safety management under the ISM and ISPS codes, audits and drills</li><li>Flag registration, class surveys and certificates, tracked so nothing lapses</li><li>MLC-compliant crew employment contracts and records</li></ul><h3>Crew</h3><ul><li>Recruitment with our <a href="/yacht-crew-placement">crew placement</a> team, payroll, pensions and insurance</li><li>Training plans and rotation schedules that keep good crew</li></ul><h3>Finance and operations</h3><ul><li>Annual budgets, monthly accounts and approval of every significant expense</li><li>Insurance placement and claims handling</li><li>Procurement of fuel, spares and services at fleet prices</li></ul>',
      es: '<h3>Seguridad y cumplimiento normativo</h3><ul><li>Gestión de la seguridad según los códigos ISM e ISPS, auditorías y simulacros</li><li>Registro de pabellón, inspecciones y certificados de clase, con un seguimiento que evita cualquier caducidad</li><li>Contratos y registros de la tripulación conformes al convenio MLC</li></ul><h3>Tripulación</h3><ul><li>Selección con nuestro equipo de <a href="/yacht-crew-placement">selección de tripulaciones</a>, nóminas, pensiones y seguros</li><li>Planes de formación y turnos de rotación que retienen a los buenos tripulantes</li></ul><h3>Finanzas y operaciones</h3><ul><li>Presupuestos anuales, cuentas mensuales y aprobación de cada gasto relevante</li><li>Contratación de seguros y tramitación de siniestros</li><li>Compra de combustible, recambios y servicios a precios de flota</li></ul>',
    },
  },
  figures: {
    yachts: { en: 'yachts under management', es: 'yates en gestión' },
    savings: { en: 'average saving on procurement', es: 'ahorro medio en compras' },
    audits: { en: 'safety audits passed first time last year', es: 'auditorías de seguridad superadas a la primera el año pasado' },
  },
  banner: {
    title: { en: 'One report, every month', es: 'Un informe, cada mes' },
    html: {
      en: '<p>Spending against budget, certificates coming due, crew changes and upcoming works: everything an owner needs to know, on a single page, with your manager available to talk it through.</p>',
      es: '<p>Gasto frente a presupuesto, certificados próximos a vencer, cambios en la tripulación y trabajos previstos: todo lo que un armador necesita saber en una sola página, con su gestor disponible para comentarlo.</p>',
    },
    about: { en: 'A captain reading the monthly report in the wheelhouse', es: 'Un capitán lee el informe mensual en el puente de gobierno' },
    button: { en: 'Request a proposal', es: 'Solicitar una propuesta' },
  },
  cta: {
    why: { en: 'Why choose us for management', es: 'Por qué elegirnos para la gestión' },
    contact: { en: 'Contact a yacht manager', es: 'Contactar con un gestor de yates' },
  },
};

export const whyManagementCopy = {
  title: { en: 'Why choose Halcyon Yachts for yacht management', es: 'Por qué elegir Halcyon Yachts para la gestión de su yate' },
  description: {
    en: 'Experienced managers, transparent fees, fleet purchasing power and a captain-first approach: why owners choose Halcyon Yachts to manage their superyachts.',
    es: 'Gestores con experiencia, honorarios transparentes, poder de compra de flota y apoyo al capitán: por qué los armadores confían su superyate a Halcyon Yachts.',
  },
  breadcrumbs: { en: 'Why choose us', es: 'Por qué elegirnos' },
  cover: {
    title: { en: 'Why choose us for management', es: 'Por qué elegirnos para la gestión' },
    subtitle: { en: 'Owners stay for years. So do their captains.', es: 'Los armadores se quedan durante años. Sus capitanes, también.' },
    about: { en: 'A superyacht moored in a calm harbour at dusk', es: 'Un superyate amarrado en un puerto tranquilo al anochecer' },
  },
  intro: {
    headline: { en: 'What makes the difference', es: 'Lo que marca la diferencia' },
    html: {
      en: '<h3>Managers who have been to sea</h3><p>Many of our managers are former captains and chief engineers. They understand life on board and earn the crew’s respect.</p><h3>Transparent fees</h3><p>A fixed annual fee agreed in advance. Supplier discounts are passed on to you in full, and every invoice is available to inspect.</p><h3>Captains supported, not second-guessed</h3><p>Your captain remains in command. We take on the administration so they can concentrate on the yacht, the crew and your time aboard.</p><h3>One company, every service</h3><p>Sales, charter, crew, refit and new build are under the same roof, so a question about resale value or a refit budget has an expert answer within the hour.</p>',
      es: '<h3>Gestores que han navegado</h3><p>Muchos de nuestros gestores han sido capitanes y jefes de máquinas. Entienden la vida a bordo y se ganan el respeto de la tripulación.</p><h3>Honorarios transparentes</h3><p>Una cuota anual fija pactada de antemano. Los descuentos de los proveedores se le trasladan íntegramente y puede revisar cada factura.</p><h3>Capitanes respaldados, no cuestionados</h3><p>Su capitán sigue al mando. Nosotros asumimos la administración para que pueda centrarse en el yate, la tripulación y su tiempo a bordo.</p><h3>Una sola empresa, todos los servicios</h3><p>Venta, chárter, tripulación, refit y nueva construcción bajo el mismo techo: una pregunta sobre el valor de reventa o el presupuesto de un refit tiene respuesta experta en menos de una hora.</p>',
    },
  },
  figures: {
    headline: { en: 'Measured by loyalty', es: 'Medido en fidelidad' },
    tenure: { en: 'years, average client relationship', es: 'años de relación media con nuestros clientes' },
    retention: { en: 'of managed yachts renew each year', es: 'de los yates gestionados renuevan cada año' },
    captains: { en: 'of our managers are former captains or engineers', es: 'de nuestros gestores han sido capitanes o ingenieros' },
  },
  crew: {
    title: { en: 'Good crew stay', es: 'Los buenos tripulantes se quedan' },
    html: {
      en: '<p>Fair contracts, reliable payroll, proper rotation and training: yachts we manage keep their crew longer, and a settled crew is the best thing an owner can have.</p>',
      es: '<p>Contratos justos, nóminas puntuales, rotaciones adecuadas y formación: los yates que gestionamos conservan más tiempo a su tripulación, y una tripulación estable es lo mejor que puede tener un armador.</p>',
    },
    about: { en: 'Crew members carrying out a safety drill on deck', es: 'Tripulantes realizando un simulacro de seguridad en cubierta' },
  },
  links: {
    headline: { en: 'See what we can do for your yacht', es: 'Descubra lo que podemos hacer por su yate' },
    left: { en: 'Everything included in our management service.', es: 'Todo lo que incluye nuestro servicio de gestión.' },
    right: { en: 'Arrange a confidential meeting with a manager.', es: 'Concierte una reunión confidencial con un gestor.' },
    management: { en: 'Yacht management', es: 'Gestión de yates' },
    contact: { en: 'Contact a yacht manager', es: 'Contactar con un gestor de yates' },
  },
};

export const contactManagerCopy = {
  title: { en: 'Contact a yacht manager', es: 'Contacte con un gestor de yates' },
  description: {
    en: 'Speak to a Halcyon Yachts yacht manager about management or charter management for your superyacht, and receive a tailored proposal.',
    es: 'Hable con un gestor de Halcyon Yachts sobre la gestión de su superyate o de su chárter y reciba una propuesta a medida.',
  },
  cover: {
    title: { en: 'Talk to a yacht manager', es: 'Hable con un gestor de yates' },
    subtitle: { en: 'A proposal built around your yacht, your crew and the way you use her.', es: 'Una propuesta pensada para su yate, su tripulación y la forma en que lo utiliza.' },
    about: { en: 'A yacht manager in the Monaco office overlooking the harbour', es: 'Un gestor de yates en la oficina de Mónaco con vistas al puerto' },
  },
  intro: {
    headline: { en: 'Let’s talk about your yacht', es: 'Hablemos de su yate' },
    html: {
      en: '<p>To prepare a proposal, we will ask about the yacht’s size and flag, her crew, how many weeks you use her and whether you would like to offer her for charter. If you are buying, we can start before closing, so management is in place from the first day of ownership.</p><p>Your proposal sets out exactly what is included, the annual fee and a realistic operating budget. There is no obligation, and everything you share stays confidential.</p>',
      es: '<p>Para preparar una propuesta, le preguntaremos por la eslora y el pabellón del yate, su tripulación, cuántas semanas lo utiliza y si desea ofrecerlo en chárter. Si está comprando, podemos empezar antes del cierre, para que la gestión esté en marcha desde el primer día de propiedad.</p><p>Su propuesta detalla exactamente lo que incluye, la cuota anual y un presupuesto de explotación realista. No implica ningún compromiso y toda la información que comparta es confidencial.</p>',
    },
  },
  figures: {
    proposal: { en: 'business days to your proposal', es: 'días laborables hasta su propuesta' },
    yachts: { en: 'yachts under management', es: 'yates en gestión' },
    support: { en: 'support for your captain', es: 'asistencia para su capitán' },
  },
  cta: {
    email: { en: 'Email the management team', es: 'Escribir al equipo de gestión' },
    charter: { en: 'Charter management', es: 'Gestión del chárter' },
    offices: { en: 'Find your nearest office', es: 'Buscar la oficina más cercana' },
  },
};
