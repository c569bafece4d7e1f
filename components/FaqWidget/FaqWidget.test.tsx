import { describe, expect, it } from 'vitest';
import { faqBooking, faqTipping } from '../../schema/catalogue/faq.fixtures';
import { fixtures } from '../../schema/components/faq_widget_component.fixtures';
import { fx } from '../../schema/fixtures';
import { propsFor, renderHtml, renderRichText } from '../../testing/component-kit';
import { FaqWidget } from './FaqWidget';

describe('faq_widget_component', () => {
  it("each question links to its answer on the FAQ page in the page's language, then to all questions", async () => {
    const [linking] = fixtures.valid;
    const html = await renderHtml(<FaqWidget {...propsFor('faq_widget_component', linking.elements, 'es', { linked: linking.linked })} renderRichText={renderRichText} />);
    expect(html).toContain('<a class="faq-wq" href="/es/yacht-charter/faq/#booking-ahead">How far ahead should I book?</a>');
    expect(html).toContain('href="/es/yacht-charter/faq/#faq-tipping"');
    expect(html).toContain('>All charter questions</a>');
    expect(html).not.toContain('<details');
  });

  it('without a page the answers open in place, under its own title in the page language', async () => {
    const html = await renderHtml(<FaqWidget {...propsFor('faq_widget_component', { faq_items: fx.linked('faq_booking', 'faq_tipping') }, 'es', { linked: [faqBooking, faqTipping] })} renderRichText={renderRichText} />);
    expect(html).toContain('>Lo que nos preguntan nuestros clientes</h2>');
    expect(html.match(/<details /g)).toHaveLength(2);
  });
});
