/** Copy of the buying advice, berth and sales contact pages (spec 2.2, Buy menu). */

export const whyBuyCopy = {
  title: { en: 'Why buy your yacht with Halcyon Yachts', es: 'Por qué comprar su yate con Halcyon Yachts' },
  description: {
    en: 'Market knowledge, technical rigour and protected funds: why buyers trust Halcyon Yachts with the purchase of their superyacht.',
    es: 'Conocimiento del mercado, rigor técnico y fondos protegidos: por qué los compradores confían a Halcyon Yachts la compra de su superyate.',
  },
  breadcrumbs: { en: 'Why buy with us', es: 'Por qué comprar con nosotros' },
  cover: {
    title: { en: 'Why buy with us', es: 'Por qué comprar con nosotros' },
    subtitle: { en: 'On your side of the table, from first viewing to handover.', es: 'De su lado de la mesa, desde la primera visita hasta la entrega.' },
    about: { en: 'Two people shaking hands on the deck of a yacht', es: 'Dos personas se dan la mano en la cubierta de un yate' },
  },
  intro: {
    headline: { en: 'Four reasons buyers choose Halcyon', es: 'Cuatro razones por las que los compradores eligen Halcyon' },
    html: {
      en: '<h3>We know the market</h3><p>Our brokers follow every significant sale worldwide and share the data behind their advice. You will know what a yacht is really worth before you bid.</p><h3>We look beyond the brochure</h3><p>With our <a href="/yacht-refit-project-management">technical team</a> we read class records and survey reports, estimate upcoming works and use what we find in the negotiation.</p><h3>Your money is protected</h3><p>Deposits are held in escrow in segregated client accounts and released only under the terms of the MYBA memorandum of agreement.</p><h3>We stay after the sale</h3><p>Crew recruitment, management, charter, refit: the relationship does not end at closing, and neither does our responsibility.</p>',
      es: '<h3>Conocemos el mercado</h3><p>Nuestros brókers siguen todas las ventas significativas del mundo y comparten los datos en los que basan su consejo. Sabrá cuánto vale realmente un yate antes de pujar.</p><h3>Miramos más allá del dosier</h3><p>Junto con nuestro <a href="/yacht-refit-project-management">equipo técnico</a> leemos los registros de clasificación y los informes de inspección, estimamos los trabajos pendientes y utilizamos lo que encontramos en la negociación.</p><h3>Su dinero está protegido</h3><p>Los depósitos se custodian en cuentas de clientes segregadas y solo se liberan según las condiciones del contrato de compraventa MYBA.</p><h3>Seguimos después de la venta</h3><p>Selección de tripulación, gestión, chárter, refit: la relación no termina con el cierre, y nuestra responsabilidad tampoco.</p>',
    },
  },
  figures: {
    headline: { en: 'Experience you can measure', es: 'Una experiencia que se puede medir' },
    sold: { en: 'yachts sold', es: 'yates vendidos' },
    repeat: { en: 'of buyers come back to us', es: 'de los compradores vuelven a confiar en nosotros' },
    years: { en: 'years of average broker experience', es: 'años de experiencia media de nuestros brókers' },
  },
  team: {
    title: { en: 'One team, every discipline', es: 'Un equipo, todas las disciplinas' },
    html: {
      en: '<p>Your broker draws on colleagues in charter, management, crew and new build, so every question about the yacht you are buying has an expert answer in-house.</p>',
      es: '<p>Su bróker cuenta con compañeros de chárter, gestión, tripulación y nueva construcción, de modo que cada pregunta sobre el yate que va a comprar tiene una respuesta experta dentro de la casa.</p>',
    },
    about: { en: 'Halcyon brokers in a meeting at the Monaco office', es: 'Brókers de Halcyon reunidos en la oficina de Mónaco' },
  },
  links: {
    headline: { en: 'Begin your search', es: 'Empiece su búsqueda' },
    left: { en: 'Browse the yachts currently for sale.', es: 'Vea los yates actualmente en venta.' },
    right: { en: 'Or talk to a sales broker in confidence.', es: 'O hable con un bróker de venta con total confidencialidad.' },
    yachts: { en: 'Yachts for sale', es: 'Yates en venta' },
    broker: { en: 'Contact a yacht broker', es: 'Contactar con un bróker' },
  },
};

export const buyingGuideCopy = {
  title: { en: 'Yacht buying guide: from offer to ownership', es: 'Guía de compra de yates: de la oferta a la propiedad' },
  description: {
    en: 'How to buy a superyacht step by step: budget, offer, MYBA memorandum of agreement, deposit, survey, sea trial, closing, registration and running costs.',
    es: 'Cómo comprar un superyate paso a paso: presupuesto, oferta, contrato MYBA, depósito, inspección, prueba de mar, cierre, registro y costes de mantenimiento.',
  },
  breadcrumbs: { en: 'Buying guide', es: 'Guía de compra' },
  cover: {
    title: { en: 'Yacht buying guide', es: 'Guía de compra de yates' },
    subtitle: { en: 'What happens between “I like her” and “she is yours”.', es: 'Lo que ocurre entre «me gusta» y «es suyo».' },
    about: { en: 'Documents and a pen on a chart table aboard a yacht', es: 'Documentos y una pluma sobre la mesa de cartas de un yate' },
  },
  steps: {
    headline: { en: 'The purchase, step by step', es: 'La compra, paso a paso' },
    html: {
      en: '<h3>1. Budget and brief</h3><p>Decide how you will use the yacht and set a budget for both purchase and running costs, which typically add 10% of the yacht’s value each year.</p><h3>2. Search and viewings</h3><p>Your broker shortlists yachts, including off-market ones, and accompanies you on viewings.</p><h3>3. Offer and agreement</h3><p>Once terms are agreed, buyer and seller sign the MYBA memorandum of agreement and the buyer pays a 10% deposit into escrow.</p><h3>4. Survey and sea trial</h3><p>An independent surveyor inspects the hull, machinery and systems, usually with the yacht out of the water, followed by a sea trial. Findings may lead to repairs or a price adjustment.</p><h3>5. Acceptance and closing</h3><p>If you accept the yacht, the balance is paid and the bill of sale, deletion certificate and protocol of delivery are exchanged, often on the same day.</p><h3>6. Registration and handover</h3><p>The yacht is registered under your chosen flag, insured and handed over, with crew and management in place if you wish.</p>',
      es: '<h3>1. Presupuesto y necesidades</h3><p>Decida cómo utilizará el yate y fije un presupuesto tanto para la compra como para el mantenimiento, que suele suponer un 10 % del valor del yate al año.</p><h3>2. Búsqueda y visitas</h3><p>Su bróker selecciona yates, incluidos los que no se anuncian, y le acompaña en las visitas.</p><h3>3. Oferta y contrato</h3><p>Una vez acordadas las condiciones, comprador y vendedor firman el contrato de compraventa MYBA y el comprador deposita un 10 % en una cuenta de garantía.</p><h3>4. Inspección y prueba de mar</h3><p>Un perito independiente revisa el casco, la maquinaria y los sistemas, normalmente con el yate varado, y a continuación se realiza una prueba de mar. Sus conclusiones pueden dar lugar a reparaciones o a un ajuste de precio.</p><h3>5. Aceptación y cierre</h3><p>Si acepta el yate, se abona el resto del precio y se intercambian la escritura de venta, el certificado de baja registral y el acta de entrega, a menudo el mismo día.</p><h3>6. Registro y entrega</h3><p>El yate se registra bajo el pabellón elegido, se asegura y se le entrega, con tripulación y gestión ya organizadas si así lo desea.</p>',
    },
  },
  costs: {
    title: { en: 'Running costs, honestly', es: 'Costes de mantenimiento, sin rodeos' },
    html: {
      en: '<p>Crew salaries are usually the largest item, followed by maintenance, insurance, berthing and fuel. Our management team prepares a line-by-line annual budget for any yacht you consider, so the figure is known before you sign.</p><ul><li>Crew: 35 to 45% of the annual budget</li><li>Maintenance and refit reserve: 20 to 30%</li><li>Insurance, berthing, fuel and administration: the remainder</li></ul>',
      es: '<p>Los salarios de la tripulación suelen ser la partida más importante, seguida del mantenimiento, el seguro, el amarre y el combustible. Nuestro equipo de gestión prepara un presupuesto anual partida por partida para cualquier yate que esté valorando, de modo que conozca la cifra antes de firmar.</p><ul><li>Tripulación: del 35 al 45 % del presupuesto anual</li><li>Mantenimiento y reserva para refit: del 20 al 30 %</li><li>Seguro, amarre, combustible y administración: el resto</li></ul>',
    },
    about: { en: 'An engineer servicing the main engines of a superyacht', es: 'Un ingeniero revisa los motores principales de un superyate' },
  },
  cta: {
    why: { en: 'Why buy with us', es: 'Por qué comprar con nosotros' },
    broker: { en: 'Contact a yacht broker', es: 'Contactar con un bróker' },
  },
};

export const berthsForSaleCopy = {
  title: { en: 'Berths for sale', es: 'Amarres en venta' },
  description: {
    en: 'Superyacht berths for sale and long-term lease in the Mediterranean’s most sought-after marinas, with advice on tenure, fees and resale.',
    es: 'Amarres para superyates en venta y en arrendamiento a largo plazo en los puertos más codiciados del Mediterráneo, con asesoramiento sobre titularidad, cuotas y reventa.',
  },
  cover: {
    title: { en: 'Berths for sale', es: 'Amarres en venta' },
    subtitle: { en: 'A place in the harbours everyone wants to be in.', es: 'Un sitio en los puertos donde todos quieren estar.' },
    about: { en: 'Superyacht berths along a harbour quay at dusk', es: 'Amarres de superyates a lo largo del muelle de un puerto al anochecer' },
  },
  intro: {
    headline: { en: 'Secure your home port', es: 'Asegure su puerto base' },
    html: {
      en: '<p>In July and August, a berth for a 40-metre yacht on the Riviera or in the Balearics can be harder to find than the yacht herself. Owning one, or holding it on a long lease, guarantees a home port and can be a sound investment.</p><h3>What you are buying</h3><p>Most marina berths are sold as long-term concessions rather than freehold, typically running 20 to 30 years or until the marina’s concession ends. The price reflects the berth’s length and beam, the remaining term and the harbour’s standing.</p><h3>What to check</h3><ul><li>The remaining term of the marina concession and any renewal rights</li><li>Annual service charges, water and electricity</li><li>Whether the berth can be let when you are away, and on what terms</li></ul>',
      es: '<p>En julio y agosto, un amarre para un yate de 40 metros en la Riviera o en Baleares puede ser más difícil de encontrar que el propio yate. Ser titular de uno, o disponer de él en arrendamiento a largo plazo, garantiza un puerto base y puede ser una inversión sólida.</p><h3>Qué se compra</h3><p>La mayoría de los amarres se venden como derechos de uso a largo plazo y no en plena propiedad, normalmente por 20 a 30 años o hasta el fin de la concesión del puerto. El precio depende de la eslora y la manga del amarre, del plazo restante y del prestigio del puerto.</p><h3>Qué comprobar</h3><ul><li>El plazo restante de la concesión del puerto y los posibles derechos de renovación</li><li>Las cuotas anuales de servicio, agua y electricidad</li><li>Si el amarre puede alquilarse en su ausencia y en qué condiciones</li></ul>',
    },
  },
  rental: {
    title: { en: 'A berth that pays its way', es: 'Un amarre que se amortiza' },
    html: {
      en: '<p>When your yacht is cruising, your berth need not stand empty. We can let it by the week, month or season to vetted yachts, and handle the contracts and payments for you.</p>',
      es: '<p>Cuando su yate está navegando, su amarre no tiene por qué quedarse vacío. Podemos alquilarlo por semanas, meses o temporadas a yates verificados y ocuparnos por usted de los contratos y los cobros.</p>',
    },
    about: { en: 'A marina seen from above with yachts of different sizes', es: 'Un puerto deportivo visto desde arriba con yates de distintas esloras' },
  },
  cta: {
    sell: { en: 'Selling a berth', es: 'Vender un amarre' },
    broker: { en: 'Ask about a berth', es: 'Consultar por un amarre' },
  },
};

export const contactSalesBrokerCopy = {
  title: { en: 'Contact a yacht broker', es: 'Contacte con un bróker de yates' },
  description: {
    en: 'Talk to a Halcyon Yachts sales broker about buying a superyacht: a confidential conversation and a tailored shortlist, including off-market yachts.',
    es: 'Hable con un bróker de venta de Halcyon Yachts sobre la compra de un superyate: una conversación confidencial y una selección a medida, incluidos yates fuera de mercado.',
  },
  cover: {
    title: { en: 'Talk to a yacht broker', es: 'Hable con un bróker de yates' },
    subtitle: { en: 'A confidential conversation about the yacht you have in mind.', es: 'Una conversación confidencial sobre el yate que tiene en mente.' },
    about: { en: 'A sales broker at a desk overlooking a marina', es: 'Un bróker de venta en su mesa con vistas al puerto' },
  },
  intro: {
    headline: { en: 'Start with a conversation', es: 'Empiece por una conversación' },
    html: {
      en: '<p>Tell us what you are looking for: size, style, budget, how you plan to use the yacht and when you would like to be aboard. Your broker will come back within one business day with a first selection, including yachts that are not publicly advertised.</p><p>Every enquiry is handled in confidence. Our sales brokers work from Monaco, London, Palma, Antibes, Viareggio, Athens, Fort Lauderdale, Palm Beach, San Diego, Dubai, Hong Kong and Sydney, so there is always one in your time zone.</p>',
      es: '<p>Cuéntenos qué busca: eslora, estilo, presupuesto, cómo piensa utilizar el yate y cuándo le gustaría estar a bordo. Su bróker le responderá en un día laborable con una primera selección, que incluye yates que no se anuncian públicamente.</p><p>Todas las consultas se tratan con confidencialidad. Nuestros brókers de venta trabajan desde Mónaco, Londres, Palma, Antibes, Viareggio, Atenas, Fort Lauderdale, Palm Beach, San Diego, Dubái, Hong Kong y Sídney, así que siempre hay uno en su huso horario.</p>',
    },
  },
  figures: {
    reply: { en: 'business day to your first selection', es: 'día laborable hasta su primera selección' },
    offices: { en: 'brokerage offices worldwide', es: 'oficinas de brokerage en el mundo' },
    brokers: { en: 'sales brokers', es: 'brókers de venta' },
  },
  cta: {
    enquire: { en: 'Send an enquiry to our brokers', es: 'Enviar una consulta a nuestros brókers' },
    email: { en: 'Email the sales team', es: 'Escribir al equipo de ventas' },
    contact: { en: 'All contact details', es: 'Todos los datos de contacto' },
    offices: { en: 'Find your nearest office', es: 'Buscar la oficina más cercana' },
  },
};
