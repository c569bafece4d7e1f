import { describe, expect, it } from 'vitest';
import { faqBooking, faqTipping } from '../../schema/catalogue/faq.fixtures';
import { dam, fx, sampleImage } from '../../schema/fixtures';
import { propsFor, renderHtml, renderRichText } from '../../testing/component-kit';
import { FaqOverview } from './FaqOverview';

const elements = {
  title: fx.text('Chartering a yacht'),
  dam_image: dam(sampleImage),
  cta_text: fx.text('Contact a charter broker'),
  cta_link: fx.text('/contact-a-charter-broker'),
  faq_items: fx.linked('faq_booking', 'faq_tipping'),
};
const linked = [faqBooking, faqTipping];

describe('faq_overview', () => {
  it('shows the picture, the title, each question as a closed native disclosure with its id, and the CTA in the page language', async () => {
    const html = await renderHtml(<FaqOverview {...propsFor('faq_overview', elements, 'es', { linked })} renderRichText={renderRichText} />);
    expect(html).toContain(`alt="${sampleImage.alt.es}"`);
    expect(html).toContain('>Chartering a yacht</h2>');
    expect(html).toMatch(/<details id="booking-ahead" class="faq-q"><summary class="faq-sum"><span>How far ahead should I book\?<\/span>/);
    // Without an anchor the id comes from the codename, the same in every language.
    expect(html).toContain('<details id="faq-tipping"');
    expect(html).not.toContain('<details open');
    expect(html).toContain('Six to nine months ahead');
    expect(html).toContain('href="/es/contact-a-charter-broker/"');
    expect(html).toContain("d.open=true");
  });

  it('falls back to its own title and draws nothing without questions', async () => {
    const html = await renderHtml(<FaqOverview {...propsFor('faq_overview', { faq_items: fx.linked('faq_booking') }, 'es', { linked })} renderRichText={renderRichText} />);
    expect(html).toContain('>Preguntas frecuentes</h2>');
    expect(html).not.toContain('<img');
    expect(await renderHtml(<FaqOverview {...propsFor('faq_overview', { faq_items: fx.linked() })} renderRichText={renderRichText} />)).toBe('');
  });
});
