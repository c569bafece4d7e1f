/**
 * An FAQ page per service (charter, buying, management, crew) and the podcast page (spec 3.10),
 * built from the catalogue's questions and episodes. Each service's landing page links to its FAQ
 * page through a question widget (faqWidgetFor).
 */
import { seaSoundWav } from '../catalogue/audio';
import type { GeneratorContext, ImageSubject } from '../context';
import { faqAudioFile, faqDetail, faqMediaGallery, faqMediaWithRichText, faqOverview, faqRichText, faqWidget, podcastEpisodes } from './faq-blocks';
import { socialLinks } from './builder-blocks';
import { at, buttonContainer, cover, page, richText, type Built, type L } from './shared';

export const PODCAST_PATH = '/podcast';

/** The FAQ page of each service, and the topic (tools/content/catalogue/faq-data.ts) its widget asks. */
export const FAQ_PAGES = {
  charter: at('/yacht-charter/faq'),
  buying: at('/buy-a-yacht/faq'),
  management: at('/manage-a-superyacht/faq'),
  crew: at('/yacht-crew/faq'),
} as const;

const WIDGET_TITLES: Record<keyof typeof FAQ_PAGES, { title: L; link: L }> = {
  charter: { title: { en: 'Charter questions clients ask', es: 'Lo que nos preguntan sobre el chárter' }, link: { en: 'All charter questions', es: 'Todas las preguntas sobre el chárter' } },
  buying: { title: { en: 'Questions buyers ask', es: 'Lo que preguntan los compradores' }, link: { en: 'All buying and selling questions', es: 'Todas las preguntas sobre compra y venta' } },
  management: { title: { en: 'Questions owners ask', es: 'Lo que preguntan los armadores' }, link: { en: 'All management questions', es: 'Todas las preguntas sobre gestión' } },
  crew: { title: { en: 'Questions about crew', es: 'Preguntas sobre la tripulación' }, link: { en: 'All crew questions', es: 'Todas las preguntas sobre tripulación' } },
};

/** The widget a service's landing page shows: three questions leading to their answers on its FAQ page. */
export const faqWidgetFor = (prefix: string, service: keyof typeof FAQ_PAGES): Built =>
  faqWidget(prefix, { topic: service, faqPage: FAQ_PAGES[service].codename, title: WIDGET_TITLES[service].title, linkText: WIDGET_TITLES[service].link, grey: true });

const podcastButton = { text: { en: 'Listen to the Halcyon podcast', es: 'Escuche el pódcast de Halcyon' }, to: PODCAST_PATH, theme: 'secondary' as const };

type FaqPageSpec = { title: L; description: L; breadcrumbs: L; parts: Built[] };

const buildPage = (ctx: GeneratorContext, p: ReturnType<typeof at>, spec: FaqPageSpec): void =>
  page(ctx, { ...p, title: spec.title, description: spec.description, breadcrumbsTitle: spec.breadcrumbs }, spec.parts);

export const generateFaqPages = (ctx: GeneratorContext): void => {
  const img = (subject: ImageSubject, key: string, about: L, title?: L) => ctx.media.image({ subject, key: `faq-${key}`, about, title });

  {
    const p = FAQ_PAGES.charter;
    const { codename } = p;
    const audio = ctx.media.file({ key: 'faq:anchorage', name: 'evening-at-anchor.wav', type: 'audio/wav', body: seaSoundWav('faq:anchorage') });
    buildPage(ctx, p, {
      title: { en: 'Yacht charter: questions and answers', es: 'Alquiler de yates: preguntas y respuestas' },
      description: {
        en: 'How far ahead to book, what the charter fee covers, tipping and life on board: straight answers from our charter brokers.',
        es: 'Con cuánta antelación reservar, qué incluye la tarifa, las propinas y la vida a bordo: respuestas claras de nuestros brókeres de chárter.',
      },
      breadcrumbs: { en: 'FAQ', es: 'Preguntas frecuentes' },
      parts: [
        cover(codename, {
          title: { en: 'Charter questions, answered', es: 'Sus preguntas sobre el chárter' },
          subtitle: { en: 'What our brokers are asked most', es: 'Lo que más preguntan a nuestros brókeres' },
          size: 'small',
          image: img('yacht', 'charter-cover', { en: 'A charter yacht at anchor in a quiet bay', es: 'Un yate de chárter fondeado en una cala tranquila' }),
        }),
        faqRichText(codename, {
          title: { en: 'Before you ask', es: 'Antes de preguntar' },
          html: {
            en: '<p>Every charter is different, but the same questions come up before most of them. Here are the answers our brokers give most often; for anything else, a broker will reply within a day.</p>',
            es: '<p>Cada chárter es distinto, pero antes de casi todos surgen las mismas preguntas. Estas son las respuestas que más dan nuestros brókeres; para cualquier otra duda, un bróker le responderá en un día.</p>',
          },
        }),
        faqDetail(codename, { topics: ['charter'] }),
        faqMediaWithRichText(codename, {
          title: { en: 'What the provisioning allowance pays for', es: 'Qué cubre el anticipo de aprovisionamiento' },
          html: {
            en: '<p>The advance provisioning allowance (APA) is paid with the charter fee and held by the captain. It covers:</p><ul><li>fuel for the yacht and her tenders;</li><li>food and drinks chosen with the chef before you arrive;</li><li>berthing, harbour dues and communications.</li></ul><p>You receive the accounts at the end of the week, and any balance is returned.</p>',
            es: '<p>El anticipo de aprovisionamiento (APA) se paga junto con la tarifa y lo gestiona el capitán. Cubre:</p><ul><li>el combustible del yate y de sus auxiliares;</li><li>la comida y las bebidas elegidas con el chef antes de su llegada;</li><li>los amarres, las tasas portuarias y las comunicaciones.</li></ul><p>Al final de la semana recibe las cuentas y se le devuelve el saldo sobrante.</p>',
          },
          media: img('yacht-interior', 'charter-galley', { en: 'A yacht galley ready for service', es: 'La cocina de un yate lista para el servicio' }),
          grey: true,
        }),
        faqMediaGallery(codename, {
          title: { en: 'A week on board, in pictures', es: 'Una semana a bordo, en imágenes' },
          media: [
            img(
              'yacht',
              'charter-gallery-anchor',
              { en: 'The yacht at anchor', es: 'El yate fondeado' },
              { en: 'Mornings at anchor, before the swim platform opens', es: 'Mañanas fondeados, antes de abrir la plataforma de baño' },
            ),
            img(
              'yacht-interior',
              'charter-gallery-saloon',
              { en: 'The main saloon', es: 'El salón principal' },
              { en: 'The main saloon, where guests gather before dinner', es: 'El salón principal, donde los invitados se reúnen antes de cenar' },
            ),
            img(
              'destination',
              'charter-gallery-coast',
              { en: 'A Mediterranean coastline', es: 'Una costa mediterránea' },
              { en: 'An afternoon ashore, chosen with the captain', es: 'Una tarde en tierra, elegida con el capitán' },
            ),
          ],
        }),
        faqAudioFile(codename, {
          title: { en: 'Listen: an evening at anchor', es: 'Escuche: una noche fondeados' },
          audio,
          transcript: {
            en: '<p>Twelve seconds recorded from the aft deck after dinner: a gentle swell against the hull, and nothing else. The question we are asked most about nights on board is whether they are quiet. This is the answer.</p>',
            es: '<p>Doce segundos grabados en la cubierta de popa después de la cena: un suave oleaje contra el casco, y nada más. Lo que más nos preguntan sobre las noches a bordo es si son tranquilas. Esta es la respuesta.</p>',
          },
          grey: true,
        }),
        buttonContainer(codename, [{ text: { en: 'Contact a charter broker', es: 'Contacte con un bróker de chárter' }, to: '/contact-a-charter-broker' }, podcastButton]),
      ],
    });
  }

  {
    const p = FAQ_PAGES.buying;
    const { codename } = p;
    buildPage(ctx, p, {
      title: { en: 'Buying and selling a yacht: questions and answers', es: 'Comprar y vender un yate: preguntas y respuestas' },
      description: {
        en: 'The steps of a purchase, running costs, off-market sales, asking prices and central agency, answered by our sales brokers.',
        es: 'Los pasos de una compra, los costes de mantenimiento, las ventas discretas, el precio de venta y la agencia central, respondidos por nuestros brókeres.',
      },
      breadcrumbs: { en: 'FAQ', es: 'Preguntas frecuentes' },
      parts: [
        cover(codename, {
          title: { en: 'Buying and selling, answered', es: 'Comprar y vender, respondido' },
          subtitle: { en: 'From the first offer to the closing', es: 'De la primera oferta al cierre' },
          size: 'small',
          image: img('harbour', 'buying-cover', { en: 'Yachts moored in a marina', es: 'Yates amarrados en un puerto deportivo' }),
        }),
        faqDetail(codename, {
          title: { en: 'Questions and answers', es: 'Preguntas y respuestas' },
          introduction: {
            en: '<p>Whether you are buying your first yacht or selling your third, these are the questions our brokers answer every week.</p>',
            es: '<p>Tanto si compra su primer yate como si vende el tercero, estas son las preguntas que nuestros brókeres responden cada semana.</p>',
          },
          topics: ['buying', 'selling'],
        }),
        faqMediaWithRichText(codename, {
          title: { en: 'Survey and sea trial', es: 'Inspección y prueba de mar' },
          html: {
            en: '<p>Once the deposit is in escrow, an independent surveyor inspects the hull, machinery and systems, usually with the yacht hauled out. The sea trial follows: the yacht is run at speed with you or your captain on board. Only when both satisfy you do you accept the yacht.</p>',
            es: '<p>Una vez depositada la fianza, un inspector independiente revisa el casco, la maquinaria y los sistemas, normalmente con el yate en seco. Después viene la prueba de mar: se navega a velocidad con usted o su capitán a bordo. Solo cuando ambas le satisfacen acepta el yate.</p>',
          },
          media: img('shipyard', 'buying-survey', { en: 'A yacht hauled out for survey', es: 'Un yate en seco para su inspección' }),
          position: 'left',
          grey: true,
        }),
        buttonContainer(codename, [{ text: { en: 'Contact a yacht broker', es: 'Contacte con un bróker' }, to: '/contact-a-yacht-broker' }, podcastButton]),
      ],
    });
  }

  {
    const p = FAQ_PAGES.management;
    const { codename } = p;
    buildPage(ctx, p, {
      title: { en: 'Yacht management: questions and answers', es: 'Gestión de yates: preguntas y respuestas' },
      description: {
        en: 'What management covers, choosing your crew, charter income, new builds and refits: answers from our management team.',
        es: 'Qué incluye la gestión, la elección de la tripulación, los ingresos por chárter, las nuevas construcciones y los refits: respuestas de nuestro equipo.',
      },
      breadcrumbs: { en: 'FAQ', es: 'Preguntas frecuentes' },
      parts: [
        cover(codename, {
          title: { en: 'Management, answered', es: 'La gestión, respondida' },
          subtitle: { en: 'What owners ask before handing over the keys', es: 'Lo que preguntan los armadores antes de confiarnos su yate' },
          size: 'small',
          image: img('harbour', 'management-cover', { en: 'A superyacht alongside in her home port', es: 'Un superyate atracado en su puerto base' }),
        }),
        faqDetail(codename, { topics: ['management'] }),
        faqOverview(codename, {
          topic: 'new_build',
          title: { en: 'New build and refit', es: 'Nueva construcción y refit' },
          image: img('shipyard', 'management-new-build', { en: 'A hull under construction in a shipyard hall', es: 'Un casco en construcción en la nave de un astillero' }),
          cta: { en: 'Contact a project manager', es: 'Contacte con un jefe de proyecto' },
          ctaLink: '/contact-a-project-manager',
          grey: true,
        }),
        faqRichText(codename, {
          title: { en: 'One team for the whole year', es: 'Un solo equipo durante todo el año' },
          html: {
            en: '<p>Your yacht manager, technical superintendent and charter manager work from the same office and the same accounts, so a yard period, a crew change and a charter booking never pull in different directions.</p>',
            es: '<p>Su gestor, su superintendente técnico y su gestor de chárter trabajan desde la misma oficina y con las mismas cuentas, de modo que una estancia en astillero, un cambio de tripulación y una reserva de chárter nunca tiran en direcciones distintas.</p>',
          },
        }),
        buttonContainer(codename, [{ text: { en: 'Contact a yacht manager', es: 'Contacte con un gestor de yates' }, to: '/contact-a-yacht-manager' }, podcastButton]),
      ],
    });
  }

  {
    const p = FAQ_PAGES.crew;
    const { codename } = p;
    buildPage(ctx, p, {
      title: { en: 'Yacht crew: questions and answers', es: 'Tripulación de yates: preguntas y respuestas' },
      description: {
        en: 'How fast we place crew, which certificates they need, contracts and payroll: answers from our crew specialists.',
        es: 'Con qué rapidez incorporamos tripulantes, qué certificados necesitan, contratos y nóminas: respuestas de nuestros especialistas.',
      },
      breadcrumbs: { en: 'FAQ', es: 'Preguntas frecuentes' },
      parts: [
        cover(codename, {
          title: { en: 'Crew, answered', es: 'La tripulación, respondida' },
          subtitle: { en: 'Placement, training and administration', es: 'Selección, formación y administración' },
          size: 'small',
          image: img('seascape', 'crew-cover', { en: 'A yacht under way at sea', es: 'Un yate navegando en alta mar' }),
        }),
        faqOverview(codename, {
          topic: 'crew',
          title: { en: 'Crew placement and administration', es: 'Selección y administración de tripulaciones' },
          image: img('portrait', 'crew-overview', { en: 'A yacht captain on the bridge', es: 'Un capitán de yate en el puente' }),
          cta: { en: 'Contact a crew specialist', es: 'Contacte con un especialista en tripulación' },
          ctaLink: '/contact-a-crew-specialist',
        }),
        faqRichText(codename, {
          title: { en: 'Looking for a position?', es: '¿Busca un puesto?' },
          html: {
            en: '<p>Crew looking for their next yacht register with our crew network, which matches certificates, experience and references with the positions owners and captains send us.</p>',
            es: '<p>Los tripulantes que buscan su próximo yate se inscriben en nuestra red de tripulaciones, que cruza certificados, experiencia y referencias con los puestos que nos envían armadores y capitanes.</p>',
          },
          grey: true,
        }),
        buttonContainer(codename, [{ text: { en: 'Contact a crew specialist', es: 'Contacte con un especialista en tripulación' }, to: '/contact-a-crew-specialist' }, podcastButton]),
      ],
    });
  }

  {
    const p = at(PODCAST_PATH);
    const { codename } = p;
    // Newest first, as a podcast is listened to.
    const episodes = ctx
      .items()
      .filter((item) => item.type === 'podcast')
      .map((item) => item.codename)
      .reverse();
    buildPage(ctx, p, {
      title: { en: 'The Halcyon podcast', es: 'El pódcast de Halcyon' },
      description: {
        en: 'Conversations with our brokers, project managers and crew specialists about chartering, buying, building and crewing a superyacht.',
        es: 'Conversaciones con nuestros brókeres, jefes de proyecto y especialistas en tripulación sobre el chárter, la compra, la construcción y la tripulación de un superyate.',
      },
      breadcrumbs: { en: 'Podcast', es: 'Pódcast' },
      parts: [
        cover(codename, {
          title: { en: 'The Halcyon podcast', es: 'El pódcast de Halcyon' },
          subtitle: { en: 'Yachting, from the people who do it', es: 'El yachting, contado por quienes lo viven' },
          size: 'small',
          image: img('seascape', 'podcast-cover', { en: 'The open sea at dusk', es: 'El mar abierto al atardecer' }),
        }),
        richText(codename, {
          en: '<p>Each episode, one of our specialists takes a question clients ask us and answers it at length: how to read the charter season, what to check before a first purchase, what happens at the yard, and what makes a crew great.</p>',
          es: '<p>En cada episodio, uno de nuestros especialistas toma una pregunta que nos hacen los clientes y la responde a fondo: cómo leer la temporada de chárter, qué revisar antes de una primera compra, qué ocurre en el astillero y qué hace grande a una tripulación.</p>',
        }),
        podcastEpisodes(codename, { title: { en: 'All episodes', es: 'Todos los episodios' }, podcasts: episodes }),
        buttonContainer(codename, [{ text: { en: 'Charter questions and answers', es: 'Preguntas sobre el chárter' }, to: FAQ_PAGES.charter.slug.en }]),
        socialLinks(codename, {
          headline: { en: 'Follow the podcast', es: 'Siga el pódcast' },
          text: { en: 'New episodes are announced on our networks first.', es: 'Los nuevos episodios se anuncian primero en nuestras redes.' },
          grey: true,
        }),
      ],
    });
  }
};
