/** FAQ items (question, answer) grouped by topic (spec 3.10). */
import type { GeneratorContext } from '../context';
import { escapeHtml } from '../html';
import { el, type LanguageCodename } from '../kontent';
import { FAQ_TOPICS } from './faq-data';

export const generateFaqs = (ctx: GeneratorContext): void => {
  for (const topic of FAQ_TOPICS) {
    const itemCodenames = topic.items.map((faq, i) => {
      const codename = `faq_${topic.key}_${i + 1}`;
      const elements = (lang: LanguageCodename) => ({
        question: el.text(faq.q[lang]),
        answer: el.richText(`<p>${escapeHtml(faq.a[lang])}</p>`),
        category: el.taxonomy('faq_category', topic.key),
        display_order: el.number(i + 1),
      });
      ctx.add({ type: 'faq_item', codename, name: faq.q.en, variants: { en: elements('en'), es: elements('es') } });
      return codename;
    });
    const image = ctx.media.image({ subject: 'seascape', key: `faq-${topic.key}`, about: { en: topic.title.en, es: topic.title.es } });
    const elements = (lang: LanguageCodename) => ({
      title: el.text(topic.title[lang]),
      dam_image: el.dam(image),
      cta_text: el.text(topic.cta[lang]),
      cta_link: el.text(topic.cta.url),
      category: el.taxonomy('faq_category', topic.key),
      faq_items: el.linked(...itemCodenames),
    });
    ctx.add({ type: 'faq_group', codename: `faq_group_${topic.key}`, name: `FAQ: ${topic.title.en}`, variants: { en: elements('en'), es: elements('es') } });
  }
};
