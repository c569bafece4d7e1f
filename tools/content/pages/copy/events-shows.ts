/** The major boat shows of 2026 and early 2027 (spec 2.2 /yachting-events), English and Spanish. */
import type { YachtingEvent } from './events-types';

export const showsA: YachtingEvent[] = [
  {
    slug: 'monaco-yacht-show-2026',
    title: { en: 'Monaco Yacht Show 2026', es: 'Monaco Yacht Show 2026' },
    teaser: {
      en: 'The superyacht world’s most important week: 120 yachts afloat in Port Hercule, most over 40 metres.',
      es: 'La semana más importante del mundo del superyate: 120 yates a flote en Port Hercule, la mayoría de más de 40 metros.',
    },
    about: { en: 'Superyachts moored side by side in Port Hercule for the Monaco Yacht Show', es: 'Superyates amarrados uno junto a otro en Port Hercule durante el Monaco Yacht Show' },
    start: '2026-09-23T10:00:00Z',
    end: '2026-09-26T18:00:00Z',
    venue: { en: 'Port Hercule, Monaco', es: 'Port Hercule, Mónaco' },
    address: { en: 'Port Hercule, Quai Antoine Ier, 98000 Monaco', es: 'Port Hercule, Quai Antoine Ier, 98000 Mónaco' },
    body: {
      en: '<p>Every September, Port Hercule fills with the largest collection of superyachts to be seen in one place. Buyers, charter clients, designers and shipyards come for four days of viewings, launches and meetings, and many of the year’s most important sales begin on the quay.</p><p>Entry is by ticket, and visits on board are by appointment through a broker. Book early: the most sought-after yachts fill their schedules weeks in advance.</p>',
      es: '<p>Cada septiembre, Port Hercule reúne la mayor colección de superyates que puede verse en un solo lugar. Compradores, clientes de chárter, diseñadores y astilleros acuden durante cuatro días de visitas, presentaciones y reuniones, y muchas de las ventas más importantes del año empiezan en este muelle.</p><p>La entrada requiere billete, y las visitas a bordo se conciertan con cita a través de un bróker. Reserve pronto: los yates más solicitados llenan su agenda con semanas de antelación.</p>',
    },
    presence: {
      title: { en: 'Halcyon at our home show', es: 'Halcyon en su salón de casa' },
      html: {
        en: '<p>Our head office is a few minutes from the quay. We show yachts for sale and charter, host new-build presentations and arrange viewings on any yacht at the show, whoever the broker.</p>',
        es: '<p>Nuestra sede está a pocos minutos del muelle. Exponemos yates en venta y en chárter, organizamos presentaciones de nuevas construcciones y concertamos visitas a cualquier yate del salón, sea cual sea su bróker.</p>',
      },
      about: { en: 'The Halcyon lounge overlooking the show pontoons in Monaco', es: 'El salón de Halcyon con vistas a los pantalanes del salón de Mónaco' },
    },
    lastModified: '2026-09-28T09:00:00Z',
  },
  {
    slug: 'fort-lauderdale-international-boat-show-2026',
    title: { en: 'Fort Lauderdale International Boat Show 2026', es: 'Salón Náutico Internacional de Fort Lauderdale 2026' },
    short: { en: 'FLIBS 2026', es: 'FLIBS 2026' },
    teaser: {
      en: 'The world’s largest in-water boat show spreads over seven venues and 3 million square feet of Fort Lauderdale.',
      es: 'El mayor salón náutico a flote del mundo ocupa siete recintos y casi 280.000 metros cuadrados de Fort Lauderdale.',
    },
    about: { en: 'Yachts at the Bahia Mar docks during the Fort Lauderdale boat show', es: 'Yates en los pantalanes de Bahia Mar durante el salón de Fort Lauderdale' },
    start: '2026-10-28T14:00:00Z',
    end: '2026-11-01T22:00:00Z',
    venue: { en: 'Bahia Mar Yachting Center, Fort Lauderdale', es: 'Bahia Mar Yachting Center, Fort Lauderdale' },
    address: { en: '801 Seabreeze Boulevard, Fort Lauderdale, FL 33316, USA', es: '801 Seabreeze Boulevard, Fort Lauderdale, FL 33316, EE. UU.' },
    body: {
      en: '<p>FLIBS opens the American season. More than 1,300 boats are on show, from centre-consoles to 100-metre superyachts moored at Bahia Mar and the Pier Sixty-Six marina, and water taxis link the venues.</p><p>For buyers of yachts between 30 and 60 metres it is the best place in the Americas to compare many yachts in a single visit.</p>',
      es: '<p>FLIBS abre la temporada estadounidense. Se exponen más de 1.300 embarcaciones, desde consolas centrales hasta superyates de 100 metros amarrados en Bahia Mar y en la marina de Pier Sixty-Six, y taxis acuáticos conectan los distintos recintos.</p><p>Para quien busca un yate de 30 a 60 metros, es el mejor lugar de América para comparar muchos yates en una sola visita.</p>',
    },
    presence: {
      title: { en: 'Meet our American team', es: 'Conozca a nuestro equipo en América' },
      html: {
        en: '<p>Brokers from Fort Lauderdale, Palm Beach and San Diego are on the docks all week, and our crew-network office on SE 17th Street holds an open day for captains.</p>',
        es: '<p>Los brókers de Fort Lauderdale, Palm Beach y San Diego están en los pantalanes toda la semana, y nuestra oficina de tripulación de SE 17th Street celebra una jornada de puertas abiertas para capitanes.</p>',
      },
      about: { en: 'A Halcyon broker welcoming visitors aboard at Bahia Mar', es: 'Un bróker de Halcyon recibe a los visitantes a bordo en Bahia Mar' },
    },
    lastModified: '2026-10-05T15:00:00Z',
  },
  {
    slug: 'antigua-charter-yacht-show-2026',
    short: { en: 'Antigua Charter Show 2026', es: 'Salón de Antigua 2026' },
    title: { en: 'Antigua Charter Yacht Show 2026', es: 'Salón de Yates de Chárter de Antigua 2026' },
    teaser: {
      en: 'The Caribbean’s charter show: brokers meet the yachts and crews that will host guests all winter.',
      es: 'El salón del chárter en el Caribe: los brókers conocen los yates y las tripulaciones que recibirán a los invitados todo el invierno.',
    },
    about: { en: 'Charter yachts moored in Falmouth Harbour, Antigua', es: 'Yates de chárter amarrados en Falmouth Harbour, Antigua' },
    start: '2026-12-04T13:00:00Z',
    end: '2026-12-09T22:00:00Z',
    venue: { en: 'Falmouth Harbour and Nelson’s Dockyard, Antigua', es: 'Falmouth Harbour y Nelson’s Dockyard, Antigua' },
    address: { en: 'Nelson’s Dockyard Marina, English Harbour, Antigua and Barbuda', es: 'Nelson’s Dockyard Marina, English Harbour, Antigua y Barbuda' },
    body: {
      en: '<p>Held in the historic marinas of English and Falmouth Harbours, the Antigua show is for charter professionals. Over five days, around a hundred yachts open to brokers, and the crews compete in a chef’s competition and a table-setting contest.</p><p>The show is not open to the public, which is why we go: it is the best chance to judge a yacht and her crew before we recommend them to you.</p>',
      es: '<p>Celebrado en las históricas marinas de English Harbour y Falmouth Harbour, el salón de Antigua está dedicado a los profesionales del chárter. Durante cinco días, un centenar de yates abre sus puertas a los brókers, y las tripulaciones compiten en un concurso de chefs y otro de decoración de mesas.</p><p>No está abierto al público, y precisamente por eso vamos: es la mejor ocasión de valorar un yate y su tripulación antes de recomendárselos.</p>',
    },
    presence: {
      title: { en: 'Our charter brokers on board', es: 'Nuestros brókers de chárter, a bordo' },
      html: {
        en: '<p>Eight Halcyon charter brokers will inspect the yachts for the Caribbean season. Tell us your winter plans before the show and we will check the yachts on your shortlist in person.</p>',
        es: '<p>Ocho brókers de chárter de Halcyon inspeccionarán los yates de la temporada caribeña. Cuéntenos sus planes de invierno antes del salón y comprobaremos en persona los yates de su lista.</p>',
      },
      about: { en: 'A chef plating a dish for the Antigua show culinary competition', es: 'Un chef emplata para el concurso gastronómico del salón de Antigua' },
    },
    lastModified: '2026-11-09T11:00:00Z',
  },
  {
    slug: 'boot-dusseldorf-2027',
    title: { en: 'boot Düsseldorf 2027', es: 'boot Düsseldorf 2027' },
    teaser: {
      en: 'Europe’s great indoor boat show, with a hall of superyacht builders and designers.',
      es: 'El gran salón náutico cubierto de Europa, con un pabellón dedicado a astilleros y diseñadores de superyates.',
    },
    about: { en: 'A hall of yachts on show at boot Düsseldorf', es: 'Un pabellón lleno de yates expuestos en boot Düsseldorf' },
    start: '2027-01-16T09:00:00Z',
    end: '2027-01-24T17:00:00Z',
    venue: { en: 'Messe Düsseldorf, Germany', es: 'Messe Düsseldorf, Alemania' },
    address: { en: 'Stockumer Kirchstraße 61, 40474 Düsseldorf, Germany', es: 'Stockumer Kirchstraße 61, 40474 Düsseldorf, Alemania' },
    body: {
      en: '<p>Every January, sixteen halls of the Düsseldorf fairground fill with boats of every kind, from dinghies to 35-metre motor yachts craned in from the Rhine. The superyacht hall brings together northern European yards, designers and suppliers.</p><p>It is an ideal moment to start a new-build conversation in a relaxed setting, months before the summer shows.</p>',
      es: '<p>Cada enero, dieciséis pabellones del recinto ferial de Düsseldorf se llenan de embarcaciones de todo tipo, desde botes ligeros hasta yates a motor de 35 metros llegados por el Rin. El pabellón de superyates reúne a astilleros, diseñadores y proveedores del norte de Europa.</p><p>Es un momento ideal para iniciar la conversación sobre una nueva construcción con calma, meses antes de los salones de verano.</p>',
    },
    presence: {
      title: { en: 'Meet our new-build team', es: 'Conozca a nuestro equipo de nueva construcción' },
      html: {
        en: '<p>Our project managers attend the first weekend and can introduce owners to the yards we work with. Appointments only.</p>',
        es: '<p>Nuestros directores de proyecto asisten el primer fin de semana y pueden presentar a los armadores a los astilleros con los que trabajamos. Solo con cita previa.</p>',
      },
      about: { en: 'Naval architects discussing a scale model at a stand', es: 'Arquitectos navales comentan una maqueta en un estand' },
    },
    lastModified: '2026-11-16T10:00:00Z',
  },
  {
    slug: 'dubai-international-boat-show-2027',
    title: { en: 'Dubai International Boat Show 2027', es: 'Salón Náutico Internacional de Dubái 2027' },
    short: { en: 'Dubai Boat Show 2027', es: 'Salón de Dubái 2027' },
    teaser: {
      en: 'The Middle East’s leading boat show, at the Dubai Harbour marina with the skyline behind.',
      es: 'El principal salón náutico de Oriente Medio, en la marina de Dubai Harbour con los rascacielos de fondo.',
    },
    about: { en: 'Yachts on show at Dubai Harbour at sunset', es: 'Yates expuestos en Dubai Harbour al atardecer' },
    start: '2027-02-17T12:00:00Z',
    end: '2027-02-21T18:00:00Z',
    venue: { en: 'Dubai Harbour, United Arab Emirates', es: 'Dubai Harbour, Emiratos Árabes Unidos' },
    address: { en: 'Dubai Harbour, King Salman Bin Abdulaziz Al Saud Street, Dubai, UAE', es: 'Dubai Harbour, King Salman Bin Abdulaziz Al Saud Street, Dubái, EAU' },
    body: {
      en: '<p>The Dubai show gathers owners from across the Gulf, with a growing number of superyachts on the water and builders presenting yachts designed for the region’s heat and shallow anchorages.</p><p>Evenings are as important as the days: much of the show’s business happens over dinner.</p>',
      es: '<p>El salón de Dubái reúne a armadores de todo el Golfo, con un número creciente de superyates a flote y astilleros que presentan yates pensados para el calor y los fondeaderos poco profundos de la región.</p><p>Las veladas importan tanto como las jornadas: buena parte del negocio del salón se cierra durante la cena.</p>',
    },
    presence: {
      title: { en: 'Our Gulf offices together', es: 'Nuestras oficinas del Golfo, juntas' },
      html: {
        en: '<p>Brokers from Dubai, Doha and Kuwait City are at the show with yachts for sale and charter in the Gulf and the Red Sea.</p>',
        es: '<p>Los brókers de Dubái, Doha y Ciudad de Kuwait acuden al salón con yates en venta y en chárter en el Golfo y el mar Rojo.</p>',
      },
      about: { en: 'A Halcyon broker with clients on a yacht’s flybridge in Dubai', es: 'Un bróker de Halcyon con clientes en el flybridge de un yate en Dubái' },
    },
    lastModified: '2026-11-18T08:00:00Z',
  },
];
