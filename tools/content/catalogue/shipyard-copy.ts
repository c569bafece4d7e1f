/** A few lines on each yard, in English and Spanish. */
export const SHIPYARD_COPY: Record<string, { en: string; es: string }> = {
  benetti: {
    en: 'Founded in Viareggio in 1873, Benetti builds steel and composite motor yachts from its Tuscan yards, from the semi-custom Oasis and B.Now lines to fully custom gigayachts.',
    es: 'Fundado en Viareggio en 1873, Benetti construye yates a motor de acero y composite en sus astilleros toscanos, desde las líneas semipersonalizadas Oasis y B.Now hasta gigayates totalmente a medida.',
  },
  feadship: {
    en: 'Feadship unites the Dutch yards of Royal Van Lent and Royal De Vries. Since 1949 it has built fully custom steel-hulled yachts known for their engineering and finish.',
    es: 'Feadship reúne los astilleros neerlandeses Royal Van Lent y Royal De Vries. Desde 1949 construye yates de casco de acero totalmente a medida, reconocidos por su ingeniería y sus acabados.',
  },
  lurssen: {
    en: 'The family-owned Lürssen yard near Bremen has built vessels since 1875 and today delivers some of the largest and most complex superyachts afloat.',
    es: 'El astillero familiar Lürssen, cerca de Bremen, construye barcos desde 1875 y hoy entrega algunos de los superyates más grandes y complejos del mundo.',
  },
  heesen: {
    en: 'From its yard in Oss, Heesen builds fast aluminium and steel motor yachts between 40 and 80 metres, many on speculation so they can be delivered quickly.',
    es: 'Desde su astillero en Oss, Heesen construye yates a motor rápidos de aluminio y acero de entre 40 y 80 metros, muchos de ellos en especulación para poder entregarlos con rapidez.',
  },
  amels: {
    en: 'Amels, in Vlissingen, pioneered the Limited Editions concept: proven full-custom platforms delivered in less time, now under the Damen Yachting banner.',
    es: 'Amels, en Vlissingen, fue pionero del concepto Limited Editions: plataformas probadas de acabado a medida entregadas en menos tiempo, hoy bajo la marca Damen Yachting.',
  },
  sanlorenzo: {
    en: 'Founded in 1958, Sanlorenzo builds made-to-measure yachts in composite, aluminium and steel at its yards around La Spezia, and leads the industry in hybrid and methanol research.',
    es: 'Fundado en 1958, Sanlorenzo construye yates a medida en composite, aluminio y acero en sus astilleros de La Spezia, y lidera la investigación del sector en propulsión híbrida y metanol.',
  },
  'perini-navi': {
    en: 'Perini Navi made large sailing yachts manageable with automated sail-handling systems; its Viareggio yard has launched many of the best-known sailing superyachts.',
    es: 'Perini Navi hizo manejables los grandes veleros gracias a sus sistemas automatizados de maniobra; su astillero de Viareggio ha botado muchos de los superyates a vela más conocidos.',
  },
  oceanco: {
    en: 'Oceanco builds fully custom yachts above 80 metres at Alblasserdam, with a reputation for bold design and sustainable engineering.',
    es: 'Oceanco construye yates totalmente a medida de más de 80 metros en Alblasserdam, con fama de diseño audaz e ingeniería sostenible.',
  },
  'abeking-and-rasmussen': {
    en: 'Founded in 1907 on the River Weser, Abeking & Rasmussen combines naval and yacht building, delivering discreet, technically advanced custom yachts.',
    es: 'Fundado en 1907 a orillas del río Weser, Abeking & Rasmussen combina la construcción naval y la de yates, y entrega yates a medida discretos y técnicamente avanzados.',
  },
  crn: {
    en: 'CRN, in the port of Ancona, has built custom steel and aluminium yachts since 1963 and is part of the Ferretti Group.',
    es: 'CRN, en el puerto de Ancona, construye yates a medida de acero y aluminio desde 1963 y forma parte del Grupo Ferretti.',
  },
  baglietto: {
    en: 'One of Italy’s oldest yards, Baglietto has built yachts since 1854 and now delivers fast aluminium and steel motor yachts from La Spezia.',
    es: 'Baglietto, uno de los astilleros más antiguos de Italia, construye yates desde 1854 y hoy entrega yates a motor rápidos de aluminio y acero desde La Spezia.',
  },
  turquoise: {
    en: 'Turquoise builds custom steel and aluminium motor yachts in Istanbul, with a skilled workforce and a growing list of deliveries between 40 and 80 metres.',
    es: 'Turquoise construye yates a motor a medida de acero y aluminio en Estambul, con un equipo muy cualificado y una lista creciente de entregas de entre 40 y 80 metros.',
  },
  'royal-huisman': {
    en: 'Royal Huisman, in Vollenhove since 1884, is renowned for large aluminium sailing yachts and complex refits.',
    es: 'Royal Huisman, en Vollenhove desde 1884, es célebre por sus grandes veleros de aluminio y sus refits complejos.',
  },
  codecasa: {
    en: 'Codecasa has built boats in Viareggio since 1825 and remains a family yard known for classic-lined steel motor yachts.',
    es: 'Codecasa construye barcos en Viareggio desde 1825 y sigue siendo un astillero familiar conocido por sus yates a motor de acero de líneas clásicas.',
  },
};
