/** Copy of the Buy landing page and the sale listings (spec 2.2, Buy and Sell menus). */

export const buyCopy = {
  title: { en: 'Buy a yacht', es: 'Comprar un yate' },
  description: {
    en: 'Buy a superyacht with Halcyon Yachts: new and pre-owned yachts worldwide, independent advice and a broker at your side from first viewing to closing.',
    es: 'Compre un superyate con Halcyon Yachts: yates nuevos y de ocasión en todo el mundo, asesoramiento independiente y un bróker a su lado hasta el cierre.',
  },
  cover: {
    title: { en: 'Buy a yacht', es: 'Comprar un yate' },
    subtitle: {
      en: 'The right yacht, at the right price, with nothing left to chance.',
      es: 'El yate adecuado, al precio justo, sin dejar nada al azar.',
    },
    about: { en: 'A sleek motor yacht underway at speed', es: 'Un estilizado yate a motor navegando a toda máquina' },
  },
  intro: {
    headline: { en: 'A purchase like no other', es: 'Una compra como ninguna otra' },
    html: {
      en: '<p>Buying a superyacht combines the emotion of finding the one with the rigour of a complex cross-border transaction. Our sales brokers guide you through both: they know which yachts are genuinely for sale, which prices are realistic and which surveys will matter.</p><p>Start with the <a href="/yachts-for-sale">yachts for sale</a> or our <a href="/featured-yachts-for-sale">featured selection</a>, read the <a href="/yacht-buying-guide">buying guide</a>, or simply tell us what you are looking for. Many of the best yachts change hands discreetly, before they are ever advertised.</p>',
      es: '<p>Comprar un superyate une la emoción de encontrar el barco soñado con el rigor de una operación internacional compleja. Nuestros brókers de venta le acompañan en ambas: saben qué yates están realmente a la venta, qué precios son realistas y qué inspecciones serán decisivas.</p><p>Empiece por los <a href="/yachts-for-sale">yates en venta</a> o nuestra <a href="/featured-yachts-for-sale">selección destacada</a>, lea la <a href="/yacht-buying-guide">guía de compra</a> o, sencillamente, cuéntenos qué busca. Muchos de los mejores yates cambian de manos con discreción, antes de anunciarse.</p>',
    },
  },
  figures: {
    headline: { en: 'A sales record built over three decades', es: 'Una trayectoria de ventas de tres décadas' },
    sold: { en: 'yachts sold since 1994', es: 'yates vendidos desde 1994' },
    listed: { en: 'yachts for sale on our books', es: 'yates en venta en nuestra cartera' },
    brokers: { en: 'sales brokers', es: 'brókers de venta' },
    offices: { en: 'brokerage offices', es: 'oficinas de brokerage' },
  },
  search: {
    title: { en: 'Yachts for sale', es: 'Yates en venta' },
    html: {
      en: '<p>Motor yachts, sailing yachts and explorers from 24 to over 100 metres, each listing checked by a broker, with lengths in metres or feet and prices in the currency you choose.</p>',
      es: '<p>Yates a motor, veleros y explorers de 24 a más de 100 metros, con cada anuncio revisado por un bróker, con la eslora en metros o en pies y los precios en la moneda que elija.</p>',
    },
    about: { en: 'The flybridge of a motor yacht for sale', es: 'El flybridge de un yate a motor en venta' },
    button: { en: 'See yachts for sale', es: 'Ver yates en venta' },
    newButton: { en: 'New yachts', es: 'Yates nuevos' },
  },
  guide: {
    title: { en: 'Know every step', es: 'Conozca cada paso' },
    html: {
      en: '<p>Offer, agreement, deposit, survey, sea trial, closing: our buying guide explains what happens at each stage, who does what and how your money is protected.</p>',
      es: '<p>Oferta, contrato, depósito, inspección, prueba de mar, cierre: nuestra guía de compra explica qué ocurre en cada fase, quién hace qué y cómo se protege su dinero.</p>',
    },
    about: { en: 'A surveyor inspecting the engine room of a yacht', es: 'Un perito inspecciona la sala de máquinas de un yate' },
    button: { en: 'Yacht buying guide', es: 'Guía de compra de yates' },
  },
  links: {
    headline: { en: 'Speak to a sales broker', es: 'Hable con un bróker de venta' },
    left: { en: 'Why clients buy their yachts through Halcyon.', es: 'Por qué nuestros clientes compran su yate con Halcyon.' },
    right: { en: 'Tell us what you are looking for: we reply within one business day.', es: 'Cuéntenos qué busca: le respondemos en un día laborable.' },
    why: { en: 'Why buy with us', es: 'Por qué comprar con nosotros' },
    broker: { en: 'Contact a yacht broker', es: 'Contactar con un bróker' },
  },
};

export const yachtsForSaleCopy = {
  title: { en: 'Yachts for sale', es: 'Yates en venta' },
  description: {
    en: 'Luxury yachts for sale worldwide: motor yachts, sailing yachts and explorers, with prices, specifications and a broker for every listing.',
    es: 'Yates de lujo en venta en todo el mundo: yates a motor, veleros y explorers, con precios, especificaciones y un bróker para cada anuncio.',
  },
  cover: {
    title: { en: 'Yachts for sale', es: 'Yates en venta' },
    subtitle: {
      en: 'Pre-owned and new superyachts, presented with the facts that matter.',
      es: 'Superyates nuevos y de segunda mano, presentados con los datos que importan.',
    },
    about: { en: 'A row of superyachts in a Mediterranean marina', es: 'Una hilera de superyates en un puerto deportivo del Mediterráneo' },
  },
  intro: {
    headline: { en: 'Choosing well', es: 'Elegir bien' },
    html: {
      en: '<p>The asking price is only the beginning. Before you fall for a yacht, your broker will help you weigh the questions that decide whether she is the right one.</p><h3>How will you use her?</h3><p>Family summers in the Mediterranean, ocean crossings or a charter programme each call for a different layout, range and crew.</p><h3>What will she cost to run?</h3><p>Allow around 10% of the purchase price each year for crew, insurance, maintenance, berthing and fuel. Our <a href="/yacht-management">management team</a> can prepare a realistic budget for any yacht you consider.</p><h3>What is her story?</h3><p>Build yard, refit history, class status and previous owners all affect value. We ask the awkward questions before you make an offer.</p>',
      es: '<p>El precio de venta es solo el principio. Antes de enamorarse de un yate, su bróker le ayudará a sopesar las preguntas que deciden si es el adecuado.</p><h3>¿Cómo lo va a utilizar?</h3><p>Veranos en familia por el Mediterráneo, travesías oceánicas o un programa de chárter exigen distribuciones, autonomías y tripulaciones distintas.</p><h3>¿Cuánto costará mantenerlo?</h3><p>Calcule alrededor de un 10 % del precio de compra al año para tripulación, seguro, mantenimiento, amarre y combustible. Nuestro <a href="/yacht-management">equipo de gestión</a> puede preparar un presupuesto realista de cualquier yate que esté valorando.</p><h3>¿Cuál es su historia?</h3><p>El astillero, el historial de refits, el estado de clasificación y los armadores anteriores influyen en su valor. Hacemos las preguntas incómodas antes de que usted presente una oferta.</p>',
    },
  },
  offMarket: {
    title: { en: 'Off-market opportunities', es: 'Oportunidades fuera de mercado' },
    html: {
      en: '<p>Some owners prefer not to advertise. Our brokers know many of the yachts that could be bought quietly, and can approach their owners on your behalf with complete discretion.</p>',
      es: '<p>Algunos armadores prefieren no anunciar su yate. Nuestros brókers conocen muchos de los barcos que podrían comprarse sin publicidad y pueden dirigirse a sus armadores en su nombre con total discreción.</p>',
    },
    about: { en: 'A yacht at anchor off a private island', es: 'Un yate fondeado frente a una isla privada' },
    button: { en: 'Ask about off-market yachts', es: 'Consultar yates fuera de mercado' },
  },
  cta: {
    broker: { en: 'Contact a yacht broker', es: 'Contactar con un bróker' },
  },
};

export const newYachtsForSaleCopy = {
  title: { en: 'New yachts for sale', es: 'Yates nuevos en venta' },
  description: {
    en: 'New superyachts for sale: yachts recently delivered, under construction or available from the shipyard, with the shortest route to ownership.',
    es: 'Superyates nuevos en venta: yates recién entregados, en construcción o disponibles en astillero, el camino más corto hacia la propiedad.',
  },
  cover: {
    title: { en: 'New yachts for sale', es: 'Yates nuevos en venta' },
    subtitle: {
      en: 'Delivered this year, or ready next season, without the wait of a full build.',
      es: 'Entregados este año o listos para la próxima temporada, sin la espera de una construcción completa.',
    },
    about: { en: 'A brand-new superyacht at the shipyard quay before delivery', es: 'Un superyate a estrenar en el muelle del astillero antes de su entrega' },
  },
  intro: {
    headline: { en: 'New, without the wait', es: 'Nuevo, sin esperas' },
    html: {
      en: '<p>A full custom build takes three to four years. A new yacht for sale can be yours in months, with the latest technology and a full builder’s warranty.</p><ul><li><strong>Speculative builds:</strong> yachts a shipyard starts without a buyer, often at an advanced stage, where you can still choose the interior finishes</li><li><strong>Recently delivered yachts</strong> whose owners have changed plans, offered with warranty still running</li><li><strong>Build slots:</strong> positions in a yard’s schedule that can be transferred, saving years of waiting</li></ul><p>Our <a href="/new-build-project-management-1">project managers</a> review the build quality and specification of every new yacht before you commit.</p>',
      es: '<p>Una construcción a medida completa lleva de tres a cuatro años. Un yate nuevo en venta puede ser suyo en unos meses, con la tecnología más reciente y la garantía completa del astillero.</p><ul><li><strong>Construcciones especulativas:</strong> yates que un astillero inicia sin comprador, a menudo en una fase avanzada, en los que aún puede elegir los acabados interiores</li><li><strong>Yates recién entregados</strong> cuyos armadores han cambiado de planes, ofrecidos con la garantía todavía en vigor</li><li><strong>Turnos de construcción:</strong> plazas en el calendario de un astillero que pueden transferirse y ahorran años de espera</li></ul><p>Nuestros <a href="/new-build-project-management-1">directores de proyecto</a> revisan la calidad de construcción y la especificación de cada yate nuevo antes de que usted se comprometa.</p>',
    },
  },
  figures: {
    months: { en: 'months, typical time to delivery', es: 'meses, plazo habitual de entrega' },
    warranty: { en: 'months of builder’s warranty, as standard', es: 'meses de garantía del astillero, de serie' },
    builds: { en: 'new builds we have supervised', es: 'nuevas construcciones supervisadas' },
  },
  cta: {
    build: { en: 'Or build your own', es: 'O construya el suyo' },
    broker: { en: 'Contact a yacht broker', es: 'Contactar con un bróker' },
  },
};

export const featuredYachtsCopy = {
  title: { en: 'Featured yachts for sale', es: 'Yates en venta destacados' },
  description: {
    en: 'A selection of exceptional yachts for sale chosen by Halcyon’s brokers for their build quality, condition and value.',
    es: 'Una selección de yates excepcionales en venta elegidos por los brókers de Halcyon por su calidad de construcción, su estado y su valor.',
  },
  breadcrumbs: { en: 'Featured yachts', es: 'Destacados' },
  cover: {
    title: { en: 'Featured yachts for sale', es: 'Yates en venta destacados' },
    subtitle: { en: 'Chosen by our brokers, for reasons they are happy to explain.', es: 'Elegidos por nuestros brókers, por razones que le explicarán encantados.' },
    about: { en: 'A classic sailing yacht with varnished teak decks', es: 'Un velero clásico con cubiertas de teca barnizada' },
  },
  intro: {
    headline: { en: 'This season’s selection', es: 'La selección de esta temporada' },
    html: {
      en: '<p>Every yacht in this selection has been visited by one of our brokers in the last twelve months. Some stand out for their pedigree, some for an exemplary refit, others because the price reflects the market better than anything comparable.</p><p>Each listing carries the broker’s own notes and a clear indication of what a buyer should budget for after purchase. If one catches your eye, we can arrange a viewing, often within the week.</p>',
      es: '<p>Todos los yates de esta selección han sido visitados por uno de nuestros brókers en los últimos doce meses. Algunos destacan por su linaje, otros por un refit ejemplar y otros porque su precio refleja el mercado mejor que cualquier alternativa comparable.</p><p>Cada anuncio incluye las notas del propio bróker y una indicación clara de lo que el comprador debe presupuestar tras la compra. Si alguno le interesa, podemos organizar una visita, a menudo en la misma semana.</p>',
    },
  },
  viewing: {
    title: { en: 'Viewings and sea trials', es: 'Visitas y pruebas de mar' },
    html: {
      en: '<p>We arrange private viewings in the yacht’s home port or at the boat shows of Cannes, Monaco and Fort Lauderdale, and sea trials once an offer is accepted. Your broker attends every visit with you.</p>',
      es: '<p>Organizamos visitas privadas en el puerto base del yate o en los salones náuticos de Cannes, Mónaco y Fort Lauderdale, y pruebas de mar una vez aceptada la oferta. Su bróker le acompaña en todas las visitas.</p>',
    },
    about: { en: 'A buyer and broker touring the wheelhouse of a yacht', es: 'Un comprador y su bróker recorren el puente de gobierno de un yate' },
  },
  links: {
    headline: { en: 'Looking for something specific?', es: '¿Busca algo concreto?' },
    left: { en: 'Browse every yacht currently for sale.', es: 'Vea todos los yates actualmente en venta.' },
    right: { en: 'Or brief a broker on exactly what you want.', es: 'O explique a un bróker exactamente lo que quiere.' },
    all: { en: 'All yachts for sale', es: 'Todos los yates en venta' },
    broker: { en: 'Contact a yacht broker', es: 'Contactar con un bróker' },
  },
};

export const recentSalesCopy = {
  title: { en: 'Recent yacht sales', es: 'Ventas recientes de yates' },
  description: {
    en: 'Superyachts recently sold by Halcyon Yachts brokers: a record of the transactions we have closed for buyers and sellers worldwide.',
    es: 'Superyates vendidos recientemente por los brókers de Halcyon Yachts: un registro de las operaciones que hemos cerrado para compradores y vendedores de todo el mundo.',
  },
  cover: {
    title: { en: 'Recent sales', es: 'Ventas recientes' },
    subtitle: { en: 'The best measure of a broker is the yachts they have sold.', es: 'La mejor medida de un bróker son los yates que ha vendido.' },
    about: { en: 'A yacht leaving port with her new owner aboard', es: 'Un yate sale de puerto con su nuevo armador a bordo' },
  },
  intro: {
    headline: { en: 'Deals closed, clients served', es: 'Operaciones cerradas, clientes satisfechos' },
    html: {
      en: '<p>These are some of the yachts our brokers have sold over the past seasons, for buyers and sellers alike. Behind each sale are weeks of negotiation, surveys and paperwork across several jurisdictions, completed without surprises.</p><p>Many transactions remain confidential at our clients’ request. If you would like to know what comparable yachts have sold for, our brokers can share market data privately as part of a <a href="/yacht-market-evaluation">market evaluation</a>.</p>',
      es: '<p>Estos son algunos de los yates que nuestros brókers han vendido en las últimas temporadas, tanto para compradores como para vendedores. Detrás de cada venta hay semanas de negociación, inspecciones y trámites en varias jurisdicciones, completados sin sorpresas.</p><p>Muchas operaciones son confidenciales a petición de nuestros clientes. Si desea saber por cuánto se han vendido yates comparables, nuestros brókers pueden compartir datos de mercado en privado como parte de una <a href="/yacht-market-evaluation">valoración de mercado</a>.</p>',
    },
  },
  figures: {
    headline: { en: 'Our sales in the last twelve months', es: 'Nuestras ventas en los últimos doce meses' },
    sales: { en: 'yachts sold', es: 'yates vendidos' },
    months: { en: 'months, average time to sale', es: 'meses, plazo medio de venta' },
    price: { en: 'of asking price achieved on average', es: 'del precio de salida obtenido de media' },
  },
  banner: {
    title: { en: 'Thinking of selling?', es: '¿Está pensando en vender?' },
    html: {
      en: '<p>Our brokers will tell you what your yacht is worth today, and how to present her to reach the right buyers.</p>',
      es: '<p>Nuestros brókers le dirán cuánto vale hoy su yate y cómo presentarlo para llegar a los compradores adecuados.</p>',
    },
    about: { en: 'A motor yacht photographed from the air for a sale brochure', es: 'Un yate a motor fotografiado desde el aire para su dosier de venta' },
    button: { en: 'Sell a yacht', es: 'Vender un yate' },
  },
  cta: {
    buy: { en: 'Yachts for sale', es: 'Yates en venta' },
    sell: { en: 'Contact a broker to sell', es: 'Contactar con un bróker para vender' },
  },
};
