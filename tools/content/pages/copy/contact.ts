/** Copy of /contact-superyacht-company (spec 2.2 Contact), English and European Spanish. */

export const HEAD_OFFICE_EMAIL = 'info@halcyonyachts.example';

export const contactCopy = {
  title: { en: 'Contact Halcyon Yachts', es: 'Contacto' },
  description: {
    en: 'Contact Halcyon Yachts: our Monaco head office, 16 brokerage offices and 4 crew-network offices, and the right specialist for charter, sales, new build, management or crew.',
    es: 'Contacte con Halcyon Yachts: nuestra sede en Mónaco, 16 oficinas de corretaje y 4 oficinas de tripulación, y el especialista adecuado para chárter, venta, construcción, gestión o tripulación.',
  },
  cover: {
    title: { en: 'Contact us', es: 'Contacte con nosotros' },
    subtitle: {
      en: 'Every enquiry is answered by a specialist within one working day.',
      es: 'Un especialista responde a cada consulta en un día laborable.',
    },
    about: { en: 'The entrance of Port Hercule, Monaco, seen from the harbour wall', es: 'La bocana de Port Hercule, en Mónaco, vista desde el dique' },
    call: { en: 'Call Monaco', es: 'Llamar a Mónaco' },
    email: { en: 'Send an email', es: 'Enviar un correo' },
    brokers: { en: 'Contact a broker', es: 'Contactar con un bróker' },
  },
  quick: {
    title: { en: 'Questions about a yacht? Our head office answers every day.', es: '¿Preguntas sobre un yate? Nuestra sede responde todos los días.' },
    enquire: { en: 'Make an enquiry', es: 'Enviar una consulta' },
  },
  people: { title: { en: 'Who to call in Monaco', es: 'A quién llamar en Mónaco' } },
  form: { title: { en: 'Send us an enquiry', es: 'Envíenos una consulta' } },
  headline: { en: 'Who would you like to talk to?', es: '¿Con quién desea hablar?' },
  html: {
    en: '<p>Tell us what you have in mind and we will put you in touch with the person best placed to help, in your language and your time zone.</p><ul><li><strong>Chartering a yacht</strong>: <a href="/contact-a-charter-broker">contact a charter broker</a></li><li><strong>Buying a yacht</strong>: <a href="/contact-a-yacht-broker">contact a yacht broker</a></li><li><strong>Selling your yacht</strong>: <a href="/contact-a-yacht-broker-to-sell-your-yacht">talk to a sales broker</a></li><li><strong>New build or refit</strong>: <a href="/contact-a-project-manager">contact a project manager</a></li><li><strong>Yacht or charter management</strong>: <a href="/contact-a-yacht-manager">contact a yacht manager</a></li><li><strong>Crew</strong>: <a href="/contact-a-crew-specialist">contact a crew specialist</a></li></ul><h3>Press and partnerships</h3><p>Journalists can reach our communications team at <a href="mailto:press@halcyonyachts.example">press@halcyonyachts.example</a>.</p>',
    es: '<p>Cuéntenos qué tiene en mente y le pondremos en contacto con la persona mejor situada para ayudarle, en su idioma y en su zona horaria.</p><ul><li><strong>Alquilar un yate</strong>: <a href="/contact-a-charter-broker">contacte con un bróker de chárter</a></li><li><strong>Comprar un yate</strong>: <a href="/contact-a-yacht-broker">contacte con un bróker de venta</a></li><li><strong>Vender su yate</strong>: <a href="/contact-a-yacht-broker-to-sell-your-yacht">hable con un bróker de venta</a></li><li><strong>Nueva construcción o refit</strong>: <a href="/contact-a-project-manager">contacte con un director de proyecto</a></li><li><strong>Gestión del yate o del chárter</strong>: <a href="/contact-a-yacht-manager">contacte con un gestor de yates</a></li><li><strong>Tripulación</strong>: <a href="/contact-a-crew-specialist">contacte con un especialista en tripulación</a></li></ul><h3>Prensa y colaboraciones</h3><p>Los periodistas pueden escribir a nuestro equipo de comunicación en <a href="mailto:press@halcyonyachts.example">press@halcyonyachts.example</a>.</p>',
  },
  headOffice: {
    title: { en: 'Head office, Monaco', es: 'Sede central, Mónaco' },
    about: { en: 'The reception of the Halcyon head office in Monaco', es: 'La recepción de la sede de Halcyon en Mónaco' },
    offices: { en: 'All offices', es: 'Todas las oficinas' },
  },
  figures: {
    headline: { en: 'Always close by', es: 'Siempre cerca' },
    brokerage: { en: 'brokerage offices', es: 'oficinas de corretaje' },
    crew: { en: 'crew-network offices', es: 'oficinas de tripulación' },
    timezones: { en: 'time zones covered', es: 'zonas horarias cubiertas' },
    reply: { en: 'for a specialist’s reply', es: 'para la respuesta de un especialista' },
    hours: { en: 'h', es: 'h' },
  },
  regions: {
    headline: { en: 'Regional offices', es: 'Oficinas regionales' },
    left: {
      en: 'Europe: Monaco, Antibes, Palma, Viareggio, London, Athens. Americas: Fort Lauderdale, Palm Beach, San Diego.',
      es: 'Europa: Mónaco, Antibes, Palma, Viareggio, Londres, Atenas. América: Fort Lauderdale, Palm Beach, San Diego.',
    },
    right: {
      en: 'Middle East: Dubai, Doha, Kuwait City. Asia-Pacific: Hong Kong, Singapore, Phuket, Sydney.',
      es: 'Oriente Medio: Dubái, Doha, Ciudad de Kuwait. Asia-Pacífico: Hong Kong, Singapur, Phuket, Sídney.',
    },
    offices: { en: 'Offices and people', es: 'Oficinas y personas' },
    crew: { en: 'Crew offices', es: 'Oficinas de tripulación' },
  },
};
