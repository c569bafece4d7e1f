/** Copy of the crew section (spec 2.2 Crew), English and European Spanish. */

export const CREW_NETWORK_URL = 'https://crew.halcyonyachts.example/';

export const crewLanding = {
  title: { en: 'Yacht crew services', es: 'Servicios de tripulación' },
  description: {
    en: 'Crew placement, training advice and crew administration for superyachts, from the Halcyon crew network in Antibes, Palma, Viareggio and Fort Lauderdale.',
    es: 'Selección de tripulación, asesoramiento en formación y administración de tripulaciones para superyates, desde la red de Halcyon en Antibes, Palma, Viareggio y Fort Lauderdale.',
  },
  cover: {
    title: { en: 'The people who make the yacht', es: 'Las personas que hacen el yate' },
    subtitle: {
      en: 'Captains, engineers, chefs and interior teams, found, checked and looked after by people who have worked on board.',
      es: 'Capitanes, ingenieros, chefs y equipos de interior, seleccionados, verificados y acompañados por personas que han trabajado a bordo.',
    },
    about: { en: 'A superyacht captain and first officer on the bridge wing', es: 'El capitán y el primer oficial de un superyate en el alerón del puente' },
    button: { en: 'Find crew', es: 'Buscar tripulación' },
  },
  headline: { en: 'A crew department with sea miles behind it', es: 'Un departamento de tripulación con millas a sus espaldas' },
  html: {
    en: '<p>Owners remember the yacht; guests remember the crew. Halcyon’s crew specialists are former captains, chief stewardesses and engineers, and they recruit the way they would want to be recruited: by talking to people, checking every reference and matching personalities as carefully as certificates.</p><h3>What we do</h3><ul><li><a href="/yacht-crew-placement">Crew placement</a>: permanent, rotational and temporary positions on yachts from 24 to 120 metres</li><li><a href="/yacht-crew-training">Training advice</a>: STCW, ENG1 and career-path planning for crew already on board</li><li><a href="/yacht-crew-administration">Crew administration</a>: contracts, payroll, insurance and MLC 2006 compliance</li></ul><p>Our four crew offices sit in the yachting hubs where crew actually live and join: Antibes, Palma, Viareggio and Fort Lauderdale.</p>',
    es: '<p>El armador recuerda el yate; los invitados recuerdan a la tripulación. Los especialistas de Halcyon son antiguos capitanes, jefas de interior e ingenieros, y seleccionan como les gustaría ser seleccionados: hablando con las personas, comprobando cada referencia y cuidando la afinidad entre caracteres tanto como los títulos.</p><h3>Qué hacemos</h3><ul><li><a href="/yacht-crew-placement">Selección de tripulación</a>: puestos fijos, por rotación y temporales en yates de 24 a 120 metros</li><li><a href="/yacht-crew-training">Asesoramiento en formación</a>: STCW, ENG1 y planificación de carrera para la tripulación en activo</li><li><a href="/yacht-crew-administration">Administración de tripulaciones</a>: contratos, nóminas, seguros y cumplimiento del MLC 2006</li></ul><p>Nuestras cuatro oficinas de tripulación están en los puertos donde la tripulación vive y embarca: Antibes, Palma, Viareggio y Fort Lauderdale.</p>',
  },
  figures: {
    headline: { en: 'The crew network in numbers', es: 'La red de tripulación en cifras' },
    html: {
      en: '<p>Figures for the 2025 season across our four crew offices.</p>',
      es: '<p>Datos de la temporada 2025 en nuestras cuatro oficinas de tripulación.</p>',
    },
    offices: { en: 'crew offices', es: 'oficinas de tripulación' },
    candidates: { en: 'interviewed candidates', es: 'candidatos entrevistados' },
    placements: { en: 'placements last season', es: 'colocaciones la última temporada' },
    shortlist: { en: 'to a first shortlist', es: 'hasta la primera preselección' },
    hours: { en: 'h', es: 'h' },
  },
  placement: {
    title: { en: 'Placement that lasts beyond the season', es: 'Colocaciones que duran más que una temporada' },
    html: {
      en: '<p>We interview every candidate in person or on video, speak to at least two previous captains and check certificates against the issuing authority. The result is a shortlist of three to five people, not a pile of CVs.</p>',
      es: '<p>Entrevistamos a cada candidato en persona o por vídeo, hablamos al menos con dos de sus capitanes anteriores y comprobamos los títulos con la autoridad que los expidió. El resultado es una preselección de tres a cinco personas, no un montón de currículos.</p>',
    },
    about: { en: 'Interior crew setting a table on the aft deck', es: 'Tripulación de interior preparando la mesa en la cubierta de popa' },
    button: { en: 'Crew placement', es: 'Selección de tripulación' },
  },
  network: {
    title: { en: 'Looking for your next yacht?', es: '¿Busca su próximo embarque?' },
    html: {
      en: '<p>Crew members register, upload their certificates and apply for live positions on the Halcyon Crew Network, our dedicated recruitment platform.</p>',
      es: '<p>La tripulación se registra, sube sus títulos y se postula a las vacantes abiertas en Halcyon Crew Network, nuestra plataforma de selección.</p>',
    },
    about: { en: 'Deckhands washing down the teak deck at dawn', es: 'Marineros baldeando la cubierta de teca al amanecer' },
    button: { en: 'Visit the crew network', es: 'Ir a la red de tripulación' },
  },
  related: {
    headline: { en: 'Talk to a crew specialist', es: 'Hable con un especialista en tripulación' },
    left: {
      en: 'Need a captain, a chef or a whole new interior team? Tell us about the yacht and the programme.',
      es: '¿Necesita un capitán, un chef o todo un equipo de interior nuevo? Cuéntenos cómo es el yate y su programa.',
    },
    right: {
      en: 'Already have a crew? Let us handle their contracts, payroll and compliance.',
      es: '¿Ya tiene tripulación? Deje en nuestras manos sus contratos, nóminas y cumplimiento normativo.',
    },
    contact: { en: 'Contact a crew specialist', es: 'Contactar con un especialista' },
    admin: { en: 'Crew administration', es: 'Administración de tripulaciones' },
  },
};

export const crewPlacement = {
  title: { en: 'Yacht crew placement', es: 'Selección de tripulación para yates' },
  description: {
    en: 'Permanent, rotational and temporary crew for motor and sailing superyachts: captains, officers, engineers, chefs, interior and deck crew, all interviewed and referenced.',
    es: 'Tripulación fija, por rotación y temporal para superyates a motor y a vela: capitanes, oficiales, ingenieros, chefs, interior y cubierta, todos entrevistados y con referencias verificadas.',
  },
  cover: {
    title: { en: 'Crew placement', es: 'Selección de tripulación' },
    subtitle: {
      en: 'The right person for the position, and for the people already on board.',
      es: 'La persona adecuada para el puesto y para quienes ya están a bordo.',
    },
    about: { en: 'A chief stewardess briefing her interior team in the main saloon', es: 'Una jefa de interior da instrucciones a su equipo en el salón principal' },
  },
  headline: { en: 'How we find your crew', es: 'Cómo encontramos a su tripulación' },
  html: {
    en: '<p>Every search starts with a call to the captain or the owner’s representative. We want to know the yacht, the cruising programme, the rotation and, above all, the people the new crew member will live beside for months.</p><h3>Our process</h3><ul><li><strong>Brief</strong>: position, rotation, salary band, visa and language requirements</li><li><strong>Search</strong>: our own database of interviewed crew, never an open advert alone</li><li><strong>Checks</strong>: certificates verified with the flag or issuing authority, two captain references, ENG1 validity</li><li><strong>Shortlist</strong>: three to five candidates with our written notes, usually within 48 hours</li><li><strong>Follow-up</strong>: a call to both sides after 30 and 90 days</li></ul><p>If a permanent placement leaves within the first three months, we replace the candidate at no extra fee.</p>',
    es: '<p>Cada búsqueda empieza con una llamada al capitán o al representante del armador. Queremos conocer el yate, el programa de navegación, la rotación y, sobre todo, a las personas con las que el nuevo tripulante convivirá durante meses.</p><h3>Nuestro proceso</h3><ul><li><strong>Encargo</strong>: puesto, rotación, banda salarial, visados e idiomas</li><li><strong>Búsqueda</strong>: nuestra propia base de tripulantes entrevistados, nunca solo un anuncio abierto</li><li><strong>Verificación</strong>: títulos comprobados con el pabellón o la autoridad emisora, referencias de dos capitanes y vigencia del ENG1</li><li><strong>Preselección</strong>: de tres a cinco candidatos con nuestras notas por escrito, normalmente en 48 horas</li><li><strong>Seguimiento</strong>: una llamada a ambas partes a los 30 y a los 90 días</li></ul><p>Si una colocación fija se marcha en los tres primeros meses, sustituimos al candidato sin coste adicional.</p>',
  },
  figures: {
    headline: { en: 'Placement at a glance', es: 'La selección en cifras' },
    retention: { en: 'still on board after one year', es: 'siguen a bordo al cabo de un año' },
    yachts: { en: 'yachts crewed in 2025', es: 'yates con tripulación seleccionada en 2025' },
    nationalities: { en: 'nationalities placed', es: 'nacionalidades colocadas' },
  },
  candidates: {
    title: { en: 'Every department, every size of yacht', es: 'Todos los departamentos, todas las esloras' },
    html: {
      en: '<p>From a relief engineer for a 30-metre sloop in Palma to a full rotational bridge team for an 80-metre motor yacht in the Caribbean, we recruit for deck, bridge, engineering, interior and galley, and for shore-based roles such as yacht managers and technical superintendents.</p>',
      es: '<p>Desde un ingeniero de relevo para un balandro de 30 metros en Palma hasta un equipo de puente completo por rotación para un yate a motor de 80 metros en el Caribe, seleccionamos para cubierta, puente, máquinas, interior y cocina, y también para puestos en tierra como gestores de yates o superintendentes técnicos.</p>',
    },
    about: { en: 'An engineer checking the main engines of a motor yacht', es: 'Un ingeniero revisa los motores principales de un yate a motor' },
  },
  ctaContact: { en: 'Request crew', es: 'Solicitar tripulación' },
  ctaNetwork: { en: 'I am looking for a job', es: 'Busco embarque' },
};

export const crewTraining = {
  title: { en: 'Yacht crew training', es: 'Formación de tripulaciones' },
  description: {
    en: 'Independent advice on STCW, ENG1, officer and engineering tickets and interior training for superyacht crew, with partner academies in Antibes, Palma and Fort Lauderdale.',
    es: 'Asesoramiento independiente sobre STCW, ENG1, titulaciones de oficial y de máquinas y formación de interior para tripulantes de superyates, con academias colaboradoras en Antibes, Palma y Fort Lauderdale.',
  },
  cover: {
    title: { en: 'Crew training', es: 'Formación de tripulaciones' },
    subtitle: {
      en: 'Better-trained crew stay longer, work safer and look after guests better.',
      es: 'Una tripulación mejor formada permanece más tiempo, trabaja con más seguridad y atiende mejor a los invitados.',
    },
    about: { en: 'Crew practising a man-overboard drill with the rescue tender', es: 'La tripulación practica un ejercicio de hombre al agua con el bote de rescate' },
  },
  headline: { en: 'A training plan for every crew member', es: 'Un plan de formación para cada tripulante' },
  html: {
    en: '<p>We do not run a school, so our advice is independent. For captains and management companies, we build a training plan for each crew member: what the flag requires, what the yacht’s safety management system expects and what will help the person grow into the next position.</p><h3>Courses we arrange most often</h3><ul><li>STCW Basic Safety Training and refresher modules</li><li>ENG1 medicals with approved doctors in every crew hub</li><li>Officer of the Watch and Master (Yachts) 500 GT and 3000 GT</li><li>Y4 to Y1 and AEC engineering certificates</li><li>GUEST interior training, from induction to head of department</li><li>Food safety level 3 and advanced fire fighting</li></ul><p>For yachts under our <a href="/yacht-management">management</a>, training records sit in the same system as certificates and expiry dates, so nothing lapses unnoticed.</p>',
    es: '<p>No tenemos escuela propia, así que nuestro consejo es independiente. Para capitanes y empresas de gestión elaboramos un plan de formación por tripulante: lo que exige el pabellón, lo que pide el sistema de gestión de la seguridad del yate y lo que ayudará a la persona a crecer hacia el siguiente puesto.</p><h3>Los cursos que más organizamos</h3><ul><li>Formación básica en seguridad STCW y cursos de actualización</li><li>Reconocimientos médicos ENG1 con médicos homologados en cada puerto base</li><li>Oficial de guardia y Capitán (yates) de 500 GT y 3000 GT</li><li>Títulos de máquinas del Y4 al Y1 y AEC</li><li>Formación de interior GUEST, desde la iniciación hasta jefe de departamento</li><li>Seguridad alimentaria nivel 3 y lucha contra incendios avanzada</li></ul><p>En los yates bajo nuestra <a href="/yacht-management">gestión</a>, el historial de formación está en el mismo sistema que los títulos y sus fechas de caducidad, para que nada venza sin que nadie se dé cuenta.</p>',
  },
  banner: {
    title: { en: 'Partner academies', es: 'Academias colaboradoras' },
    html: {
      en: '<p>We work with flag-approved academies near our crew offices and negotiate group places for yachts that train several crew at once, often during a yard period.</p>',
      es: '<p>Trabajamos con academias homologadas por los pabellones cerca de nuestras oficinas de tripulación y negociamos plazas de grupo para los yates que forman a varios tripulantes a la vez, a menudo durante una estancia en astillero.</p>',
    },
    about: { en: 'A fire-fighting training session on a quay', es: 'Una sesión de formación en lucha contra incendios en un muelle' },
    button: { en: 'Plan crew training', es: 'Planificar la formación' },
  },
  related: {
    headline: { en: 'Build a better crew', es: 'Construya una tripulación mejor' },
    left: {
      en: 'Recruiting as well as training? Our placement team works from the same records.',
      es: '¿Además de formar, necesita seleccionar? Nuestro equipo de selección trabaja con los mismos registros.',
    },
    right: {
      en: 'Send us the crew list and certificate expiry dates and we will propose a plan.',
      es: 'Envíenos la lista de tripulantes y las caducidades de sus títulos y le propondremos un plan.',
    },
    placement: { en: 'Crew placement', es: 'Selección de tripulación' },
    contact: { en: 'Contact us', es: 'Contactar' },
  },
};
