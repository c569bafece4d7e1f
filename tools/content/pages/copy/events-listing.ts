/** Copy of /yachting-events and the labels every event page shares. */

export const eventsListing = {
  title: { en: 'Yachting events and boat shows', es: 'Eventos náuticos y salones' },
  breadcrumbsTitle: { en: 'Yachting events', es: 'Eventos náuticos' },
  description: {
    en: 'The boat shows and yachting events where you can meet Halcyon Yachts in 2026 and 2027: Monaco, Fort Lauderdale, Palm Beach, Cannes, Dubai, Singapore, Antigua and more.',
    es: 'Los salones y eventos náuticos donde puede encontrarse con Halcyon Yachts en 2026 y 2027: Mónaco, Fort Lauderdale, Palm Beach, Cannes, Dubái, Singapur, Antigua y más.',
  },
  cover: {
    title: { en: 'Meet us at the shows', es: 'Encuéntrenos en los salones' },
    subtitle: {
      en: 'From Monaco to Singapore, the yachting calendar and where our brokers will be.',
      es: 'De Mónaco a Singapur, el calendario náutico y dónde estarán nuestros brókers.',
    },
    about: { en: 'Visitors on the pontoons of a boat show at dusk', es: 'Visitantes en los pantalanes de un salón náutico al anochecer' },
  },
  headline: { en: 'The yachting calendar', es: 'El calendario náutico' },
  intro: {
    en: '<p>Boat shows are still the best way to see many yachts in a few days, and to meet the people who build, sell and crew them. Our brokers attend every major show and can arrange viewings on any yacht there. Read what happened at past shows in our <a href="/yacht-company-news">company news</a>.</p>',
    es: '<p>Los salones náuticos siguen siendo la mejor manera de ver muchos yates en pocos días y de conocer a quienes los construyen, los venden y los tripulan. Nuestros brókers acuden a todos los grandes salones y pueden concertar visitas a cualquier yate expuesto. Lea lo que ocurrió en salones anteriores en nuestras <a href="/yacht-company-news">noticias de la empresa</a>.</p>',
  },
  featured: { en: 'Next on the calendar', es: 'Próxima cita' },
  details: { en: 'Show details', es: 'Detalles del salón' },
  figures: {
    headline: { en: 'On the road with Halcyon', es: 'De salón en salón con Halcyon' },
    shows: { en: 'shows in our calendar', es: 'salones en nuestro calendario' },
    countries: { en: 'countries', es: 'países' },
    brokers: { en: 'brokers at the shows', es: 'brókers en los salones' },
  },
  related: {
    headline: { en: 'Plan your visit', es: 'Prepare su visita' },
    left: {
      en: 'Tell us which show you are attending and which yachts interest you; we will arrange the viewings.',
      es: 'Díganos a qué salón irá y qué yates le interesan; nosotros concertaremos las visitas.',
    },
    right: {
      en: 'Launches, sales and show reports from the Halcyon team.',
      es: 'Botaduras, ventas y crónicas de los salones del equipo Halcyon.',
    },
  },
  labels: {
    dates: { en: 'Dates', es: 'Fechas' },
    venue: { en: 'Venue', es: 'Lugar' },
    appointment: { en: 'Book an appointment', es: 'Reservar una cita' },
    allEvents: { en: 'All events', es: 'Todos los eventos' },
    news: { en: 'Yachting news', es: 'Noticias náuticas' },
  },
};
