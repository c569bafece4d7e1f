/** Copy of the sustainability, career, partners and book pages (spec 2.2 About). */

export const futureCopy = {
  title: { en: 'Future by Halcyon: sustainability', es: 'Future by Halcyon: sostenibilidad' },
  breadcrumbsTitle: { en: 'Future by Halcyon', es: 'Future by Halcyon' },
  description: {
    en: 'Future by Halcyon is our sustainability programme: measured emissions for every managed yacht, hybrid and HVO-ready new builds, cleaner refits and support for ocean science.',
    es: 'Future by Halcyon es nuestro programa de sostenibilidad: emisiones medidas en cada yate gestionado, construcciones híbridas y preparadas para HVO, refits más limpios y apoyo a la ciencia oceánica.',
  },
  cover: {
    title: { en: 'Future by Halcyon', es: 'Future by Halcyon' },
    subtitle: {
      en: 'Cleaner yachting is an engineering problem. We treat it like one.',
      es: 'Navegar de forma más limpia es un problema de ingeniería. Y así lo abordamos.',
    },
    about: { en: 'A sailing yacht reaching under a clear sky', es: 'Un velero navegando al través bajo un cielo despejado' },
  },
  headline: { en: 'Four commitments, reported every year', es: 'Cuatro compromisos, con informe anual' },
  html: {
    en: '<p>A superyacht will never be a zero-impact object, and we do not pretend otherwise. What we can do is measure honestly, cut what can be cut and steer our clients’ money towards the technology and science that will make the next generation of yachts better.</p><h3>Our commitments</h3><ul><li><strong>Measure</strong>: fuel, generator hours and shore power logged monthly for every yacht under <a href="/yacht-management">our management</a></li><li><strong>Build better</strong>: every <a href="/build-a-yacht">new-build specification</a> we write includes a hybrid or diesel-electric option and HVO-compatible engines</li><li><strong>Refit smarter</strong>: LED conversion, heat recovery and hull-coating upgrades proposed in every <a href="/yacht-refit-project-management">refit</a></li><li><strong>Give back</strong>: 1% of our charter commission funds ocean research and marine protected areas</li></ul>',
    es: '<p>Un superyate nunca será un objeto de impacto cero y no pretendemos lo contrario. Lo que sí podemos hacer es medir con honestidad, recortar lo que se pueda recortar y orientar el dinero de nuestros clientes hacia la tecnología y la ciencia que harán mejor a la próxima generación de yates.</p><h3>Nuestros compromisos</h3><ul><li><strong>Medir</strong>: combustible, horas de generador y consumo eléctrico en puerto registrados cada mes en todos los yates bajo <a href="/yacht-management">nuestra gestión</a></li><li><strong>Construir mejor</strong>: cada <a href="/build-a-yacht">especificación de nueva construcción</a> que redactamos incluye una opción híbrida o diésel-eléctrica y motores compatibles con HVO</li><li><strong>Reformar con cabeza</strong>: iluminación LED, recuperación de calor y mejora del recubrimiento del casco propuestas en cada <a href="/yacht-refit-project-management">refit</a></li><li><strong>Devolver al mar</strong>: el 1 % de nuestra comisión de chárter financia la investigación oceánica y las áreas marinas protegidas</li></ul>',
  },
  figures: {
    headline: { en: 'Progress in 2025', es: 'Avances en 2025' },
    html: {
      en: '<p>Figures from our 2025 sustainability report, audited independently.</p>',
      es: '<p>Datos de nuestro informe de sostenibilidad de 2025, auditado de forma independiente.</p>',
    },
    measured: { en: 'of managed yachts reporting emissions', es: 'de los yates gestionados declaran sus emisiones' },
    hybrid: { en: 'hybrid projects under management', es: 'proyectos híbridos en curso' },
    fuel: { en: 'average fuel saving after refit', es: 'ahorro medio de combustible tras el refit' },
    research: { en: 'given to ocean research', es: 'destinados a la investigación oceánica' },
  },
  banner: {
    title: { en: 'Science on board', es: 'Ciencia a bordo' },
    html: {
      en: '<p>Owners who open their yacht to researchers for a week a year carry scientists, sensors and sampling gear to places research vessels rarely reach. We match yachts with marine institutes and handle the logistics.</p>',
      es: '<p>Los armadores que abren su yate a investigadores una semana al año llevan científicos, sensores y equipos de muestreo a lugares a los que los buques oceanográficos rara vez llegan. Nosotros ponemos en contacto yates e institutos marinos y nos ocupamos de la logística.</p>',
    },
    about: { en: 'Researchers lowering a water sampler from a yacht’s swim platform', es: 'Investigadores bajan un muestreador de agua desde la plataforma de baño de un yate' },
    button: { en: 'Offer your yacht', es: 'Ofrecer su yate' },
  },
  related: {
    headline: { en: 'Make your next yacht cleaner', es: 'Haga más limpio su próximo yate' },
    left: {
      en: 'Planning a new build? Start with propulsion, hull form and energy storage.',
      es: '¿Planea una nueva construcción? Empiece por la propulsión, las formas del casco y el almacenamiento de energía.',
    },
    right: {
      en: 'A refit is the best moment to cut a yacht’s fuel burn by a tenth or more.',
      es: 'Un refit es el mejor momento para reducir el consumo de un yate en una décima parte o más.',
    },
    build: { en: 'Build a yacht', es: 'Construir un yate' },
    refit: { en: 'Refit management', es: 'Dirección de refit' },
  },
};

export const careerCopy = {
  title: { en: 'Careers at Halcyon Yachts', es: 'Trabajar en Halcyon Yachts' },
  description: {
    en: 'Careers ashore with Halcyon Yachts: charter and sales brokerage, yacht management, project management and support roles in 16 offices worldwide.',
    es: 'Empleo en tierra en Halcyon Yachts: corretaje de chárter y de venta, gestión de yates, dirección de proyectos y puestos de apoyo en 16 oficinas de todo el mundo.',
  },
  cover: {
    title: { en: 'Careers', es: 'Empleo' },
    subtitle: {
      en: 'Bring what you learned at sea, or learn it with us.',
      es: 'Traiga lo que aprendió en el mar, o apréndalo con nosotros.',
    },
    about: { en: 'Colleagues talking on the terrace of the Monaco office', es: 'Compañeros conversando en la terraza de la oficina de Mónaco' },
  },
  headline: { en: 'Work with people who love the sea', es: 'Trabaje con personas que aman el mar' },
  html: {
    en: '<p>Almost half of our colleagues came ashore after years on board, and they are the reason clients trust us. The rest are lawyers, engineers, accountants, marketers and developers who found that yachting needs their skills as much as any other industry.</p><h3>Open positions</h3><ul><li>Charter broker, Palma de Mallorca</li><li>Sales broker, Fort Lauderdale</li><li>Yacht manager (ISM), Monaco</li><li>Technical superintendent, Viareggio</li><li>Marketing coordinator, London</li></ul><p>We offer a share in the company after two years, paid time for boat shows and sea trials, and the chance to move between offices.</p>',
    es: '<p>Casi la mitad de nuestros compañeros llegó a tierra tras años a bordo, y son la razón por la que los clientes confían en nosotros. Los demás son abogados, ingenieros, contables, profesionales del marketing y desarrolladores que descubrieron que el sector náutico necesita sus conocimientos tanto como cualquier otro.</p><h3>Vacantes abiertas</h3><ul><li>Bróker de chárter, Palma de Mallorca</li><li>Bróker de venta, Fort Lauderdale</li><li>Gestor de yates (ISM), Mónaco</li><li>Superintendente técnico, Viareggio</li><li>Coordinador de marketing, Londres</li></ul><p>Ofrecemos participación en la empresa a partir de dos años, tiempo retribuido para salones náuticos y pruebas de mar y la posibilidad de cambiar de oficina.</p>',
  },
  graduates: {
    title: { en: 'The Halcyon graduate programme', es: 'El programa de graduados de Halcyon' },
    html: {
      en: '<p>Every September six graduates join us for eighteen months, rotating through charter, sales, management and new build, with a season on board a managed yacht. Applications open each January.</p>',
      es: '<p>Cada septiembre seis recién titulados se incorporan durante dieciocho meses, rotando por chárter, venta, gestión y nueva construcción, con una temporada a bordo de un yate gestionado. Las solicitudes se abren cada enero.</p>',
    },
    about: { en: 'A graduate trainee on deck during a sea trial', es: 'Una becaria en cubierta durante una prueba de mar' },
  },
  apply: { en: 'Send your application', es: 'Enviar su candidatura' },
  crew: { en: 'Jobs on board', es: 'Empleo a bordo' },
};

export const partnersCopy = {
  title: { en: 'Partners', es: 'Socios' },
  description: {
    en: 'The shipyards, designers, insurers, flag registries and ocean-science partners Halcyon Yachts works with on behalf of its clients.',
    es: 'Los astilleros, diseñadores, aseguradoras, registros de pabellón y socios científicos con los que Halcyon Yachts trabaja en nombre de sus clientes.',
  },
  cover: {
    title: { en: 'Our partners', es: 'Nuestros socios' },
    subtitle: {
      en: 'Chosen for their work, not for a referral fee.',
      es: 'Elegidos por su trabajo, no por una comisión.',
    },
    about: { en: 'A naval architect and a yard manager reviewing drawings', es: 'Un arquitecto naval y un jefe de astillero revisan unos planos' },
  },
  headline: { en: 'The people we trust with your yacht', es: 'Las personas a las que confiamos su yate' },
  html: {
    en: '<p>No yacht is delivered, sold or run by one company alone. Over thirty years we have learned which partners keep their promises, and we introduce clients only to them. We accept no commission from suppliers we recommend.</p><h3>Who we work with</h3><ul><li><strong>Shipyards</strong> in the Netherlands, Germany, Italy, Spain and Turkey (see <a href="/shipyards">shipyards</a>)</li><li><strong>Designers and naval architects</strong> for new builds and major refits</li><li><strong>Marine insurers and P&amp;I clubs</strong> for hull, machinery and crew cover</li><li><strong>Flag registries and classification societies</strong></li><li><strong>Industry bodies</strong>: we are members of MYBA and IYBA and follow their codes of practice</li></ul>',
    es: '<p>Ningún yate se entrega, se vende o se explota por obra de una sola empresa. En treinta años hemos aprendido qué socios cumplen lo que prometen, y solo a ellos presentamos a nuestros clientes. No aceptamos comisiones de los proveedores que recomendamos.</p><h3>Con quién trabajamos</h3><ul><li><strong>Astilleros</strong> de los Países Bajos, Alemania, Italia, España y Turquía (consulte <a href="/shipyards">astilleros</a>)</li><li><strong>Diseñadores y arquitectos navales</strong> para nuevas construcciones y grandes refits</li><li><strong>Aseguradoras marítimas y clubes de P&amp;I</strong> para casco, maquinaria y tripulación</li><li><strong>Registros de pabellón y sociedades de clasificación</strong></li><li><strong>Asociaciones del sector</strong>: somos miembros de MYBA e IYBA y seguimos sus códigos de buenas prácticas</li></ul>',
  },
  ocean: {
    title: { en: 'Ocean partners', es: 'Socios por el océano' },
    html: {
      en: '<p>Through <a href="/future-by-halcyon">Future by Halcyon</a> we fund seagrass restoration in the Balearics, coral monitoring in the Maldives and shark tagging in the Bahamas, and we bring charter guests to see the work first-hand.</p>',
      es: '<p>A través de <a href="/future-by-halcyon">Future by Halcyon</a> financiamos la restauración de praderas de posidonia en Baleares, el seguimiento de corales en Maldivas y el marcaje de tiburones en Bahamas, y llevamos a clientes de chárter a ver el trabajo sobre el terreno.</p>',
    },
    about: { en: 'A diver surveying a Posidonia meadow', es: 'Un buceador estudia una pradera de posidonia' },
  },
  related: {
    headline: { en: 'Work with us', es: 'Colabore con nosotros' },
    left: {
      en: 'A yard, designer or supplier with a track record to show? We would like to hear from you.',
      es: '¿Es astillero, diseñador o proveedor con trayectoria demostrable? Nos gustaría conocerle.',
    },
    right: {
      en: 'Owners can ask us for an introduction to any partner on this page.',
      es: 'Los armadores pueden pedirnos que les presentemos a cualquier socio de esta página.',
    },
    contact: { en: 'Contact us', es: 'Contactar' },
    build: { en: 'Build a yacht', es: 'Construir un yate' },
  },
};

export const bookCopy = {
  title: { en: 'The Halcyon Book of Luxury Yachting', es: 'El anuario Halcyon Book of Luxury Yachting' },
  breadcrumbsTitle: { en: 'Book of Luxury Yachting', es: 'Libro del yachting de lujo' },
  description: {
    en: 'The Halcyon Book of Luxury Yachting: our annual 320-page hardback on the yachts, designers, destinations and people shaping superyachting.',
    es: 'The Halcyon Book of Luxury Yachting: nuestro libro anual de 320 páginas en tapa dura sobre los yates, diseñadores, destinos y personas que marcan el mundo del superyate.',
  },
  cover: {
    title: { en: 'The Halcyon Book of Luxury Yachting', es: 'Nuestro anuario del yachting de lujo' },
    subtitle: {
      en: 'The 2026 edition: a year on the water in 320 pages.',
      es: 'La edición de 2026: un año en el mar en 320 páginas.',
    },
    about: { en: 'An open hardback book showing a yacht photograph across two pages', es: 'Un libro de tapa dura abierto con la fotografía de un yate a doble página' },
  },
  headline: { en: 'A yearbook for people who love yachts', es: 'Un anuario para quienes aman los yates' },
  html: {
    en: '<p>Since 2009 we have published one book a year, printed on heavy matt paper and written by our brokers, captains and guest writers. It is sent free to our clients and sold to benefit ocean charities.</p><h3>Inside the 2026 edition</h3><ul><li>Twelve yachts launched in 2025, photographed on their first cruise</li><li>A designer’s notebook: how a 70-metre interior is drawn</li><li>The charter captain’s guide to <a href="/destination/raja-ampat">Raja Ampat</a> and <a href="/destination/norwegian-fjords">the Norwegian fjords</a></li><li>Thirty years of Halcyon, told by the crews who were there</li></ul>',
    es: '<p>Desde 2009 publicamos un libro al año, impreso en papel mate de gran gramaje y escrito por nuestros brókers, capitanes y autores invitados. Se envía gratis a nuestros clientes y se vende a beneficio de organizaciones de protección del océano.</p><h3>En la edición de 2026</h3><ul><li>Doce yates botados en 2025, fotografiados en su primer crucero</li><li>El cuaderno de una diseñadora: cómo se dibuja el interior de un yate de 70 metros</li><li>La guía del capitán de chárter para <a href="/destino/raja-ampat">Raja Ampat</a> y <a href="/destino/norwegian-fjords">los fiordos noruegos</a></li><li>Treinta años de Halcyon, contados por las tripulaciones que los vivieron</li></ul>',
  },
  figures: {
    pages: { en: 'pages', es: 'páginas' },
    editions: { en: 'editions since 2009', es: 'ediciones desde 2009' },
    photos: { en: 'photographs', es: 'fotografías' },
  },
  banner: {
    title: { en: 'Request your copy', es: 'Solicite su ejemplar' },
    html: {
      en: '<p>Clients receive the book each December. Others may order a copy for €95; every euro goes to ocean conservation through <a href="/future-by-halcyon">Future by Halcyon</a>.</p>',
      es: '<p>Los clientes reciben el libro cada diciembre. El resto puede encargar un ejemplar por 95 €; cada euro se destina a la conservación del océano a través de <a href="/future-by-halcyon">Future by Halcyon</a>.</p>',
    },
    about: { en: 'A stack of the Halcyon book on a teak table on deck', es: 'Una pila de libros de Halcyon sobre una mesa de teca en cubierta' },
    button: { en: 'Order the book', es: 'Encargar el libro' },
  },
};
