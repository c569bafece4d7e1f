/** Copy of /about and /offices-and-people (spec 2.2 About, 9.7), English and European Spanish. */

export const aboutCopy = {
  title: { en: 'About Halcyon Yachts', es: 'Sobre Halcyon Yachts' },
  /** The edition editors are preparing; only the preview shows it. */
  draftTitle: { en: 'About Halcyon Yachts 2027', es: 'Sobre Halcyon Yachts 2027' },
  description: {
    en: 'Founded in Monaco in 1994, Halcyon Yachts is an independent superyacht company with 16 brokerage offices and 4 crew-network offices on four continents.',
    es: 'Fundada en Mónaco en 1994, Halcyon Yachts es una empresa independiente de superyates con 16 oficinas de corretaje y 4 oficinas de tripulación en cuatro continentes.',
  },
  cover: {
    title: { en: 'An independent yachting house', es: 'Una casa náutica independiente' },
    subtitle: {
      en: 'Thirty years of charter, sales, new build and management, from the Monaco waterfront to the world.',
      es: 'Treinta años de chárter, compraventa, nueva construcción y gestión, desde el puerto de Mónaco hacia el mundo.',
    },
    about: { en: 'Port Hercule in Monaco at dusk, lined with superyachts', es: 'Port Hercule, en Mónaco, al anochecer, con superyates amarrados' },
  },
  headline: { en: 'Our story', es: 'Nuestra historia' },
  /** A DAM image inside the story's rich text, placed by its uuid (spec 7.3). */
  storyImage: {
    about: {
      en: 'Illustration of a hillside harbour town with small yachts moored at the quay',
      es: 'Ilustración de un pueblo portuario en la ladera con pequeños yates amarrados en el muelle',
    },
  },
  html: {
    en: '<p>Halcyon Yachts began in 1994 as a two-person charter desk above a chandlery on the Quai Antoine I<sup>er</sup> in Monaco. Its founders, a former captain and a marine lawyer, believed that owners and charterers deserved a broker who would tell them the truth about a yacht, even when it cost a commission.</p><p>Three decades later we are still independent and still owned by the people who work here. That freedom lets us recommend the right yacht, the right yard or the right buyer, not the one that suits a shareholder.</p><h3>What we believe</h3><ul><li><strong>Discretion</strong>: our clients’ names stay with us</li><li><strong>Expertise</strong>: every broker has spent real time at sea</li><li><strong>Candour</strong>: a frank opinion on price, condition and timing</li><li><strong>Care for the sea</strong>: see <a href="/future-by-halcyon">Future by Halcyon</a></li></ul>',
    es: '<p>Halcyon Yachts nació en 1994 como una pequeña oficina de chárter de dos personas sobre una tienda de efectos navales del Quai Antoine I<sup>er</sup>, en Mónaco. Sus fundadores, un antiguo capitán y un abogado marítimo, creían que armadores y clientes de chárter merecían un bróker que les dijera la verdad sobre un yate, aunque eso le costara una comisión.</p><p>Tres décadas después seguimos siendo independientes y seguimos perteneciendo a quienes trabajan aquí. Esa libertad nos permite recomendar el yate, el astillero o el comprador adecuados, no los que convienen a un accionista.</p><h3>En qué creemos</h3><ul><li><strong>Discreción</strong>: los nombres de nuestros clientes no salen de aquí</li><li><strong>Experiencia</strong>: todos nuestros brókers han pasado tiempo de verdad en el mar</li><li><strong>Franqueza</strong>: una opinión sincera sobre precio, estado y momento</li><li><strong>Respeto por el mar</strong>: descubra <a href="/future-by-halcyon">Future by Halcyon</a></li></ul>',
  },
  figures: {
    headline: { en: 'Three decades at sea', es: 'Tres décadas en el mar' },
    years: { en: 'years of independence', es: 'años de independencia' },
    people: { en: 'people in 14 countries', es: 'profesionales en 14 países' },
    transactions: { en: 'sale and purchase transactions', es: 'operaciones de compraventa' },
    builds: { en: 'new builds and refits managed', es: 'construcciones y refits dirigidos' },
  },
  headOffice: {
    title: { en: 'Head office: Monaco', es: 'Sede central: Mónaco' },
    html: {
      en: '<p>Our head office overlooks Port Hercule, a few minutes’ walk from the quay where the <a href="/yachting-events">Monaco Yacht Show</a> is held each September. From here we coordinate sixteen brokerage offices and four crew-network offices across Europe, the Americas, the Middle East and Asia-Pacific.</p>',
      es: '<p>Nuestra sede da a Port Hercule, a pocos minutos a pie del muelle donde cada septiembre se celebra el <a href="/yachting-events">Monaco Yacht Show</a>. Desde aquí coordinamos dieciséis oficinas de corretaje y cuatro oficinas de tripulación en Europa, América, Oriente Medio y Asia-Pacífico.</p>',
    },
    about: { en: 'The Halcyon head office on the Monaco harbour front', es: 'La sede de Halcyon frente al puerto de Mónaco' },
    button: { en: 'Offices and people', es: 'Oficinas y personas' },
  },
  related: {
    headline: { en: 'Get to know us', es: 'Conózcanos' },
    left: {
      en: 'Meet the brokers, project managers and crew specialists behind the name.',
      es: 'Conozca a los brókers, directores de proyecto y especialistas en tripulación que hay detrás del nombre.',
    },
    right: {
      en: 'Looking for a career ashore in yachting? We are hiring in several offices.',
      es: '¿Busca una carrera en tierra en el sector náutico? Tenemos vacantes en varias oficinas.',
    },
    people: { en: 'Our people', es: 'Nuestro equipo' },
    career: { en: 'Careers', es: 'Empleo' },
  },
};

export const officesCopy = {
  title: { en: 'Offices and people', es: 'Oficinas y personas' },
  description: {
    en: 'Find a Halcyon Yachts office near you: 16 brokerage offices from Monaco, London and Palma to Fort Lauderdale, Dubai, Singapore and Sydney, plus 4 crew-network offices.',
    es: 'Encuentre una oficina de Halcyon Yachts cerca de usted: 16 oficinas de corretaje, de Mónaco, Londres y Palma a Fort Lauderdale, Dubái, Singapur y Sídney, además de 4 oficinas de tripulación.',
  },
  cover: {
    title: { en: 'Offices and people', es: 'Oficinas y personas' },
    subtitle: {
      en: 'Wherever your yacht is, one of us is not far away.',
      es: 'Esté donde esté su yate, siempre tendrá a alguno de nosotros cerca.',
    },
    about: { en: 'Brokers meeting in the Palma de Mallorca office', es: 'Brókers reunidos en la oficina de Palma de Mallorca' },
  },
  headline: { en: 'Sixteen offices, one team', es: 'Dieciséis oficinas, un solo equipo' },
  intro: {
    en: '<p>Our offices sit where yachts are bought, built, based and chartered. Each one works from the same listings, the same client records and the same standards, so the broker you meet in Palma can introduce you to a colleague in Fort Lauderdale without you repeating a word.</p>',
    es: '<p>Nuestras oficinas están donde los yates se compran, se construyen, tienen su base y se alquilan. Todas trabajan con los mismos anuncios, los mismos expedientes de clientes y los mismos criterios, así que el bróker al que conozca en Palma puede presentarle a un colega de Fort Lauderdale sin que tenga que repetir nada.</p>',
  },
  crewNote: {
    en: '<p>Our four crew-network offices in Antibes, Palma, Viareggio and Fort Lauderdale share premises with the brokerage teams. See <a href="/contact-a-crew-specialist">crew contacts</a>.</p>',
    es: '<p>Nuestras cuatro oficinas de tripulación, en Antibes, Palma, Viareggio y Fort Lauderdale, comparten local con los equipos de corretaje. Consulte los <a href="/contact-a-crew-specialist">contactos de tripulación</a>.</p>',
  },
  people: {
    title: { en: 'The people you will deal with', es: 'Las personas con las que tratará' },
    html: {
      en: '<p>Around 280 people work for Halcyon, and between them they speak 28 languages. Charter and sales brokers, yacht managers, naval architects, lawyers, accountants and former crew: most have worked on board, and many still hold their certificates.</p><p>Each client has one named contact who draws in specialists as needed, whatever the office.</p>',
      es: '<p>Unas 280 personas trabajan en Halcyon y entre todas hablan 28 idiomas. Brókers de chárter y de venta, gestores de yates, arquitectos navales, abogados, contables y antiguos tripulantes: la mayoría ha trabajado a bordo y muchos conservan sus títulos.</p><p>Cada cliente tiene un interlocutor con nombre y apellidos, que recurre a los especialistas necesarios, sea cual sea la oficina.</p>',
    },
    about: { en: 'A charter broker on the phone in front of a harbour window', es: 'Una bróker de chárter al teléfono junto a una ventana con vistas al puerto' },
  },
  figures: {
    brokerage: { en: 'brokerage offices', es: 'oficinas de corretaje' },
    crew: { en: 'crew-network offices', es: 'oficinas de tripulación' },
    people: { en: 'people', es: 'profesionales' },
    languages: { en: 'languages spoken', es: 'idiomas' },
  },
  contact: { en: 'Contact an office', es: 'Contactar con una oficina' },
  career: { en: 'Join the team', es: 'Únase al equipo' },
  list: { en: 'Find an office', es: 'Encuentre una oficina' },
  office: {
    allOffices: { en: 'All offices', es: 'Todas las oficinas' },
    contact: { en: 'Contact us', es: 'Contacte con nosotros' },
    visit: { en: 'Visit or call us', es: 'Visítenos o llámenos' },
    subtitle: (o: OfficeCopy) => ({
      en: `Halcyon Yachts brokerage in ${place(o.city, o.country.en)}`,
      es: `Corretaje de Halcyon Yachts en ${placeEs(o.city, o.country.es)}`,
    }),
    crewSubtitle: (o: OfficeCopy) => ({
      en: `Crew placement and training in ${place(o.city, o.country.en)}`,
      es: `Selección y formación de tripulaciones en ${placeEs(o.city, o.country.es)}`,
    }),
    text: (o: OfficeCopy, region: { en: string; es: string }) => ({
      en: `<p>Our ${o.city} team looks after charter, sale and new-build enquiries across ${region.en}, with brokers who know the local marinas, yards and authorities. Call or write at any time; we answer during the opening hours above, in the office's local time.</p>`,
      es: `<p>Nuestro equipo de ${o.city} atiende consultas de chárter, compraventa y nueva construcción en ${region.es}, con brókers que conocen los puertos deportivos, astilleros y autoridades de la zona. Llámenos o escríbanos cuando quiera; respondemos en el horario indicado arriba, en la hora local de la oficina.</p>`,
    }),
    crewText: (o: OfficeCopy, region: { en: string; es: string }) => ({
      en: `<p>The ${o.city} crew-network office places captains, officers and interior crew on yachts based in ${region.en}, and runs refresher training with local schools. Captains and candidates are welcome during the opening hours above.</p>`,
      es: `<p>La oficina de tripulaciones de ${o.city} coloca capitanes, oficiales y personal de interior en yates con base en ${region.es} y organiza cursos de actualización con escuelas locales. Capitanes y candidatos son bienvenidos en el horario indicado arriba.</p>`,
    }),
    regions: {
      Europe: {
        name: { en: 'the Mediterranean and northern Europe', es: 'el Mediterráneo y el norte de Europa' },
        about: { en: 'A Mediterranean marina with superyachts moored stern-to', es: 'Un puerto deportivo mediterráneo con superyates amarrados de popa' },
      },
      Americas: {
        name: { en: 'Florida, California and the Caribbean', es: 'Florida, California y el Caribe' },
        about: { en: 'A Florida marina with superyachts at the docks', es: 'Un puerto deportivo de Florida con superyates en los pantalanes' },
      },
      'Asia Pacific': {
        name: { en: 'Asia and the Pacific', es: 'Asia y el Pacífico' },
        about: { en: 'A tropical marina with yachts at anchor', es: 'Un puerto deportivo tropical con yates fondeados' },
      },
      'Middle East': {
        name: { en: 'the Gulf and the Red Sea', es: 'el Golfo y el mar Rojo' },
        about: { en: 'A Gulf marina with superyachts below city towers', es: 'Un puerto deportivo del Golfo con superyates bajo las torres de la ciudad' },
      },
    },
  },
};

type OfficeCopy = { city: string; country: { en: string; es: string } };
/** 'Monaco', not 'Monaco, Monaco': a city-state is named once. */
const place = (city: string, country: string): string => (city === country ? city : `${city}, ${country}`);
const placeEs = (city: string, country: string): string => (city === country || country === 'Mónaco' || country === 'Singapur' || country === 'Hong Kong' ? country : `${city} (${country})`);
