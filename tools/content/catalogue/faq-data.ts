/** Questions clients actually ask, by topic, in English and Spanish. */
export type Faq = { q: { en: string; es: string }; a: { en: string; es: string } };
export type FaqTopic = { key: string; title: { en: string; es: string }; cta: { en: string; es: string; url: string }; items: Faq[] };

export const FAQ_TOPICS: FaqTopic[] = [
  {
    key: 'charter',
    title: { en: 'Chartering a yacht', es: 'Alquilar un yate' },
    cta: { en: 'Contact a charter broker', es: 'Contacte con un bróker de chárter', url: '/contact-a-charter-broker' },
    items: [
      {
        q: { en: 'How far ahead should I book a summer charter?', es: '¿Con cuánta antelación debo reservar un chárter de verano?' },
        a: {
          en: 'For July and August in the Mediterranean, six to nine months ahead gives the widest choice. Shorter notice is often possible, especially in June and September.',
          es: 'Para julio y agosto en el Mediterráneo, reservar con seis a nueve meses de antelación ofrece la mayor elección. A menudo es posible con menos tiempo, sobre todo en junio y septiembre.',
        },
      },
      {
        q: { en: 'What does the weekly charter fee include?', es: '¿Qué incluye la tarifa semanal de chárter?' },
        a: {
          en: 'The fee covers the yacht, her crew and insurance. Fuel, food, drinks, berthing and communications are paid from an advance provisioning allowance, usually 30–40% of the fee, and any balance is returned.',
          es: 'La tarifa cubre el yate, su tripulación y el seguro. El combustible, la comida, las bebidas, los amarres y las comunicaciones se pagan con un anticipo de aprovisionamiento, normalmente del 30 al 40 % de la tarifa, y el saldo sobrante se devuelve.',
        },
      },
      {
        q: { en: 'Is a tip expected for the crew?', es: '¿Se espera una propina para la tripulación?' },
        a: {
          en: 'It is customary but discretionary. Guests usually leave 10–15% of the charter fee, given to the captain to share among the crew.',
          es: 'Es habitual, pero voluntaria. Los invitados suelen dejar entre el 10 y el 15 % de la tarifa, que se entrega al capitán para repartir entre la tripulación.',
        },
      },
    ],
  },
  {
    key: 'buying',
    title: { en: 'Buying a yacht', es: 'Comprar un yate' },
    cta: { en: 'Contact a yacht broker', es: 'Contacte con un bróker', url: '/contact-a-yacht-broker' },
    items: [
      {
        q: { en: 'What are the steps of a purchase?', es: '¿Cuáles son los pasos de una compra?' },
        a: {
          en: 'Offer and memorandum of agreement, a 10% deposit held in escrow, sea trial and survey, then acceptance and closing, when the balance is paid and title passes.',
          es: 'Oferta y contrato de compraventa, un depósito del 10 % en una cuenta de garantía, prueba de mar e inspección, y después la aceptación y el cierre, cuando se paga el resto y se transmite la propiedad.',
        },
      },
      {
        q: { en: 'How much should I budget to run a yacht?', es: '¿Qué presupuesto debo prever para mantener un yate?' },
        a: {
          en: 'A common rule of thumb is 10% of the purchase price each year for crew, maintenance, insurance, berthing and fuel; your broker can prepare a detailed estimate.',
          es: 'Una regla habitual es el 10 % del precio de compra al año para tripulación, mantenimiento, seguro, amarre y combustible; su bróker puede preparar una estimación detallada.',
        },
      },
      {
        q: { en: 'Can I buy a yacht that is not publicly listed?', es: '¿Puedo comprar un yate que no se anuncia públicamente?' },
        a: {
          en: 'Yes. Many sales are handled discreetly; our brokers know which owners would consider an offer.',
          es: 'Sí. Muchas ventas se gestionan con discreción; nuestros brókeres saben qué armadores estudiarían una oferta.',
        },
      },
    ],
  },
  {
    key: 'selling',
    title: { en: 'Selling a yacht', es: 'Vender un yate' },
    cta: { en: 'Talk to us about selling', es: 'Hable con nosotros sobre la venta', url: '/contact-a-yacht-broker-to-sell-your-yacht' },
    items: [
      {
        q: { en: 'How is the asking price set?', es: '¿Cómo se fija el precio de venta?' },
        a: {
          en: 'We compare recent sales of similar yachts, the current market and your yacht’s condition and history, and recommend a price that attracts serious buyers.',
          es: 'Comparamos ventas recientes de yates similares, el mercado actual y el estado e historial de su yate, y recomendamos un precio que atraiga a compradores serios.',
        },
      },
      {
        q: { en: 'What is a central agency?', es: '¿Qué es una agencia central?' },
        a: {
          en: 'You appoint one broker to market the yacht worldwide and co-operate with other brokers. It keeps the message and the price consistent.',
          es: 'Usted designa un único bróker para comercializar el yate en todo el mundo, que coopera con los demás. Así el mensaje y el precio se mantienen coherentes.',
        },
      },
      {
        q: { en: 'Can my yacht keep chartering while for sale?', es: '¿Puede mi yate seguir en chárter mientras está en venta?' },
        a: {
          en: 'Yes, with planning: we schedule viewings around charters so income continues while buyers visit.',
          es: 'Sí, con planificación: organizamos las visitas en torno a los chárteres para que los ingresos continúen mientras acuden los compradores.',
        },
      },
    ],
  },
  {
    key: 'new_build',
    title: { en: 'New build and refit', es: 'Nueva construcción y refit' },
    cta: { en: 'Contact a project manager', es: 'Contacte con un jefe de proyecto', url: '/contact-a-project-manager' },
    items: [
      {
        q: { en: 'How long does a new build take?', es: '¿Cuánto tiempo lleva una nueva construcción?' },
        a: {
          en: 'From contract, a 50 m yacht typically takes two to three years; larger custom projects three to four.',
          es: 'Desde la firma del contrato, un yate de 50 m suele tardar de dos a tres años; los grandes proyectos a medida, de tres a cuatro.',
        },
      },
      {
        q: { en: 'Why use an owner’s project manager?', es: '¿Por qué contar con un jefe de proyecto del armador?' },
        a: {
          en: 'An independent team checks specifications, quality and costs at the yard on your behalf, and keeps decisions moving.',
          es: 'Un equipo independiente revisa en su nombre las especificaciones, la calidad y los costes en el astillero, y mantiene el ritmo de las decisiones.',
        },
      },
      {
        q: { en: 'When is the best time for a refit?', es: '¿Cuándo es el mejor momento para un refit?' },
        a: {
          en: 'Between seasons, usually from October to April in the Mediterranean, booked early because good yards fill quickly.',
          es: 'Entre temporadas, normalmente de octubre a abril en el Mediterráneo, y reservando pronto porque los buenos astilleros se llenan enseguida.',
        },
      },
    ],
  },
  {
    key: 'management',
    title: { en: 'Yacht management', es: 'Gestión de yates' },
    cta: { en: 'Contact a yacht manager', es: 'Contacte con un gestor de yates', url: '/contact-a-yacht-manager' },
    items: [
      {
        q: { en: 'What does yacht management cover?', es: '¿Qué incluye la gestión de un yate?' },
        a: {
          en: 'Budgets and accounts, crew administration, ISM and ISPS compliance, insurance, maintenance planning and yard periods.',
          es: 'Presupuestos y contabilidad, administración de la tripulación, cumplimiento de los códigos ISM e ISPS, seguros, planificación del mantenimiento y estancias en astillero.',
        },
      },
      {
        q: { en: 'Will I still choose my captain and crew?', es: '¿Seguiré eligiendo a mi capitán y tripulación?' },
        a: {
          en: 'Always. We recruit and administer, but the owner has the final word on every key appointment.',
          es: 'Siempre. Nosotros seleccionamos y administramos, pero el armador tiene la última palabra en cada nombramiento clave.',
        },
      },
      {
        q: { en: 'Can charter income offset running costs?', es: '¿Pueden los ingresos por chárter compensar los costes?' },
        a: {
          en: 'Often in part. Our charter management team markets the yacht and handles bookings so the income is worth the time away.',
          es: 'A menudo en parte. Nuestro equipo de gestión de chárter comercializa el yate y gestiona las reservas para que los ingresos compensen el tiempo cedido.',
        },
      },
    ],
  },
  {
    key: 'crew',
    title: { en: 'Crew', es: 'Tripulación' },
    cta: { en: 'Contact a crew specialist', es: 'Contacte con un especialista en tripulación', url: '/contact-a-crew-specialist' },
    items: [
      {
        q: { en: 'How quickly can you place a crew member?', es: '¿Con qué rapidez pueden incorporar a un tripulante?' },
        a: {
          en: 'For most positions we send a shortlist within 48 hours; senior roles take longer because references are checked in depth.',
          es: 'Para la mayoría de los puestos enviamos una preselección en 48 horas; los cargos superiores llevan más tiempo porque las referencias se comprueban a fondo.',
        },
      },
      {
        q: { en: 'Which certificates do crew need?', es: '¿Qué certificados necesita la tripulación?' },
        a: {
          en: 'Every crew member needs STCW basic safety training and an ENG1 or equivalent medical; officers and engineers hold the licences of their rank.',
          es: 'Todo tripulante necesita la formación básica de seguridad STCW y un certificado médico ENG1 o equivalente; oficiales e ingenieros deben tener las titulaciones de su rango.',
        },
      },
      {
        q: { en: 'Do you help with payroll and contracts?', es: '¿Ayudan con las nóminas y los contratos?' },
        a: {
          en: 'Yes: our crew administration service drafts MLC-compliant contracts and runs payroll in several currencies.',
          es: 'Sí: nuestro servicio de administración de tripulación redacta contratos conformes al MLC y gestiona nóminas en varias divisas.',
        },
      },
    ],
  },
];
