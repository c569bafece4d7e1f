// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { faqBooking, faqTipping } from '../../schema/catalogue/faq.fixtures';
import { dam, fx, sampleImage } from '../../schema/fixtures';
import { propsFor, renderRichText } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
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
    const page = await renderDom(<FaqOverview {...propsFor('faq_overview', elements, 'es', { linked })} renderRichText={renderRichText} />);
    expect(page.getByRole('img', { name: sampleImage.alt.es })).toBeTruthy();
    expect(page.getByRole('heading', { level: 2, name: 'Chartering a yacht' })).toBeTruthy();
    const questions = page.getAllByRole('group').filter((group) => group.tagName === 'DETAILS');
    // Without an anchor the id comes from the codename, the same in every language.
    expect(questions.map((question) => question.id)).toEqual(['booking-ahead', 'faq-tipping']);
    expect(questions[0]?.querySelector('summary')?.textContent).toBe('How far ahead should I book?');
    expect(questions.some((question) => question.hasAttribute('open'))).toBe(false);
    expect(page.container.textContent).toContain('Six to nine months ahead');
    expect(page.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/es/contact-a-charter-broker/');
    // The question a link points at opens (a script of its own).
    expect(page.container.querySelector('script')?.textContent).toContain('d.open=true');
  });

  it('falls back to its own title and draws nothing without questions', async () => {
    const page = await renderDom(<FaqOverview {...propsFor('faq_overview', { faq_items: fx.linked('faq_booking') }, 'es', { linked })} renderRichText={renderRichText} />);
    expect(page.getByRole('heading', { level: 2, name: 'Preguntas frecuentes' })).toBeTruthy();
    expect(page.container.querySelector('img')).toBeNull();
    expect((await renderDom(<FaqOverview {...propsFor('faq_overview', { faq_items: fx.linked() })} renderRichText={renderRichText} />)).container.childNodes).toHaveLength(0);
  });
});
