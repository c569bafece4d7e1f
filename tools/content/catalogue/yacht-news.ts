/**
 * The yacht news block of spec 2.8: news articles about one yacht (spec 3.9 news pages, tagged
 * with the yacht's name per 5.3), shown on her detail pages by a news slider of those articles
 * ('manual_slides', 5.3). One yacht of the demo fleet is in the news; her articles also reach the
 * news listings like any other, dated before the rest so the newest-first lists stay as they were.
 */
import type { GeneratorContext } from '../context';
import { escapeHtml as h } from '../html';
import { el, type Elements, type LanguageCodename } from '../kontent';
import { afterParagraph, ctaComponent, pictureComponent, quoteComponent, richTextBlock, type RichParts } from '../pages/inline';
import { cover, type Built, type L } from '../pages/shared';
import { articlesSlider, author, personOfDepartment, readingMinutes, sliderNews } from '../pages/editorial-blocks';
import { latestArticlePages } from '../pages/news';
import { pageWithElements } from './page-extras';
import type { YachtFacts } from './yacht-facts';
import type { YachtMedia } from './yacht-media';
import { yachtKind } from './yacht-text';

/** The yacht (by her place in the generated fleet) whose pages carry a news block: a charter yacht, as her news says. */
export const YACHT_IN_THE_NEWS = 2;

/** What an editor inserts into a story's text (spec 3.2): a picture with its caption and, for guests' words, a quote. */
type Inserts = { picture: 'exterior' | 'interior'; caption: L; quote?: { text: L; name: string; role: L } };

type Story = { slug: string; category: 'company_news' | 'lifestyle'; date: string; title: L; teaser: L; body: L; image: 'profile' | 'interior'; inserts: Inserts };

const stories = (y: YachtFacts, detail: string): Story[] => {
  const kind = yachtKind(y);
  const name = h(y.name);
  const slug = detail.split('/').pop() ?? '';
  return [
    {
      slug: `${slug}-joins-the-charter-fleet`,
      // Fleet news is the company's: the charter news slider of the news landing stays as it was.
      category: 'company_news',
      date: '2024-11-05T09:00:00Z',
      title: { en: `${y.name} joins our charter fleet`, es: `${y.name} se une a nuestra flota de chárter` },
      teaser: {
        en: `The ${y.length} m ${y.builder.name} ${kind.en} takes ${y.guests} guests from ${y.lying.place} next season.`,
        es: `El ${kind.es} ${y.builder.name} de ${String(y.length).replace('.', ',')} m recibe a ${y.guests} invitados desde ${y.lying.place} la próxima temporada.`,
      },
      body: {
        en: `<p>${name} is available for charter from next season. Built by ${h(y.builder.name)} in ${y.year}, she sleeps ${y.guests} guests in ${y.cabins.total} cabins and is run by a crew of ${y.crew}.</p><p>She is based in ${h(y.lying.place)}; our charter brokers hold her calendar and can share her full inventory, deck plans and crew profiles.</p>`,
        es: `<p>${name} está disponible para chárter a partir de la próxima temporada. Construido por ${h(y.builder.name)} en ${y.year}, aloja a ${y.guests} invitados en ${y.cabins.total} camarotes y lo atiende una tripulación de ${y.crew}.</p><p>Tiene su base en ${h(y.lying.place)}; nuestros brókeres de chárter llevan su calendario y pueden facilitarle el inventario completo, los planos de cubierta y los perfiles de la tripulación.</p>`,
      },
      image: 'profile',
      inserts: {
        picture: 'exterior',
        caption: { en: `${y.name} at her base in ${y.lying.place}`, es: `${y.name} en su base de ${y.lying.place}` },
      },
    },
    {
      slug: `a-week-on-board-${slug}`,
      category: 'lifestyle',
      date: '2024-09-17T09:00:00Z',
      title: { en: `A week on board ${y.name}`, es: `Una semana a bordo de ${y.name}` },
      teaser: {
        en: `Slow mornings, long lunches at anchor and interiors by ${y.interiorDesigner}.`,
        es: `Mañanas tranquilas, comidas largas fondeados e interiores de ${y.interiorDesigner}.`,
      },
      body: {
        en: `<p>Our guests spent a week on board ${name} and told us what stayed with them: the light in the salon designed by ${h(y.interiorDesigner)}, breakfast on deck before the bay wakes up, and a crew who remembered every preference after the first day.</p>`,
        es: `<p>Nuestros invitados pasaron una semana a bordo de ${name} y nos contaron lo que recuerdan: la luz del salón diseñado por ${h(y.interiorDesigner)}, el desayuno en cubierta antes de que despierte la bahía y una tripulación que recordaba cada preferencia desde el primer día.</p>`,
      },
      image: 'interior',
      inserts: {
        picture: 'interior',
        caption: { en: `The dining room of ${y.name}, by ${y.interiorDesigner}`, es: `El comedor de ${y.name}, de ${y.interiorDesigner}` },
        quote: {
          text: { en: 'By the second morning the crew knew how each of us takes our coffee.', es: 'La segunda mañana la tripulación ya sabía cómo toma el café cada uno de nosotros.' },
          name: 'The Hartley family',
          role: { en: 'Guests on board in September', es: 'Invitados a bordo en septiembre' },
        },
      },
    },
  ];
};

const codenameOf = (path: string): string => `page_${path.replace(/^\//, '').replace(/[-/]/g, '_')}`;

/** Writes the yacht's news articles and returns the codenames of their pages, newest first. */
export const yachtNewsArticles = (ctx: GeneratorContext, y: YachtFacts, media: YachtMedia, detail: string): string[] => {
  const all = stories(y, detail);
  const codenames = all.map((story) => codenameOf(`/news-detail/${story.slug}`));
  return all.map((story, index) => {
    const path = `/news-detail/${story.slug}`;
    const codename = codenameOf(path);
    const image = story.image === 'interior' ? (media.interior[0] ?? media.profile) : media.profile;
    // Like every article (spec 3.8): a byline, then more news (her other story first) after the text.
    const byline = personOfDepartment(ctx, story.category === 'company_news' ? 'management' : 'marketing');
    // Four stories, not six: the picture, quote and call to action in her text keep the page in its budget.
    const more = [...codenames.filter((_, i) => i !== index), ...latestArticlePages(3)];
    const { inserts } = story;
    const pictures = inserts.picture === 'interior' ? media.interior.slice(1) : media.exterior;
    const picture = pictureComponent(codename, 'picture', { image: pictures[0] ?? media.profile, caption: inserts.caption });
    const quote = inserts.quote ? quoteComponent(codename, 'quote', { quote: inserts.quote.text, name: inserts.quote.name, role: inserts.quote.role }) : null;
    // The way to the yacht is a call to action at the end of the text, where an editor puts it.
    const cta = ctaComponent(codename, 'cta', { text: { en: `See ${y.name}`, es: `Ver ${y.name}` }, to: detail });
    const text = (lang: LanguageCodename): RichParts => {
      const [opening, rest] = afterParagraph(story.body[lang], 1);
      return [opening, picture, ...(quote ? [quote] : []), rest, cta];
    };
    const parts: Built[] = [
      cover(codename, { title: story.title, subtitle: story.teaser, size: 'medium', image }),
      ...(byline ? [author(codename, { person: byline, readingTime: readingMinutes(story.body.en) })] : []),
      richTextBlock(codename, { en: text('en'), es: text('es') }),
      articlesSlider(codename, { title: { en: 'More news', es: 'Más noticias' }, pages: more, grey: true }),
    ];
    // Spec 5.3 tags: the yacht's name beside the category's words, so a search for her finds them.
    const tags: Record<LanguageCodename, string> = {
      en: `${y.name}, ${story.category === 'company_news' ? 'Charter' : 'On board'}`,
      es: `${y.name}, ${story.category === 'company_news' ? 'Chárter' : 'A bordo'}`,
    };
    const tagged: GeneratorContext = {
      ...ctx,
      add: (item) => {
        if (item.codename !== codename) return ctx.add(item);
        const tag = (e: Elements, lang: LanguageCodename): Elements => ({ ...e, tags: el.text(tags[lang]) });
        ctx.add({ ...item, variants: { en: tag(item.variants.en, 'en'), ...(item.variants.es ? { es: tag(item.variants.es, 'es') } : {}) } });
      },
    };
    pageWithElements(
      tagged,
      {
        codename,
        slug: { en: path, es: path },
        title: story.title,
        description: story.teaser,
        pageType: 'news',
        additionalInfoTitle: story.title,
        additionalInfoDescription: story.teaser,
        ogContentType: 'article',
        lastModified: story.date,
        startDate: story.date,
      },
      parts,
      { category_article: el.text(story.category) },
    );
    return codename;
  });
};

/** The yacht news block of a detail page: her articles in a news slider. */
export const yachtNewsBlock = (prefix: string, y: YachtFacts, articles: string[]): Built =>
  sliderNews(prefix, {
    title: { en: `${y.name} in the news`, es: `${y.name} en las noticias` },
    category: 'manual_slides',
    slides: articles,
    grey: true,
  });
