/** Copy of the charter advice and contact pages (spec 2.2, Charter menu). */

export const contactCharterBrokerCopy = {
  title: { en: 'Contact a charter broker', es: 'Contacte con un bróker de chárter' },
  description: {
    en: 'Speak to a Halcyon charter broker about your next yacht holiday: dates, guests, destination and budget. A tailored shortlist within 24 hours.',
    es: 'Hable con un bróker de chárter de Halcyon sobre sus próximas vacaciones en yate: fechas, invitados, destino y presupuesto. Una selección a medida en 24 horas.',
  },
  cover: {
    title: { en: 'Talk to a charter broker', es: 'Hable con un bróker de chárter' },
    subtitle: {
      en: 'One conversation, one broker, and a shortlist built around you.',
      es: 'Una conversación, un bróker y una selección pensada para usted.',
    },
    about: { en: 'A charter broker on the phone in the Monaco office', es: 'Una bróker de chárter al teléfono en la oficina de Mónaco' },
  },
  intro: {
    headline: { en: 'What helps us help you', es: 'Lo que nos ayuda a ayudarle' },
    html: {
      en: '<p>You do not need to know which yacht you want. A few details are enough for your broker to start:</p><ul><li><strong>Dates</strong>, even approximate, and how flexible they are</li><li><strong>Guests:</strong> how many adults and children, and how you would like to share cabins</li><li><strong>Where</strong> you would like to go, or simply the kind of week you imagine</li><li><strong>Budget</strong> for the charter fee, so we can show you the best value in that range</li></ul><p>Within 24 hours you receive a shortlist of three to five yachts with honest notes on each: crew, layout, toys and the all-in cost including APA and VAT. Brokers in Monaco, Palma, Antibes, Athens, Fort Lauderdale and Phuket cover every time zone.</p>',
      es: '<p>No hace falta saber qué yate quiere. Con unos pocos datos su bróker ya puede empezar:</p><ul><li><strong>Fechas</strong>, aunque sean aproximadas, y su grado de flexibilidad</li><li><strong>Invitados:</strong> cuántos adultos y niños, y cómo le gustaría repartir los camarotes</li><li><strong>Dónde</strong> le gustaría navegar, o simplemente el tipo de semana que imagina</li><li><strong>Presupuesto</strong> para la tarifa de chárter, para mostrarle la mejor opción dentro de ese margen</li></ul><p>En 24 horas recibirá una selección de tres a cinco yates con notas sinceras sobre cada uno: tripulación, distribución, juguetes y el coste total con APA e IVA. Nuestros brókers en Mónaco, Palma, Antibes, Atenas, Fort Lauderdale y Phuket cubren todos los husos horarios.</p>',
    },
  },
  figures: {
    reply: { en: 'hours to your shortlist', es: 'horas hasta su selección' },
    yachts: { en: 'yachts we can propose', es: 'yates entre los que elegir' },
    offices: { en: 'offices with charter brokers', es: 'oficinas con brókers de chárter' },
  },
  cta: {
    email: { en: 'Email the charter team', es: 'Escribir al equipo de chárter' },
    contact: { en: 'All contact details', es: 'Todos los datos de contacto' },
    offices: { en: 'Find your nearest office', es: 'Buscar la oficina más cercana' },
  },
};

export const whyCharterCopy = {
  title: { en: 'Why charter with Halcyon Yachts', es: 'Por qué alquilar con Halcyon Yachts' },
  description: {
    en: 'Independent advice, first-hand knowledge of the fleet and one broker from enquiry to disembarkation: why clients charter with Halcyon Yachts.',
    es: 'Asesoramiento independiente, conocimiento directo de la flota y un único bróker desde la consulta hasta el desembarque: por qué nuestros clientes alquilan con Halcyon Yachts.',
  },
  breadcrumbs: { en: 'Why charter with us', es: 'Por qué elegirnos' },
  cover: {
    title: { en: 'Why charter with us', es: 'Por qué alquilar con nosotros' },
    subtitle: {
      en: 'Independent advice from brokers who have been aboard.',
      es: 'Asesoramiento independiente de brókers que han estado a bordo.',
    },
    about: { en: 'A broker inspecting the main saloon of a charter yacht', es: 'Un bróker inspecciona el salón principal de un yate de chárter' },
  },
  intro: {
    headline: { en: 'Advice you can trust', es: 'Un consejo en el que confiar' },
    html: {
      en: '<h3>We have been aboard</h3><p>Our brokers inspect more than 400 yachts every year, at the shows and in the harbours. We know which crews have stayed together, which chefs have moved on, and which yachts look better in their photographs than in real life.</p><h3>We are independent</h3><p>We can charter almost any yacht in the world, not only the ones we manage, so our recommendation is the yacht that suits you best.</p><h3>One broker, start to finish</h3><p>The person you first speak to negotiates the contract, briefs the captain, follows your week and asks how it went. No call centres, no hand-offs.</p><h3>Protected payments</h3><p>Charter funds are held in segregated client accounts and paid under the terms of the MYBA contract, the industry standard that protects both guest and owner.</p>',
      es: '<h3>Hemos estado a bordo</h3><p>Nuestros brókers inspeccionan más de 400 yates al año, en las ferias y en los puertos. Sabemos qué tripulaciones siguen juntas, qué chefs han cambiado de barco y qué yates lucen mejor en las fotos que en la realidad.</p><h3>Somos independientes</h3><p>Podemos alquilar casi cualquier yate del mundo, no solo los que gestionamos, así que le recomendamos el que mejor se adapta a usted.</p><h3>Un único bróker, de principio a fin</h3><p>La persona con la que habla por primera vez negocia el contrato, informa al capitán, sigue su semana y le pregunta después qué tal fue. Sin centralitas ni traspasos.</p><h3>Pagos protegidos</h3><p>Los fondos del chárter se depositan en cuentas de clientes segregadas y se abonan según el contrato MYBA, el estándar del sector que protege tanto al invitado como al armador.</p>',
    },
  },
  figures: {
    headline: { en: 'Trusted by charter guests since 1994', es: 'La confianza de nuestros clientes desde 1994' },
    inspected: { en: 'yachts inspected each year', es: 'yates inspeccionados cada año' },
    returning: { en: 'of our charter guests return', es: 'de nuestros clientes de chárter repiten' },
    weeks: { en: 'charter weeks a year', es: 'semanas de chárter al año' },
  },
  story: {
    title: { en: 'The details that make a week', es: 'Los detalles que hacen una semana' },
    html: {
      en: '<p>A preference sheet tells the crew what you like; your broker tells them who you are. We brief every captain personally, from a child’s allergy to the birthday dinner you would rather keep secret.</p>',
      es: '<p>La hoja de preferencias le dice a la tripulación lo que le gusta; su bróker le cuenta quién es usted. Informamos personalmente a cada capitán, desde la alergia de un niño hasta la cena de cumpleaños que prefiere mantener en secreto.</p>',
    },
    about: { en: 'A chef plating a dinner in a yacht galley', es: 'Un chef emplatando una cena en la cocina de un yate' },
  },
  links: {
    headline: { en: 'Start planning', es: 'Empiece a planificar' },
    left: { en: 'See the yachts our brokers recommend this season.', es: 'Vea los yates que nuestros brókers recomiendan esta temporada.' },
    right: { en: 'Or tell us about your plans and let us do the searching.', es: 'O cuéntenos sus planes y déjenos la búsqueda a nosotros.' },
    yachts: { en: 'Yachts for charter', es: 'Yates de alquiler' },
    broker: { en: 'Contact a charter broker', es: 'Contactar con un bróker de chárter' },
  },
};

export const howToCharterCopy = {
  title: { en: 'How to charter a yacht: costs, contracts and planning', es: 'Cómo alquilar un yate: costes, contratos y planificación' },
  description: {
    en: 'How yacht charter works: budgets, the MYBA contract, APA, VAT, gratuities, preference sheets and when to book.',
    es: 'Cómo funciona el chárter de yates: presupuesto, contrato MYBA, APA, IVA, propinas, hoja de preferencias y cuándo reservar.',
  },
  breadcrumbs: { en: 'How to charter', es: 'Cómo alquilar' },
  cover: {
    title: { en: 'How to charter a yacht', es: 'Cómo alquilar un yate' },
    subtitle: {
      en: 'Everything you should know before you sign, in plain words.',
      es: 'Todo lo que debe saber antes de firmar, explicado con claridad.',
    },
    about: { en: 'Guests boarding a yacht from a tender at a quay', es: 'Invitados embarcando en un yate desde una auxiliar en el muelle' },
  },
  intro: {
    headline: { en: 'Charter, explained', es: 'El chárter, explicado' },
    html: {
      en: '<h3>Setting a budget</h3><p>Weekly rates for crewed yachts over 30 metres start around €80,000 and exceed €1 million for the largest. Add 30 to 35% for the Advance Provisioning Allowance (APA), VAT where it applies, and a gratuity for the crew.</p><h3>When to book</h3><p>For July and August in the Mediterranean, or Christmas and New Year in the Caribbean, book six to twelve months ahead. Shoulder seasons and <a href="/last-minute-yacht-charter">last-minute weeks</a> allow more flexibility.</p><h3>The contract</h3><p>Most charters use the MYBA agreement: 50% of the fee on signing, the balance and the APA one month before embarkation. It sets out cancellation terms, the cruising area and what happens if the weather changes your plans.</p><h3>Tax</h3><p>VAT depends on where the charter starts and where the yacht cruises: for example 20% in France and 21% in Spain. Your broker confirms the exact figure in the contract.</p><h3>The preference sheet</h3><p>A few weeks before you embark, you tell the crew about diets, favourite wines, activities and celebrations. The more they know, the better they can surprise you.</p>',
      es: '<h3>Fijar el presupuesto</h3><p>Las tarifas semanales de los yates con tripulación de más de 30 metros parten de unos 80.000 € y superan el millón de euros en los más grandes. Sume entre un 30 y un 35 % de APA (Advance Provisioning Allowance), el IVA cuando corresponda y una propina para la tripulación.</p><h3>Cuándo reservar</h3><p>Para julio y agosto en el Mediterráneo, o Navidad y Año Nuevo en el Caribe, reserve con seis a doce meses de antelación. La media temporada y las <a href="/last-minute-yacht-charter">semanas de última hora</a> ofrecen más flexibilidad.</p><h3>El contrato</h3><p>La mayoría de los chárteres se rigen por el contrato MYBA: el 50 % de la tarifa a la firma y el resto, junto con el APA, un mes antes del embarque. Recoge las condiciones de cancelación, la zona de navegación y qué ocurre si el tiempo obliga a cambiar los planes.</p><h3>Impuestos</h3><p>El IVA depende de dónde empieza el chárter y por dónde navega el yate: por ejemplo, un 20 % en Francia y un 21 % en España. Su bróker confirma la cifra exacta en el contrato.</p><h3>La hoja de preferencias</h3><p>Unas semanas antes de embarcar, comunica a la tripulación sus dietas, vinos favoritos, actividades y celebraciones. Cuanto más sepa, mejor podrá sorprenderle.</p>',
    },
  },
  apa: {
    title: { en: 'How the APA works', es: 'Cómo funciona el APA' },
    html: {
      en: '<p>The APA is your running account on board. The captain uses it for fuel, food, drinks, berths and any extras you ask for, keeps every receipt and hands you a full statement before you leave. Any balance is refunded; if you spend more, you settle the difference on board.</p>',
      es: '<p>El APA es su cuenta de gastos a bordo. El capitán lo utiliza para combustible, comida, bebida, amarres y cualquier extra que usted solicite, guarda todos los justificantes y le entrega un extracto completo antes del desembarque. El saldo sobrante se le reembolsa; si gasta más, abona la diferencia a bordo.</p>',
    },
    about: { en: 'A captain going through the ship’s accounts with a guest', es: 'Un capitán revisa las cuentas del barco con un invitado' },
  },
  cta: {
    steps: { en: 'The 5-step guide', es: 'La guía en 5 pasos' },
    broker: { en: 'Contact a charter broker', es: 'Contactar con un bróker de chárter' },
  },
};

export const fiveStepCopy = {
  title: { en: 'Your 5-step guide to chartering a superyacht', es: 'Guía en 5 pasos para alquilar un superyate' },
  description: {
    en: 'From first enquiry to stepping aboard: the five steps of a superyacht charter with Halcyon Yachts.',
    es: 'De la primera consulta a la subida a bordo: los cinco pasos de un chárter de superyate con Halcyon Yachts.',
  },
  breadcrumbs: { en: '5-step guide', es: 'Guía en 5 pasos' },
  cover: {
    title: { en: 'Five steps to your charter', es: 'Cinco pasos hasta su chárter' },
    subtitle: { en: 'From first idea to first swim, simply.', es: 'De la primera idea al primer baño, sin complicaciones.' },
    about: { en: 'A guest diving from the swim platform into clear water', es: 'Una invitada se lanza al agua cristalina desde la plataforma de baño' },
  },
  steps: {
    headline: { en: 'How it works', es: 'Cómo funciona' },
    cta: { en: 'Talk to a charter broker', es: 'Hablar con un bróker de chárter' },
    picture: {
      about: { en: 'The main saloon of a charter yacht, laid for dinner', es: 'El salón principal de un yate de chárter, con la mesa puesta' },
      caption: {
        en: 'Every shortlisted yacht comes with her own photographs, crew profiles and sample menus.',
        es: 'Cada yate de la selección llega con sus propias fotografías, perfiles de la tripulación y menús de ejemplo.',
      },
    },
    quote: {
      text: { en: 'The best charters feel unplanned, and are planned to the hour.', es: 'Los mejores chárteres parecen improvisados, y están planificados al minuto.' },
      name: 'Elena Ruiz',
      role: { en: 'Master of a 52 m charter yacht', es: 'Capitana de un yate de chárter de 52 m' },
    },
    html: {
      en: '<h3>1. Tell us about your trip</h3><p>Dates, guests, destination and budget. A short call with a <a href="/contact-a-charter-broker">charter broker</a> is the quickest way.</p><h3>2. Review your shortlist</h3><p>Within 24 hours you receive three to five yachts with brochures, crew profiles, sample menus and an all-in cost. We arrange video calls with captains if you wish.</p><h3>3. Sign and secure</h3><p>Once you choose, we negotiate terms and prepare the MYBA contract. The yacht is reserved for you when the contract is signed and the first 50% is paid.</p><h3>4. Plan the details</h3><p>You complete a preference sheet; we brief the captain and the chef, arrange transfers and help with anything ashore, from restaurant tables to helicopter flights.</p><h3>5. Step aboard</h3><p>The crew welcomes you by name. Your broker stays a phone call away throughout the week, and settles the APA statement with you at the end.</p>',
      es: '<h3>1. Cuéntenos su viaje</h3><p>Fechas, invitados, destino y presupuesto. Una breve llamada con un <a href="/contact-a-charter-broker">bróker de chárter</a> es lo más rápido.</p><h3>2. Revise su selección</h3><p>En 24 horas recibirá de tres a cinco yates con dosieres, perfiles de la tripulación, menús de ejemplo y el coste total. Si lo desea, organizamos videollamadas con los capitanes.</p><h3>3. Firme y reserve</h3><p>Cuando haya elegido, negociamos las condiciones y preparamos el contrato MYBA. El yate queda reservado a su nombre al firmar el contrato y abonar el primer 50 %.</p><h3>4. Prepare los detalles</h3><p>Usted rellena la hoja de preferencias; nosotros informamos al capitán y al chef, organizamos los traslados y le ayudamos con todo lo que necesite en tierra, desde mesas en restaurantes hasta vuelos en helicóptero.</p><h3>5. Suba a bordo</h3><p>La tripulación le recibe por su nombre. Su bróker sigue a una llamada de distancia durante toda la semana y revisa con usted el extracto del APA al final.</p>',
    },
  },
  banner: {
    title: { en: 'Not sure where to start?', es: '¿No sabe por dónde empezar?' },
    html: {
      en: '<p>Browse our destination guides for inspiration, then let a broker turn an idea into a week at sea.</p>',
      es: '<p>Inspírese con nuestras guías de destinos y deje que un bróker convierta una idea en una semana en el mar.</p>',
    },
    about: { en: 'A yacht anchored in a bay surrounded by cliffs', es: 'Un yate fondeado en una bahía rodeada de acantilados' },
    button: { en: 'Charter destinations', es: 'Destinos de chárter' },
  },
  links: {
    headline: { en: 'Ready for step one?', es: '¿Preparado para el primer paso?' },
    left: { en: 'Read the detail on contracts, APA and VAT.', es: 'Consulte los detalles sobre contratos, APA e IVA.' },
    right: { en: 'Or speak to a broker today.', es: 'O hable hoy mismo con un bróker.' },
    guide: { en: 'How to charter a yacht', es: 'Cómo alquilar un yate' },
    broker: { en: 'Contact a charter broker', es: 'Contactar con un bróker de chárter' },
  },
};
