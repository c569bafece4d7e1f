/**
 * Where the page-builder blocks of spec 2.16 meet a visitor, in both languages: the Buy landing
 * opens with a hero slider, Yacht management with a video hero, a scroll cue and a jump-to
 * menu over its anchors; About, Crew training, Why charter with us and Sell a yacht gain the
 * text, list and layout blocks. Each function returns the blocks its page places.
 */
import { yachtVideo } from '../catalogue/yacht-video-media';
import type { GeneratorContext, ImageSubject } from '../context';
import type { MediaRef } from '../kontent';
import {
  actionBar,
  anchor,
  bigWords,
  entryList,
  galleryTeaser,
  heroSlider,
  highlightCopy,
  jumpTo,
  newsletterTeaser,
  scrollAnchor,
  socialLinks,
  splitImage,
  storyBlock,
  videoHero,
} from './builder-blocks';
import type { Built, L } from './shared';

const image = (ctx: GeneratorContext, subject: ImageSubject, key: string, about: L): MediaRef => ctx.media.image({ subject, key: `builder-${key}`, about });

/** The Buy landing's opening slides: yachts for sale, one seen under way (the film), and berths. */
export const buySlides = (ctx: GeneratorContext, prefix: string): Built =>
  heroSlider(prefix, [
    {
      headline: { en: 'Buy a yacht with people who know her', es: 'Compre un yate con quien lo conoce' },
      text: { en: 'Every yacht we list has been surveyed on board by one of our brokers.', es: 'Cada yate que ofrecemos lo ha revisado a bordo uno de nuestros brókeres.' },
      media: image(ctx, 'yacht', 'buy-slide-fleet', { en: 'A motor yacht at anchor in a quiet bay', es: 'Un yate a motor fondeado en una cala tranquila' }),
      buttons: [{ text: { en: 'Yachts for sale', es: 'Yates en venta' }, to: '/yachts-for-sale' }],
    },
    {
      headline: { en: 'See her under way', es: 'Véalo navegar' },
      text: { en: 'Sea trials, surveys and a broker beside you until the flag changes.', es: 'Pruebas de mar, inspecciones y un bróker a su lado hasta el cambio de bandera.' },
      media: yachtVideo(ctx),
      buttons: [{ text: { en: 'Why buy with us', es: 'Por qué comprar con nosotros' }, to: '/why-buy-with-us' }],
    },
    {
      headline: { en: 'A berth to go with her', es: 'Un amarre a su medida' },
      text: { en: 'Berths for sale in the Mediterranean’s busiest harbours.', es: 'Amarres en venta en los puertos más solicitados del Mediterráneo.' },
      media: image(ctx, 'harbour', 'buy-slide-berths', { en: 'A harbour with yachts moored along the quay', es: 'Un puerto con yates amarrados a lo largo del muelle' }),
      buttons: [{ text: { en: 'Berths for sale', es: 'Amarres en venta' }, to: '/berths-for-sale', theme: 'secondary' }],
    },
  ]);

export const buyWords = (prefix: string): Built =>
  bigWords(prefix, {
    words: { en: 'The right yacht is the one you will keep', es: 'El yate adecuado es el que querrá conservar' },
    text: { en: 'More than 1,850 sales and purchases since 1994, most of them for owners who came back.', es: 'Más de 1.850 compraventas desde 1994, la mayoría para armadores que volvieron.' },
  });

/** Yacht management: the video hero, its scroll cue and jump-to menu, and the blocks the menu lists. */
export const managementOpening = (ctx: GeneratorContext, prefix: string): Built[] => [
  videoHero(prefix, {
    headline: { en: 'Yacht management without surprises', es: 'Gestión de yates sin sorpresas' },
    text: {
      en: 'Crew, compliance, budgets and maintenance, run by one team and reported every month.',
      es: 'Tripulación, normativa, presupuestos y mantenimiento, en manos de un solo equipo y con informe mensual.',
    },
    media: yachtVideo(ctx),
    size: 'medium',
    buttons: [{ text: { en: 'Talk to a yacht manager', es: 'Hable con un gestor de yates' }, to: '/contact-a-yacht-manager' }],
  }),
  scrollAnchor(prefix, { anchor: { en: 'Overview', es: 'Resumen' }, cue: { en: 'Discover', es: 'Descubrir' }, inJumpTo: true }),
  jumpTo(prefix),
];

export const managementSections = (prefix: string): Built[] => [
  anchor(prefix, { en: 'Your year', es: 'Su año' }),
  entryList(prefix, 'list_component', {
    headline: { en: 'An owner’s year with us', es: 'El año de un armador con nosotros' },
    numbered: true,
    entries: [
      {
        title: { en: 'Autumn:', es: 'Otoño:' },
        text: { en: 'next year’s budget and the yard list agreed with you and the captain.', es: 'el presupuesto del año siguiente y la lista de obras, acordados con usted y el capitán.' },
      },
      {
        title: { en: 'Winter:', es: 'Invierno:' },
        text: { en: 'the yard period, tendered to three yards and supervised on site.', es: 'el periodo en astillero, licitado a tres astilleros y supervisado in situ.' },
      },
      {
        title: { en: 'Spring:', es: 'Primavera:' },
        text: { en: 'crew briefed, surveys passed and certificates renewed before the season.', es: 'tripulación preparada, inspecciones superadas y certificados renovados antes de la temporada.' },
      },
      {
        title: { en: 'Summer:', es: 'Verano:' },
        text: { en: 'accounts every month while you cruise, and one call for anything else.', es: 'cuentas cada mes mientras navega, y una sola llamada para todo lo demás.' },
      },
    ],
  }),
  highlightCopy(prefix, {
    headline: { en: 'Our promise', es: 'Nuestro compromiso' },
    copy: {
      en: 'Owners we manage save on average twelve per cent of their running costs in the first two years.',
      es: 'Los armadores que gestionamos ahorran de media un doce por ciento de sus costes en los dos primeros años.',
    },
    highlight: { en: 'twelve per cent of their running costs', es: 'un doce por ciento de sus costes' },
    grey: true,
  }),
  anchor(prefix, { en: 'Costs explained', es: 'Costes explicados' }),
  entryList(prefix, 'definition_list_component', {
    headline: { en: 'The costs of a yacht, explained', es: 'Los costes de un yate, explicados' },
    entries: [
      {
        title: { en: 'Management fee', es: 'Honorarios de gestión' },
        text: { en: 'A fixed yearly fee agreed in advance, never a share of what the yacht spends.', es: 'Una cuota anual fija acordada de antemano, nunca un porcentaje de lo que gasta el yate.' },
      },
      {
        title: { en: 'Running costs', es: 'Costes de explotación' },
        text: {
          en: 'Crew, fuel, berths, insurance and maintenance: typically ten per cent of the yacht’s value a year.',
          es: 'Tripulación, combustible, amarres, seguro y mantenimiento: en torno al diez por ciento del valor del yate al año.',
        },
      },
      {
        title: { en: 'Yard period', es: 'Periodo en astillero' },
        text: {
          en: 'The planned works between seasons, tendered to three yards and supervised on site.',
          es: 'Los trabajos previstos entre temporadas, licitados a tres astilleros y supervisados in situ.',
        },
      },
      {
        title: { en: 'Reserve fund', es: 'Fondo de reserva' },
        text: { en: 'Money set aside each month for surveys and the larger works every five years.', es: 'Un importe apartado cada mes para inspecciones y las grandes obras de cada cinco años.' },
      },
    ],
  }),
];

/** About: a chapter of the company's story, its networks and the newsletter. */
export const aboutBlocks = (ctx: GeneratorContext, prefix: string): Built[] => [
  storyBlock(prefix, {
    label: { en: '1994', es: '1994' },
    title: { en: 'A first office on the harbour in Palma', es: 'Una primera oficina en el puerto de Palma' },
    html: {
      en: '<p>Two brokers, one telephone and a charter yacht they knew from stem to stern. Thirty years later the habit is the same: we only recommend yachts we have been on board.</p>',
      es: '<p>Dos brókeres, un teléfono y un yate de chárter que conocían de proa a popa. Treinta años después la costumbre es la misma: solo recomendamos yates en los que hemos estado a bordo.</p>',
    },
    media: image(ctx, 'harbour', 'about-story-palma', { en: 'A harbour with yachts moored along the quay', es: 'Un puerto con yates amarrados a lo largo del muelle' }),
    right: true,
  }),
  socialLinks(prefix, {
    headline: { en: 'Follow us', es: 'Síganos' },
    text: { en: 'New yachts, launches and life on board, every week.', es: 'Yates nuevos, botaduras y la vida a bordo, cada semana.' },
  }),
  newsletterTeaser(prefix, {
    headline: { en: 'Let’s keep in touch', es: 'Sigamos en contacto' },
    text: { en: 'Our newsletter: new yachts for charter and for sale, once a month.', es: 'Nuestro boletín: yates nuevos de chárter y en venta, una vez al mes.' },
    button: { en: 'Request newsletter', es: 'Solicitar boletín' },
    grey: true,
  }),
];

/** Crew training: the courses in a row and the next step. */
export const crewTrainingBlocks = (ctx: GeneratorContext, prefix: string): Built[] => [
  entryList(prefix, 'horizontal_list_component', {
    headline: { en: 'Courses we arrange', es: 'Cursos que organizamos' },
    entries: [
      {
        title: { en: 'STCW basic safety', es: 'Seguridad básica STCW' },
        text: { en: 'Five days, required of everyone on board.', es: 'Cinco días, obligatorio para toda la tripulación.' },
        media: image(ctx, 'seascape', 'crew-course-safety', { en: 'Open sea under a clear sky', es: 'Mar abierto bajo un cielo despejado' }),
      },
      {
        title: { en: 'Yachtmaster', es: 'Yachtmaster' },
        text: { en: 'For officers and captains of yachts under 200 GT.', es: 'Para oficiales y capitanes de yates de menos de 200 GT.' },
        media: image(ctx, 'yacht', 'crew-course-yachtmaster', { en: 'A sailing yacht under way', es: 'Un velero navegando' }),
      },
      {
        title: { en: 'Silver service', es: 'Servicio de mesa' },
        text: { en: 'Service, wine and table settings for interior crew.', es: 'Servicio, vino y montaje de mesa para la tripulación de interior.' },
        media: image(ctx, 'yacht-interior', 'crew-course-service', { en: 'A yacht dining salon laid for dinner', es: 'Un comedor de yate preparado para la cena' }),
      },
      {
        title: { en: 'Engineering', es: 'Ingeniería' },
        text: { en: 'AEC and Y4 to Y1 engineer certificates.', es: 'Certificados de maquinista AEC y de Y4 a Y1.' },
        media: image(ctx, 'harbour', 'crew-course-engineering', { en: 'Yachts in a marina', es: 'Yates en una marina' }),
      },
    ],
  }),
  actionBar(prefix, {
    text: { en: 'Planning your next certificate?', es: '¿Prepara su próximo título?' },
    buttons: [{ text: { en: 'Contact a crew specialist', es: 'Contacte con un especialista' }, to: '/contact-a-crew-specialist' }],
  }),
];

/** Why charter with us: three reasons in tiles and a glimpse of the yachts. */
export const whyCharterBlocks = (ctx: GeneratorContext, prefix: string): Built[] => [
  entryList(prefix, 'three_in_one_component', {
    headline: { en: 'Three reasons guests come back', es: 'Tres razones por las que vuelven' },
    entries: [
      {
        title: { en: 'We know the yachts', es: 'Conocemos los yates' },
        text: { en: 'Every yacht we offer has been inspected by one of our brokers.', es: 'Cada yate que ofrecemos lo ha inspeccionado uno de nuestros brókeres.' },
        media: image(ctx, 'yacht', 'why-tile-yachts', { en: 'A motor yacht seen from the stern', es: 'Un yate a motor visto desde popa' }),
        link: '/yachts-for-charter',
      },
      {
        title: { en: 'We know the waters', es: 'Conocemos las aguas' },
        text: { en: 'Itineraries planned with captains who cruise them every season.', es: 'Itinerarios planificados con capitanes que los navegan cada temporada.' },
        media: image(ctx, 'destination', 'why-tile-waters', { en: 'A bay with clear water', es: 'Una cala de aguas claras' }),
        link: '/destinations',
      },
      {
        title: { en: 'One broker, start to finish', es: 'Un bróker de principio a fin' },
        text: { en: 'The person who books your week answers the phone while you are on board.', es: 'Quien reserva su semana le atiende también mientras está a bordo.' },
        media: image(ctx, 'office', 'why-tile-broker', { en: 'A bright office with a view of the harbour', es: 'Una oficina luminosa con vistas al puerto' }),
      },
    ],
  }),
  galleryTeaser(prefix, {
    title: { en: 'On board our charter fleet', es: 'A bordo de nuestra flota de chárter' },
    text: { en: 'Salons, decks and beach clubs of the yachts we offer this season.', es: 'Salones, cubiertas y beach clubs de los yates que ofrecemos esta temporada.' },
    images: [
      image(ctx, 'yacht-interior', 'why-gallery-salon', { en: 'A yacht main salon', es: 'El salón principal de un yate' }),
      image(ctx, 'yacht', 'why-gallery-deck', { en: 'A sun deck with loungers', es: 'Una cubierta de sol con tumbonas' }),
      image(ctx, 'yacht-interior', 'why-gallery-cabin', { en: 'A guest cabin', es: 'Un camarote de invitados' }),
      image(ctx, 'seascape', 'why-gallery-sea', { en: 'The sea at sunset', es: 'El mar al atardecer' }),
      image(ctx, 'yacht', 'why-gallery-tender', { en: 'A yacht at anchor with its tender', es: 'Un yate fondeado con su auxiliar' }),
    ],
    buttons: [{ text: { en: 'All yachts for charter', es: 'Todos los yates de alquiler' }, to: '/yachts-for-charter' }],
  }),
];

/** Sell a yacht: motor or sail, the two markets side by side. */
export const sellSplit = (ctx: GeneratorContext, prefix: string): Built =>
  splitImage(prefix, {
    title: { en: 'Motor or sail, we know the buyers', es: 'A motor o a vela, conocemos a los compradores' },
    text: { en: 'Two markets, two sets of buyers: our brokers follow both every day.', es: 'Dos mercados, dos tipos de comprador: nuestros brókeres siguen ambos a diario.' },
    left: image(ctx, 'yacht', 'sell-split-motor', { en: 'A motor yacht under way', es: 'Un yate a motor navegando' }),
    right: image(ctx, 'yacht', 'sell-split-sail', { en: 'A sailing yacht under sail', es: 'Un velero a vela' }),
    buttons: [{ text: { en: 'Request a valuation', es: 'Solicite una valoración' }, to: '/yacht-market-evaluation' }],
  });
