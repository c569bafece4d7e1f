/** Copy of the Sell landing page, the sale contact page and the berth sale page (spec 2.2, Sell menu). */

export const sellCopy = {
  title: { en: 'Sell a yacht', es: 'Vender un yate' },
  description: {
    en: 'Sell your superyacht with Halcyon Yachts: an honest valuation, worldwide marketing, qualified buyers and a broker who manages the sale through to closing.',
    es: 'Venda su superyate con Halcyon Yachts: una valoración honesta, marketing internacional, compradores cualificados y un bróker que dirige la venta hasta el cierre.',
  },
  cover: {
    title: { en: 'Sell your yacht', es: 'Venda su yate' },
    subtitle: { en: 'The right price, the right buyer, and a sale that closes.', es: 'El precio justo, el comprador adecuado y una venta que llega a buen puerto.' },
    about: { en: 'A motor yacht photographed at golden hour for her sale campaign', es: 'Un yate a motor fotografiado a la hora dorada para su campaña de venta' },
  },
  intro: {
    headline: { en: 'Selling is a project, not a listing', es: 'Vender es un proyecto, no un anuncio' },
    html: {
      en: '<p>Yachts that sell well are priced on evidence, presented beautifully and shown to buyers who are ready to act. Our brokers start with a candid <a href="/yacht-market-evaluation">market evaluation</a>, agree a strategy with you and then run every part of the sale: <a href="/yacht-marketing">marketing</a>, viewings, negotiation, survey and closing.</p><p>As central agent, we also share your yacht with the wider brokerage community under MYBA terms, so every serious buyer sees her, whoever they work with.</p>',
      es: '<p>Los yates que se venden bien tienen un precio basado en datos, se presentan de forma impecable y se muestran a compradores dispuestos a decidir. Nuestros brókers empiezan por una <a href="/yacht-market-evaluation">valoración de mercado</a> sincera, acuerdan con usted una estrategia y dirigen después cada fase de la venta: <a href="/yacht-marketing">marketing</a>, visitas, negociación, inspección y cierre.</p><p>Como agente central, compartimos además su yate con el conjunto de los brókers según las condiciones MYBA, de modo que cualquier comprador serio lo vea, trabaje con quien trabaje.</p>',
    },
  },
  figures: {
    headline: { en: 'Our last twelve months', es: 'Nuestros últimos doce meses' },
    sold: { en: 'yachts sold', es: 'yates vendidos' },
    months: { en: 'months, average time to sale', es: 'meses, plazo medio de venta' },
    price: { en: 'of asking price achieved', es: 'del precio de salida obtenido' },
    brokers: { en: 'brokers receive our listings', es: 'brókers reciben nuestros anuncios' },
  },
  marketing: {
    title: { en: 'Seen by the right buyers', es: 'A la vista de los compradores adecuados' },
    html: {
      en: '<p>Film and photography, the major boat shows, targeted digital campaigns and direct introductions from our brokers in 16 offices: each yacht gets a plan written for her and her likely buyers.</p>',
      es: '<p>Vídeo y fotografía, los grandes salones náuticos, campañas digitales segmentadas y presentaciones directas de nuestros brókers en 16 oficinas: cada yate recibe un plan pensado para él y para sus posibles compradores.</p>',
    },
    about: { en: 'A drone filming a yacht underway', es: 'Un dron graba un yate en navegación' },
    button: { en: 'Yacht marketing', es: 'Marketing de yates' },
  },
  valuation: {
    title: { en: 'Start with the truth about value', es: 'Empiece por la verdad sobre su valor' },
    html: {
      en: '<p>An asking price that is too high costs more than a price reduction later: it costs months. Our valuation is based on recent comparable sales, the yacht’s condition and the current market.</p>',
      es: '<p>Un precio de salida demasiado alto cuesta más que una rebaja posterior: cuesta meses. Nuestra valoración se basa en ventas comparables recientes, el estado del yate y el mercado actual.</p>',
    },
    about: { en: 'A broker reviewing sales data with an owner', es: 'Un bróker analiza datos de ventas con un armador' },
    button: { en: 'Request a market evaluation', es: 'Solicitar una valoración de mercado' },
  },
  links: {
    headline: { en: 'Talk to us about selling', es: 'Hable con nosotros sobre su venta' },
    left: { en: 'See the yachts our brokers have recently sold.', es: 'Vea los yates que nuestros brókers han vendido recientemente.' },
    right: { en: 'Or arrange a confidential conversation with a sales broker.', es: 'O concierte una conversación confidencial con un bróker de venta.' },
    recent: { en: 'Recent sales', es: 'Ventas recientes' },
    broker: { en: 'Contact a broker to sell', es: 'Contactar con un bróker para vender' },
  },
};

export const contactToSellCopy = {
  title: { en: 'Contact a yacht broker to sell your yacht', es: 'Contacte con un bróker para vender su yate' },
  description: {
    en: 'Thinking of selling your yacht? Speak in confidence to a Halcyon Yachts sales broker about value, timing and the best way to reach buyers.',
    es: '¿Está pensando en vender su yate? Hable con total confidencialidad con un bróker de venta de Halcyon Yachts sobre su valor, el momento y la mejor manera de llegar a los compradores.',
  },
  breadcrumbs: { en: 'Contact a broker to sell', es: 'Contactar para vender' },
  cover: {
    title: { en: 'Talk to us about selling', es: 'Hable con nosotros sobre su venta' },
    subtitle: { en: 'A first conversation commits you to nothing.', es: 'Una primera conversación no le compromete a nada.' },
    about: { en: 'An owner and a broker talking on the aft deck of a yacht', es: 'Un armador y un bróker conversan en la cubierta de popa de un yate' },
  },
  intro: {
    headline: { en: 'What to have to hand', es: 'Qué conviene tener a mano' },
    html: {
      en: '<p>A first conversation needs nothing more than the yacht’s name and your plans. To prepare a full valuation and marketing proposal, your broker will ask for:</p><ul><li>The specification and inventory, and recent photographs</li><li>The refit and maintenance history, with the dates of the last survey and class renewal</li><li>The yacht’s flag, VAT status and any charter history</li><li>Your timing and the price you have in mind</li></ul><p>We reply within one business day, and every conversation is confidential: many owners prefer their intention to sell not to be known until the yacht is ready to be shown.</p>',
      es: '<p>Para una primera conversación basta con el nombre del yate y sus planes. Para preparar una valoración completa y una propuesta de marketing, su bróker le pedirá:</p><ul><li>La especificación y el inventario, y fotografías recientes</li><li>El historial de refits y mantenimiento, con las fechas de la última inspección y de la renovación de clase</li><li>El pabellón del yate, su situación respecto al IVA y su historial de chárter, si lo tiene</li><li>Sus plazos y el precio que tiene en mente</li></ul><p>Respondemos en un día laborable y todas las conversaciones son confidenciales: muchos armadores prefieren que su intención de vender no se conozca hasta que el yate esté listo para mostrarse.</p>',
    },
  },
  figures: {
    reply: { en: 'business day to reply', es: 'día laborable para responder' },
    valuation: { en: 'business days to a written valuation', es: 'días laborables hasta una valoración por escrito' },
    offices: { en: 'brokerage offices worldwide', es: 'oficinas de brokerage en el mundo' },
  },
  cta: {
    email: { en: 'Email the sales team', es: 'Escribir al equipo de ventas' },
    evaluation: { en: 'About our market evaluation', es: 'Sobre nuestra valoración de mercado' },
    offices: { en: 'Find your nearest office', es: 'Buscar la oficina más cercana' },
  },
};

export const sellingBerthCopy = {
  title: { en: 'Selling a yacht berth', es: 'Vender un amarre' },
  description: {
    en: 'Sell or let your superyacht berth with Halcyon Yachts: valuation, marketing to yacht owners worldwide and the transfer formalities with the marina.',
    es: 'Venda o alquile su amarre para superyates con Halcyon Yachts: valoración, difusión entre armadores de todo el mundo y los trámites de transmisión con el puerto.',
  },
  cover: {
    title: { en: 'Selling a berth', es: 'Vender un amarre' },
    subtitle: { en: 'Your berth is worth most to the owner who needs it. We find them.', es: 'Su amarre vale más para el armador que lo necesita. Nosotros lo encontramos.' },
    about: { en: 'A quay with empty superyacht berths in the early morning', es: 'Un muelle con amarres de superyates libres a primera hora de la mañana' },
  },
  intro: {
    headline: { en: 'A market of its own', es: 'Un mercado propio' },
    html: {
      en: '<p>Berths in the best Mediterranean harbours rarely come up for sale, and the buyers who want them are often our own clients: owners who have just bought a yacht, or whose yacht has outgrown her current berth.</p><p>We value your berth against recent transfers and the remaining term of the concession, present it to owners and captains through our brokers and <a href="/yacht-management">yacht managers</a>, and handle the transfer formalities with the marina. If you would rather keep it, we can let it by the season instead.</p>',
      es: '<p>Los amarres en los mejores puertos del Mediterráneo rara vez salen a la venta, y quienes los buscan suelen ser nuestros propios clientes: armadores que acaban de comprar un yate o cuyo yate se ha quedado grande para su amarre actual.</p><p>Valoramos su amarre según transmisiones recientes y el plazo restante de la concesión, lo presentamos a armadores y capitanes a través de nuestros brókers y <a href="/yacht-management">gestores de yates</a>, y nos ocupamos de los trámites de transmisión con el puerto. Si prefiere conservarlo, podemos alquilarlo por temporadas.</p>',
    },
  },
  process: {
    title: { en: 'How a berth sale works', es: 'Cómo se vende un amarre' },
    html: {
      en: '<ul><li><strong>Valuation</strong> based on size, term and harbour</li><li><strong>Marketing</strong> to owners, captains and managers</li><li><strong>Offer and deposit</strong> held in escrow</li><li><strong>Marina approval</strong> and transfer of the concession</li></ul>',
      es: '<ul><li><strong>Valoración</strong> según dimensiones, plazo y puerto</li><li><strong>Difusión</strong> entre armadores, capitanes y gestores</li><li><strong>Oferta y depósito</strong> en cuenta de garantía</li><li><strong>Autorización del puerto</strong> y transmisión de la concesión</li></ul>',
    },
    about: { en: 'An aerial view of a harbour on the French Riviera', es: 'Vista aérea de un puerto de la Costa Azul' },
  },
  cta: {
    berths: { en: 'Berths for sale', es: 'Amarres en venta' },
    broker: { en: 'Contact a broker to sell', es: 'Contactar con un bróker para vender' },
  },
};
