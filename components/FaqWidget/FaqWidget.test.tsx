// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { faqBooking, faqTipping } from '../../schema/catalogue/faq.fixtures';
import { fixtures } from '../../schema/components/faq_widget_component.fixtures';
import { fx } from '../../schema/fixtures';
import { propsFor, renderRichText } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { FaqWidget } from './FaqWidget';

describe('faq_widget_component', () => {
  it("each question links to its answer on the FAQ page in the page's language, then to all questions", async () => {
    const [linking] = fixtures.valid;
    const page = await renderDom(<FaqWidget {...propsFor('faq_widget_component', linking.elements, 'es', { linked: linking.linked })} renderRichText={renderRichText} />);
    expect(page.getByRole('link', { name: 'How far ahead should I book?' }).getAttribute('href')).toBe('/es/yacht-charter/faq/#booking-ahead');
    expect(page.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/es/yacht-charter/faq/#faq-tipping');
    expect(page.getByRole('link', { name: 'All charter questions' })).toBeTruthy();
    expect(page.queryByRole('group')).toBeNull();
  });

  it('without a page the answers open in place, under its own title in the page language', async () => {
    const page = await renderDom(
      <FaqWidget {...propsFor('faq_widget_component', { faq_items: fx.linked('faq_booking', 'faq_tipping') }, 'es', { linked: [faqBooking, faqTipping] })} renderRichText={renderRichText} />,
    );
    expect(page.getByRole('heading', { level: 2, name: 'Lo que nos preguntan nuestros clientes' })).toBeTruthy();
    expect(page.getAllByRole('group').filter((group) => group.tagName === 'DETAILS')).toHaveLength(2);
  });
});
