/** The boat shows of spring to autumn 2027 (spec 2.2 /yachting-events), English and Spanish. */
import type { YachtingEvent } from './events-types';

export const showsB: YachtingEvent[] = [
  {
    slug: 'palm-beach-international-boat-show-2027',
    title: { en: 'Palm Beach International Boat Show 2027', es: 'Salón Náutico Internacional de Palm Beach 2027' },
    short: { en: 'Palm Beach Boat Show 2027', es: 'Salón de Palm Beach 2027' },
    teaser: {
      en: 'Superyachts along the Flagler Drive waterfront, with Palm Beach island across the water.',
      es: 'Superyates a lo largo del paseo marítimo de Flagler Drive, con la isla de Palm Beach al otro lado del agua.',
    },
    about: { en: 'Superyachts moored along the West Palm Beach waterfront', es: 'Superyates amarrados frente al paseo marítimo de West Palm Beach' },
    start: '2027-03-25T15:00:00Z',
    end: '2027-03-28T22:00:00Z',
    venue: { en: 'Flagler Drive, West Palm Beach', es: 'Flagler Drive, West Palm Beach' },
    address: { en: 'Flagler Drive waterfront, West Palm Beach, FL 33401, USA', es: 'Paseo de Flagler Drive, West Palm Beach, FL 33401, EE. UU.' },
    body: {
      en: '<p>The Palm Beach show closes the Florida season in spring, and its superyacht docks are among the most impressive outside Monaco. The setting is compact and the atmosphere relaxed, which makes for unhurried viewings.</p><p>Many yachts on show are about to cross to the Mediterranean for the summer, so it is also a good time to see charter yachts before they leave.</p>',
      es: '<p>El salón de Palm Beach cierra la temporada de Florida en primavera, y sus pantalanes de superyates están entre los más impresionantes fuera de Mónaco. El recinto es compacto y el ambiente relajado, lo que permite visitas sin prisas.</p><p>Muchos de los yates expuestos están a punto de cruzar al Mediterráneo para el verano, así que también es un buen momento para ver yates de chárter antes de que se marchen.</p>',
    },
    presence: {
      title: { en: 'Our Palm Beach office, next door', es: 'Nuestra oficina de Palm Beach, al lado' },
      html: {
        en: '<p>Our Palm Beach office is a short walk from the docks. Book a viewing or simply join us for coffee between visits.</p>',
        es: '<p>Nuestra oficina de Palm Beach está a un corto paseo de los pantalanes. Reserve una visita o acompáñenos a tomar un café entre yate y yate.</p>',
      },
      about: { en: 'Visitors walking the superyacht docks in West Palm Beach', es: 'Visitantes recorriendo los pantalanes de superyates en West Palm Beach' },
    },
    lastModified: '2026-11-12T14:00:00Z',
  },
  {
    slug: 'singapore-yacht-show-2027',
    title: { en: 'Singapore Yacht Show 2027', es: 'Singapore Yacht Show 2027' },
    teaser: {
      en: 'Asia’s superyacht meeting point, at ONE°15 Marina on Sentosa Cove.',
      es: 'El punto de encuentro del superyate en Asia, en la marina ONE°15 de Sentosa Cove.',
    },
    about: { en: 'Yachts at ONE°15 Marina, Sentosa Cove, during the Singapore Yacht Show', es: 'Yates en la marina ONE°15 de Sentosa Cove durante el Singapore Yacht Show' },
    start: '2027-04-08T02:00:00Z',
    end: '2027-04-11T11:00:00Z',
    venue: { en: 'ONE°15 Marina, Sentosa Cove, Singapore', es: 'Marina ONE°15, Sentosa Cove, Singapur' },
    address: { en: '11 Cove Drive, Sentosa Cove, Singapore 098497', es: '11 Cove Drive, Sentosa Cove, Singapur 098497' },
    body: {
      en: '<p>The Singapore Yacht Show brings together owners and charter clients from across Asia, with yachts that cruise Thailand, Indonesia and the Philippines on show alongside new models from Europe and Australia.</p><p>For clients new to yachting it is a gentle introduction, with talks on chartering and ownership and plenty of time on board.</p>',
      es: '<p>El Singapore Yacht Show reúne a armadores y clientes de chárter de toda Asia, con yates que navegan por Tailandia, Indonesia y Filipinas expuestos junto a nuevos modelos de Europa y Australia.</p><p>Para quien se inicia en la náutica es una introducción amable, con charlas sobre chárter y propiedad y mucho tiempo a bordo.</p>',
    },
    presence: {
      title: { en: 'Our Asia-Pacific team', es: 'Nuestro equipo de Asia-Pacífico' },
      html: {
        en: '<p>Brokers from Singapore, Hong Kong, Phuket and Sydney present yachts for charter in <a href="/destination/phuket">Thailand</a> and <a href="/destination/raja-ampat">Raja Ampat</a>, and yachts for sale in the region.</p>',
        es: '<p>Los brókers de Singapur, Hong Kong, Phuket y Sídney presentan yates de chárter en <a href="/destino/phuket">Tailandia</a> y <a href="/destino/raja-ampat">Raja Ampat</a>, y yates en venta en la región.</p>',
      },
      about: { en: 'A yacht tender arriving at the Sentosa Cove pontoons', es: 'Una auxiliar llega a los pantalanes de Sentosa Cove' },
    },
    lastModified: '2026-11-12T14:30:00Z',
  },
  {
    slug: 'mediterranean-yacht-show-2027',
    title: { en: 'Mediterranean Yacht Show 2027', es: 'Salón de Yates del Mediterráneo 2027' },
    teaser: {
      en: 'Greece’s charter show in the harbour of Nafplio, where brokers meet the yachts of the Aegean season.',
      es: 'El salón del chárter de Grecia, en el puerto de Nauplia, donde los brókers conocen los yates de la temporada en el Egeo.',
    },
    about: { en: 'Charter yachts moored in Nafplio harbour below the Palamidi fortress', es: 'Yates de chárter amarrados en el puerto de Nauplia bajo la fortaleza de Palamidi' },
    start: '2027-04-27T07:00:00Z',
    end: '2027-04-30T16:00:00Z',
    venue: { en: 'Port of Nafplio, Greece', es: 'Puerto de Nauplia, Grecia' },
    address: { en: 'Port of Nafplio, Akti Miaouli, 211 00 Nafplio, Greece', es: 'Puerto de Nauplia, Akti Miaouli, 211 00 Nauplia, Grecia' },
    body: {
      en: '<p>Held each spring in the Venetian harbour of Nafplio, the show gathers the Greek-flagged charter yachts that will sail the Cyclades, the Ionian and the Saronic Gulf during the summer.</p><p>For our charter brokers it is the best moment to step aboard, meet the captains and taste the chefs’ cooking before recommending a yacht for a Greek itinerary.</p>',
      es: '<p>Celebrado cada primavera en el puerto veneciano de Nauplia, el salón reúne los yates de chárter con pabellón griego que navegarán por las Cícladas, el Jónico y el golfo Sarónico durante el verano.</p><p>Para nuestros brókers de chárter es el mejor momento para subir a bordo, conocer a los capitanes y probar la cocina de los chefs antes de recomendar un yate para un itinerario por Grecia.</p>',
    },
    presence: {
      title: { en: 'Our Athens office at the show', es: 'Nuestra oficina de Atenas en el salón' },
      html: {
        en: '<p>The Athens team inspects every yacht we propose for Greece. Read our guide to the <a href="/destination/greek-cyclades">Cyclades</a> to start planning.</p>',
        es: '<p>El equipo de Atenas inspecciona cada yate que proponemos para Grecia. Lea nuestra guía de las <a href="/destino/greek-cyclades">Cícladas</a> para empezar a planificar.</p>',
      },
      about: { en: 'A charter broker inspecting a guest cabin', es: 'Una bróker de chárter inspecciona un camarote de invitados' },
    },
    lastModified: '2026-11-13T09:00:00Z',
  },
  {
    slug: 'cannes-yachting-festival-2027',
    title: { en: 'Cannes Yachting Festival 2027', es: 'Cannes Yachting Festival 2027' },
    teaser: {
      en: 'Europe’s largest in-water show opens the autumn season, with some 700 boats in the Vieux Port and Port Canto.',
      es: 'El mayor salón a flote de Europa abre la temporada de otoño, con unas 700 embarcaciones en el Vieux Port y Port Canto.',
    },
    about: { en: 'The Vieux Port of Cannes full of yachts during the Yachting Festival', es: 'El Vieux Port de Cannes lleno de yates durante el Yachting Festival' },
    start: '2027-09-07T08:00:00Z',
    end: '2027-09-12T17:00:00Z',
    venue: { en: 'Vieux Port and Port Pierre Canto, Cannes', es: 'Vieux Port y Port Pierre Canto, Cannes' },
    address: { en: 'Vieux Port, Jetée Albert Édouard, 06400 Cannes, France', es: 'Vieux Port, Jetée Albert Édouard, 06400 Cannes, Francia' },
    body: {
      en: '<p>The Cannes Yachting Festival is the great premiere of the year for production yachts and sailing yachts up to 40 metres. Most builders choose it to launch their new models, and the sailing harbour at Port Canto is the best in Europe.</p><p>It comes two weeks before Monaco, so many buyers visit both: Cannes for the new models, Monaco for the largest yachts.</p>',
      es: '<p>El Cannes Yachting Festival es el gran estreno del año para los yates de serie y los veleros de hasta 40 metros. La mayoría de los astilleros lo elige para presentar sus nuevos modelos, y la dársena de veleros de Port Canto es la mejor de Europa.</p><p>Se celebra dos semanas antes de Mónaco, así que muchos compradores visitan ambos: Cannes para los nuevos modelos y Mónaco para los yates más grandes.</p>',
    },
    presence: {
      title: { en: 'Cannes with our Antibes team', es: 'Cannes con nuestro equipo de Antibes' },
      html: {
        en: '<p>Our Antibes office is twenty minutes away. We arrange viewings of new models and of brokerage yachts moored nearby, away from the crowds.</p>',
        es: '<p>Nuestra oficina de Antibes está a veinte minutos. Organizamos visitas de nuevos modelos y de yates de ocasión amarrados cerca, lejos de las aglomeraciones.</p>',
      },
      about: { en: 'Sailing yachts with their masts lined up in Port Canto', es: 'Veleros con los mástiles alineados en Port Canto' },
    },
    lastModified: '2026-11-14T10:00:00Z',
  },
  {
    slug: 'monaco-yacht-show-2027',
    title: { en: 'Monaco Yacht Show 2027', es: 'Monaco Yacht Show 2027' },
    teaser: {
      en: 'Our home show returns to Port Hercule for four days of superyachts, launches and viewings.',
      es: 'Nuestro salón de casa vuelve a Port Hercule con cuatro días de superyates, presentaciones y visitas.',
    },
    about: { en: 'Aerial view of Port Hercule during the Monaco Yacht Show', es: 'Vista aérea de Port Hercule durante el Monaco Yacht Show' },
    start: '2027-09-22T08:00:00Z',
    end: '2027-09-25T16:00:00Z',
    venue: { en: 'Port Hercule, Monaco', es: 'Port Hercule, Mónaco' },
    address: { en: 'Port Hercule, Quai Antoine Ier, 98000 Monaco', es: 'Port Hercule, Quai Antoine Ier, 98000 Mónaco' },
    body: {
      en: '<p>The 2027 edition again brings around 120 superyachts to Port Hercule, with a dedicated area for new-build and refit projects and a programme of talks on sustainability and design.</p><p>Appointments on board the most popular yachts open in June. Tell us which yachts interest you and we will plan your visit.</p>',
      es: '<p>La edición de 2027 vuelve a reunir a unos 120 superyates en Port Hercule, con un espacio dedicado a proyectos de construcción y refit y un programa de charlas sobre sostenibilidad y diseño.</p><p>Las citas a bordo de los yates más solicitados se abren en junio. Díganos qué yates le interesan y organizaremos su visita.</p>',
    },
    presence: {
      title: { en: 'Plan your show with us', es: 'Prepare su visita con nosotros' },
      html: {
        en: '<p>From tickets to tender transfers and dinner reservations, our Monaco team looks after clients for the whole week.</p>',
        es: '<p>De las entradas a los traslados en auxiliar y las reservas para cenar, nuestro equipo de Mónaco atiende a los clientes durante toda la semana.</p>',
      },
      about: { en: 'A tender carrying guests to a superyacht anchored off Monaco', es: 'Una auxiliar lleva invitados a un superyate fondeado frente a Mónaco' },
    },
    lastModified: '2026-11-20T09:00:00Z',
  },
  {
    slug: 'mets-trade-2027',
    title: { en: 'METS Trade 2027', es: 'METS Trade 2027' },
    teaser: {
      en: 'The marine equipment trade show in Amsterdam, with its Superyacht Pavilion for builders and refit specialists.',
      es: 'La feria profesional de equipamiento náutico de Ámsterdam, con su Superyacht Pavilion para constructores y especialistas en refit.',
    },
    about: { en: 'Exhibition halls of the RAI Amsterdam during METS Trade', es: 'Los pabellones de la RAI de Ámsterdam durante METS Trade' },
    start: '2027-11-16T08:00:00Z',
    end: '2027-11-18T17:00:00Z',
    venue: { en: 'RAI Amsterdam, the Netherlands', es: 'RAI Ámsterdam, Países Bajos' },
    address: { en: 'Europaplein 24, 1078 GZ Amsterdam, the Netherlands', es: 'Europaplein 24, 1078 GZ Ámsterdam, Países Bajos' },
    body: {
      en: '<p>METS Trade is where the technology inside a yacht is bought and sold: engines, batteries, stabilisers, glazing, coatings and interior systems. Its Superyacht Pavilion gathers the suppliers that new-build and refit projects depend on.</p><p>It is a trade-only event and a working week for our engineers, who use it to compare systems before they go into a specification.</p>',
      es: '<p>METS Trade es donde se compra y se vende la tecnología que hay dentro de un yate: motores, baterías, estabilizadores, acristalamientos, recubrimientos y sistemas de interior. Su Superyacht Pavilion reúne a los proveedores de los que dependen los proyectos de construcción y refit.</p><p>Es un evento exclusivamente profesional y una semana de trabajo para nuestros ingenieros, que lo aprovechan para comparar sistemas antes de incluirlos en una especificación.</p>',
    },
    presence: {
      title: { en: 'Our engineers in Amsterdam', es: 'Nuestros ingenieros en Ámsterdam' },
      html: {
        en: '<p>Owners with a build or refit in progress are welcome to join our project managers for a day on the show floor.</p>',
        es: '<p>Los armadores con una construcción o un refit en curso pueden acompañar a nuestros directores de proyecto durante una jornada en la feria.</p>',
      },
      about: { en: 'An engineer examining a hybrid drive unit on a stand', es: 'Un ingeniero examina una unidad de propulsión híbrida en un estand' },
    },
    lastModified: '2026-11-20T09:30:00Z',
  },
];
