/** Copy of the charter crew and charter management pages (spec 2.2, Charter and Manage menus). */

export const charterCrewCopy = {
  title: { en: 'The crew of your charter yacht', es: 'La tripulación de su yate de chárter' },
  description: {
    en: 'Who looks after you on a charter yacht: captain, chef, interior and deck crew, how many to expect and how gratuities work.',
    es: 'Quién le atiende en un yate de chárter: capitán, chef, tripulación de interior y de cubierta, cuántos tripulantes esperar y cómo funcionan las propinas.',
  },
  breadcrumbs: { en: 'Charter crew', es: 'Tripulación' },
  cover: {
    title: { en: 'Your charter crew', es: 'Su tripulación de chárter' },
    subtitle: {
      en: 'The people who turn a beautiful yacht into an unforgettable week.',
      es: 'Las personas que convierten un yate precioso en una semana inolvidable.',
    },
    about: { en: 'The crew of a superyacht lined up on the aft deck to welcome guests', es: 'La tripulación de un superyate formada en la cubierta de popa para recibir a los invitados' },
  },
  intro: {
    headline: { en: 'Who is on board', es: 'Quién está a bordo' },
    html: {
      en: '<p>A 50-metre motor yacht typically carries twelve crew for twelve guests; a 30-metre sailing yacht, four or five. Whatever the size, every charter crew has the same four pillars.</p><ul><li><strong>The captain</strong>, responsible for your safety, the itinerary and the whole team</li><li><strong>The chef</strong>, often trained in leading restaurants, cooking to your tastes three times a day</li><li><strong>The interior team</strong>, led by the chief stewardess: service, housekeeping and the little surprises</li><li><strong>The deck crew and engineers</strong>, who drive the tenders, teach watersports and keep everything running</li></ul><p>Crew on commercially operated yachts hold STCW safety certificates and the qualifications their flag requires; many have worked together for several seasons.</p>',
      es: '<p>Un yate a motor de 50 metros suele llevar doce tripulantes para doce invitados; un velero de 30 metros, cuatro o cinco. Sea cual sea la eslora, toda tripulación de chárter se apoya en cuatro pilares.</p><ul><li><strong>El capitán</strong>, responsable de su seguridad, del itinerario y de todo el equipo</li><li><strong>El chef</strong>, a menudo formado en restaurantes de primer nivel, que cocina a su gusto tres veces al día</li><li><strong>El equipo de interior</strong>, dirigido por la jefa de azafatas: servicio, limpieza y los pequeños detalles</li><li><strong>Los marineros y los ingenieros</strong>, que manejan las auxiliares, enseñan deportes náuticos y mantienen todo en marcha</li></ul><p>Las tripulaciones de yates con explotación comercial cuentan con los certificados de seguridad STCW y las titulaciones que exige su pabellón; muchas llevan varias temporadas trabajando juntas.</p>',
    },
  },
  gratuity: {
    title: { en: 'A word on gratuities', es: 'Unas palabras sobre las propinas' },
    html: {
      en: '<p>Gratuities are never compulsory, but it is customary to leave 10 to 15% of the charter fee for a crew that has looked after you well. Hand it to the captain on the last evening, and they will share it among the whole team.</p>',
      es: '<p>La propina nunca es obligatoria, pero es costumbre dejar entre un 10 y un 15 % de la tarifa de chárter a una tripulación que le ha atendido bien. Entréguesela al capitán la última noche y él la repartirá entre todo el equipo.</p>',
    },
    about: { en: 'A stewardess serving drinks at sunset on the flybridge', es: 'Una azafata sirve bebidas al atardecer en el flybridge' },
  },
  cta: {
    crew: { en: 'Work on a yacht: our crew services', es: 'Trabajar en un yate: servicios de tripulación' },
    broker: { en: 'Contact a charter broker', es: 'Contactar con un bróker de chárter' },
  },
};

export const charterManagementCopy = {
  title: { en: 'Yacht charter management for owners', es: 'Gestión del chárter para armadores' },
  description: {
    en: 'Charter management by Halcyon Yachts: central agency, worldwide marketing, compliance, VAT and crew support to make your yacht earn while you are not aboard.',
    es: 'Gestión del chárter con Halcyon Yachts: agencia central, marketing internacional, normativa, IVA y apoyo a la tripulación para que su yate genere ingresos.',
  },
  breadcrumbs: { en: 'Charter management', es: 'Gestión del chárter' },
  cover: {
    title: { en: 'Charter management', es: 'Gestión del chárter' },
    subtitle: {
      en: 'Let your yacht earn her keep, without giving up the weeks that matter to you.',
      es: 'Que su yate cubra sus gastos, sin renunciar a las semanas que le importan.',
    },
    about: { en: 'A superyacht moored in Monaco harbour', es: 'Un superyate amarrado en el puerto de Mónaco' },
  },
  intro: {
    headline: { en: 'Your yacht, working for you', es: 'Su yate, trabajando para usted' },
    html: {
      en: '<p>A well-run charter programme can offset a large part of a yacht’s running costs, keep the crew motivated and preserve her value. As central agent, Halcyon Yachts puts your yacht in front of every serious charter broker in the world and handles each booking from enquiry to final accounts.</p><h3>What we take care of</h3><ul><li><strong>Positioning and pricing</strong> season by season, based on real booking data</li><li><strong>Marketing:</strong> photography, brochures, the Mediterranean and Caribbean charter shows and our global broker network</li><li><strong>Contracts and payments</strong> under MYBA terms, held in segregated accounts</li><li><strong>Compliance:</strong> commercial registration, VAT schemes, insurance and safety management, with our <a href="/yacht-management">yacht management</a> team</li><li><strong>Crew support</strong> before and after every charter</li></ul>',
      es: '<p>Un programa de chárter bien dirigido puede compensar una parte importante de los gastos de un yate, mantener motivada a la tripulación y preservar su valor. Como agente central, Halcyon Yachts presenta su yate a todos los brókers de chárter serios del mundo y gestiona cada reserva desde la consulta hasta la liquidación final.</p><h3>De qué nos ocupamos</h3><ul><li><strong>Posicionamiento y tarifas</strong> temporada a temporada, a partir de datos reales de reservas</li><li><strong>Marketing:</strong> fotografía, dosieres, las ferias de chárter del Mediterráneo y el Caribe y nuestra red internacional de brókers</li><li><strong>Contratos y cobros</strong> según las condiciones MYBA, en cuentas segregadas</li><li><strong>Cumplimiento normativo:</strong> registro comercial, regímenes de IVA, seguros y gestión de la seguridad, junto con nuestro equipo de <a href="/yacht-management">gestión de yates</a></li><li><strong>Apoyo a la tripulación</strong> antes y después de cada chárter</li></ul>',
    },
  },
  figures: {
    headline: { en: 'Our charter management fleet', es: 'Nuestra flota en gestión de chárter' },
    yachts: { en: 'yachts in central agency', es: 'yates en agencia central' },
    weeks: { en: 'average charter weeks per yacht a year', es: 'semanas de chárter de media por yate al año' },
    brokers: { en: 'brokers receive our availability', es: 'brókers reciben nuestra disponibilidad' },
  },
  owners: {
    title: { en: 'You stay in control', es: 'Usted mantiene el control' },
    html: {
      en: '<p>You decide which weeks are available, the minimum rate you accept and who may charter your yacht. A monthly report shows bookings, income and costs, and your charter manager is always a call away.</p>',
      es: '<p>Usted decide qué semanas están disponibles, la tarifa mínima que acepta y quién puede alquilar su yate. Un informe mensual recoge reservas, ingresos y gastos, y su responsable de chárter está siempre a una llamada de distancia.</p>',
    },
    about: { en: 'An owner and a charter manager reviewing a booking calendar', es: 'Un armador y su responsable de chárter revisan el calendario de reservas' },
  },
  links: {
    headline: { en: 'Talk to our charter management team', es: 'Hable con nuestro equipo de gestión del chárter' },
    left: { en: 'Ask for a projection of your yacht’s charter income.', es: 'Solicite una previsión de los ingresos de chárter de su yate.' },
    right: { en: 'See everything we do for owners.', es: 'Descubra todo lo que hacemos por los armadores.' },
    manager: { en: 'Contact a yacht manager', es: 'Contactar con un gestor de yates' },
    manage: { en: 'Manage a superyacht', es: 'Gestionar un superyate' },
  },
};
