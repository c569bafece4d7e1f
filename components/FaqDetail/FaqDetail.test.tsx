// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { faqBooking, faqCharterGroup, faqTipping } from '../../schema/catalogue/faq.fixtures';
import { fx, item } from '../../schema/fixtures';
import { propsFor, renderRichText } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { FaqDetail } from './FaqDetail';

const crewGroup = item('faq_group', 'faq_group_crew', { title: fx.text('Crew'), faq_items: fx.linked('faq_tipping') });
const linked = [faqCharterGroup, faqBooking, faqTipping, crewGroup];

describe('faq_detail_component', () => {
  it('one topic: its title is the heading, its questions disclosures, its CTA a link in the page language', async () => {
    const page = await renderDom(<FaqDetail {...propsFor('faq_detail_component', { faq_groups: fx.linked('faq_group_charter') }, 'es', { linked })} renderRichText={renderRichText} />);
    expect(page.getByRole('heading', { level: 2, name: 'Chartering a yacht' })).toBeTruthy();
    const questions = page.getAllByRole('group');
    expect(questions).toHaveLength(2);
    for (const question of questions) expect(question.querySelector('summary')?.textContent).not.toBe('');
    expect(page.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/es/contact-a-charter-broker/');
  });

  it('several topics: a block title in the page language and a heading per topic', async () => {
    const page = await renderDom(
      <FaqDetail {...propsFor('faq_detail_component', { faq_groups: fx.linked('faq_group_charter', 'faq_group_crew') }, 'es', { linked })} renderRichText={renderRichText} />,
    );
    expect(page.getByRole('heading', { level: 2, name: 'Preguntas frecuentes' })).toBeTruthy();
    expect(page.getByRole('heading', { level: 3, name: 'Chartering a yacht' })).toBeTruthy();
    expect(page.getByRole('heading', { level: 3, name: 'Crew' })).toBeTruthy();
  });
});
