/** Copy of the brokerage, marketing and market evaluation pages (spec 2.2, Sell menu). */

export const brokerageCopy = {
  title: { en: 'Yacht brokerage', es: 'Brokerage de yates' },
  description: {
    en: 'Superyacht brokerage by Halcyon Yachts: central agency, MYBA agreements, negotiation, survey and closing, handled by experienced sales brokers.',
    es: 'Brokerage de superyates con Halcyon Yachts: agencia central, contratos MYBA, negociación, inspección y cierre, en manos de brókers de venta con experiencia.',
  },
  cover: {
    title: { en: 'Yacht brokerage', es: 'Brokerage de yates' },
    subtitle: { en: 'Thirty years of closing the sales that matter to our clients.', es: 'Treinta años cerrando las ventas que importan a nuestros clientes.' },
    about: { en: 'A superyacht moored at the quay in Antibes', es: 'Un superyate amarrado en el muelle de Antibes' },
  },
  intro: {
    headline: { en: 'What a central agent does', es: 'Qué hace un agente central' },
    html: {
      en: '<p>When you appoint Halcyon Yachts as central agent, one broker takes responsibility for the sale of your yacht from start to finish, and works with every other broker who brings a buyer.</p><h3>Before the sale</h3><p>Valuation, pricing strategy, preparation of the yacht and her documents, and the <a href="/yacht-marketing">marketing plan</a>.</p><h3>During the sale</h3><p>Qualifying buyers, organising viewings and sea trials, negotiating the offer and drafting the MYBA memorandum of agreement.</p><h3>Closing</h3><p>Coordinating the survey, the escrow of funds, the bill of sale and the change of flag, so that the yacht and the money change hands on the same day.</p>',
      es: '<p>Cuando nombra a Halcyon Yachts agente central, un único bróker asume la responsabilidad de la venta de su yate de principio a fin y trabaja con cualquier otro bróker que aporte un comprador.</p><h3>Antes de la venta</h3><p>Valoración, estrategia de precio, preparación del yate y de su documentación, y el <a href="/yacht-marketing">plan de marketing</a>.</p><h3>Durante la venta</h3><p>Cualificación de compradores, organización de visitas y pruebas de mar, negociación de la oferta y redacción del contrato de compraventa MYBA.</p><h3>El cierre</h3><p>Coordinación de la inspección, la custodia de los fondos, la escritura de venta y el cambio de pabellón, para que el yate y el dinero cambien de manos el mismo día.</p>',
    },
  },
  figures: {
    headline: { en: 'Brokerage with Halcyon', es: 'El brokerage con Halcyon' },
    yachts: { en: 'yachts in central agency', es: 'yates en agencia central' },
    brokers: { en: 'sales brokers', es: 'brókers de venta' },
    offices: { en: 'brokerage offices', es: 'oficinas de brokerage' },
  },
  banner: {
    title: { en: 'Terms that are clear from day one', es: 'Condiciones claras desde el primer día' },
    html: {
      en: '<p>Our central agency agreements follow MYBA standards: a clear commission, a defined term and full reporting on every enquiry and viewing.</p>',
      es: '<p>Nuestros contratos de agencia central siguen los estándares MYBA: una comisión clara, un plazo definido e información completa sobre cada consulta y cada visita.</p>',
    },
    about: { en: 'A yacht moored stern-to in a quiet harbour', es: 'Un yate amarrado de popa en un puerto tranquilo' },
    button: { en: 'Contact a broker to sell', es: 'Contactar con un bróker para vender' },
  },
  links: {
    headline: { en: 'Ready when you are', es: 'Preparados cuando usted lo esté' },
    left: { en: 'Find out what your yacht is worth today.', es: 'Descubra cuánto vale hoy su yate.' },
    right: { en: 'See the yachts we have sold recently.', es: 'Vea los yates que hemos vendido recientemente.' },
    evaluation: { en: 'Market evaluation', es: 'Valoración de mercado' },
    recent: { en: 'Recent sales', es: 'Ventas recientes' },
  },
};

export const marketingCopy = {
  title: { en: 'Yacht marketing', es: 'Marketing de yates' },
  description: {
    en: 'How Halcyon Yachts markets a superyacht for sale: film and photography, boat shows, digital campaigns, press and a worldwide network of brokers.',
    es: 'Cómo comercializa Halcyon Yachts un superyate en venta: vídeo y fotografía, salones náuticos, campañas digitales, prensa y una red internacional de brókers.',
  },
  cover: {
    title: { en: 'Yacht marketing', es: 'Marketing de yates' },
    subtitle: { en: 'Every yacht has a story. We make sure the right buyers hear it.', es: 'Cada yate tiene una historia. Nos aseguramos de que la escuchen los compradores adecuados.' },
    about: { en: 'A photographer shooting the interior of a yacht saloon', es: 'Un fotógrafo retrata el interior del salón de un yate' },
  },
  intro: {
    headline: { en: 'A campaign for every yacht', es: 'Una campaña para cada yate' },
    html: {
      en: '<p>Buyers of superyachts are few, international and busy. Reaching them takes more than a listing: it takes a campaign built around the yacht and the people most likely to want her.</p><ul><li><strong>Film and photography</strong> by specialist yacht photographers, aerial footage and virtual tours</li><li><strong>Boat shows</strong> in Monaco, Cannes, Fort Lauderdale, Palm Beach and Dubai, on the water and on our stand</li><li><strong>Digital campaigns</strong> targeted by country, interest and wealth profile</li><li><strong>Press and editorial</strong> in the yachting and luxury media</li><li><strong>Broker network:</strong> your yacht is shared with thousands of brokers worldwide</li></ul>',
      es: '<p>Los compradores de superyates son pocos, internacionales y tienen poco tiempo. Llegar a ellos exige algo más que un anuncio: una campaña construida en torno al yate y a las personas con más probabilidades de quererlo.</p><ul><li><strong>Vídeo y fotografía</strong> de fotógrafos especializados en yates, imágenes aéreas y visitas virtuales</li><li><strong>Salones náuticos</strong> en Mónaco, Cannes, Fort Lauderdale, Palm Beach y Dubái, en el agua y en nuestro stand</li><li><strong>Campañas digitales</strong> segmentadas por país, intereses y perfil patrimonial</li><li><strong>Prensa y contenidos editoriales</strong> en medios náuticos y de lujo</li><li><strong>Red de brókers:</strong> su yate se comparte con miles de brókers en todo el mundo</li></ul>',
    },
  },
  figures: {
    headline: { en: 'Reach, in numbers', es: 'Alcance, en cifras' },
    shows: { en: 'boat shows attended each year', es: 'salones náuticos al año' },
    visits: { en: 'yacht listing views a month', es: 'visitas mensuales a nuestros anuncios' },
    brokers: { en: 'brokers receive our listings', es: 'brókers reciben nuestros anuncios' },
  },
  report: {
    title: { en: 'You see what we see', es: 'Usted ve lo mismo que nosotros' },
    html: {
      en: '<p>Every month you receive a report of enquiries, viewings, buyer feedback and campaign results, with your broker’s honest reading of the market and any adjustment they recommend.</p>',
      es: '<p>Cada mes recibe un informe de consultas, visitas, opiniones de compradores y resultados de la campaña, con la lectura sincera del mercado que hace su bróker y los ajustes que recomienda.</p>',
    },
    about: { en: 'A marketing report open on a tablet aboard a yacht', es: 'Un informe de marketing abierto en una tableta a bordo de un yate' },
  },
  cta: {
    evaluation: { en: 'Request a market evaluation', es: 'Solicitar una valoración de mercado' },
    broker: { en: 'Contact a broker to sell', es: 'Contactar con un bróker para vender' },
  },
};

export const evaluationCopy = {
  title: { en: 'Yacht market evaluation', es: 'Valoración de mercado de yates' },
  description: {
    en: 'What is your yacht worth today? A confidential market evaluation by Halcyon Yachts, based on comparable sales, condition and current demand.',
    es: '¿Cuánto vale hoy su yate? Una valoración de mercado confidencial de Halcyon Yachts, basada en ventas comparables, estado y demanda actual.',
  },
  breadcrumbs: { en: 'Market evaluation', es: 'Valoración de mercado' },
  cover: {
    title: { en: 'Market evaluation', es: 'Valoración de mercado' },
    subtitle: { en: 'What your yacht is worth today, and why.', es: 'Cuánto vale hoy su yate, y por qué.' },
    about: { en: 'A superyacht at anchor photographed from a tender', es: 'Un superyate fondeado fotografiado desde una auxiliar' },
  },
  intro: {
    headline: { en: 'A valuation you can act on', es: 'Una valoración con la que poder decidir' },
    html: {
      en: '<p>Whether you are thinking of selling, refinancing, insuring or simply planning ahead, you should know what your yacht would fetch in today’s market. Our evaluation weighs:</p><ul><li><strong>Comparable sales</strong> from our own transactions and the wider market</li><li><strong>Builder, designer and pedigree</strong>, which hold value differently</li><li><strong>Condition:</strong> refit history, class status and upcoming works</li><li><strong>Status:</strong> flag, VAT position and charter history</li><li><strong>Demand</strong> for her size and type, now and in the coming season</li></ul><p>You receive a written report within five business days, with a recommended asking price and the reasoning behind it. It is confidential and commits you to nothing.</p>',
      es: '<p>Tanto si piensa vender, refinanciar o asegurar su yate como si simplemente quiere planificar, conviene saber cuánto obtendría por él en el mercado actual. Nuestra valoración tiene en cuenta:</p><ul><li><strong>Ventas comparables</strong> de nuestras propias operaciones y del mercado en general</li><li><strong>Astillero, diseñador y linaje</strong>, que mantienen su valor de forma distinta</li><li><strong>Estado:</strong> historial de refits, situación de clasificación y trabajos pendientes</li><li><strong>Situación:</strong> pabellón, posición respecto al IVA e historial de chárter</li><li><strong>Demanda</strong> de su eslora y tipo, hoy y en la próxima temporada</li></ul><p>Recibirá un informe escrito en cinco días laborables, con un precio de salida recomendado y su justificación. Es confidencial y no le compromete a nada.</p>',
    },
  },
  figures: {
    days: { en: 'business days to your written report', es: 'días laborables hasta su informe escrito' },
    sales: { en: 'comparable sales in our database', es: 'ventas comparables en nuestra base de datos' },
    price: { en: 'of asking price achieved on average', es: 'del precio de salida obtenido de media' },
  },
  inspection: {
    title: { en: 'We come aboard', es: 'Subimos a bordo' },
    html: {
      en: '<p>Photographs and specifications only tell part of the story. Wherever possible, your broker visits the yacht with the captain to see her condition for themselves before putting a figure on paper.</p>',
      es: '<p>Las fotografías y las especificaciones solo cuentan una parte de la historia. Siempre que es posible, su bróker visita el yate con el capitán para comprobar su estado en persona antes de poner una cifra por escrito.</p>',
    },
    about: { en: 'A broker and a captain walking the side deck of a yacht', es: 'Un bróker y un capitán recorren el pasillo lateral de un yate' },
  },
  links: {
    headline: { en: 'Request your evaluation', es: 'Solicite su valoración' },
    left: { en: 'Speak to a sales broker in confidence.', es: 'Hable con un bróker de venta con total confidencialidad.' },
    right: { en: 'See what happens once your yacht is on the market.', es: 'Descubra qué ocurre cuando su yate sale al mercado.' },
    broker: { en: 'Contact a broker to sell', es: 'Contactar con un bróker para vender' },
    brokerage: { en: 'Yacht brokerage', es: 'Brokerage de yates' },
  },
};
