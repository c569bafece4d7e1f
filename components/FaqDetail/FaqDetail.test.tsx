import { describe, expect, it } from 'vitest';
import { faqBooking, faqCharterGroup, faqTipping } from '../../schema/catalogue/faq.fixtures';
import { fx, item } from '../../schema/fixtures';
import { propsFor, renderHtml, renderRichText } from '../../testing/component-kit';
import { FaqDetail } from './FaqDetail';

const crewGroup = item('faq_group', 'faq_group_crew', { title: fx.text('Crew'), faq_items: fx.linked('faq_tipping') });
const linked = [faqCharterGroup, faqBooking, faqTipping, crewGroup];

describe('faq_detail_component', () => {
  it('one topic: its title is the heading, its questions disclosures, its CTA a link in the page language', async () => {
    const html = await renderHtml(<FaqDetail {...propsFor('faq_detail_component', { faq_groups: fx.linked('faq_group_charter') }, 'es', { linked })} renderRichText={renderRichText} />);
    expect(html).toContain('>Chartering a yacht</h2>');
    expect(html.match(/<details /g)).toHaveLength(2);
    expect(html).toContain('<summary class="faq-sum">');
    expect(html).toContain('href="/es/contact-a-charter-broker/"');
  });

  it('several topics: a block title in the page language and a heading per topic', async () => {
    const html = await renderHtml(
      <FaqDetail {...propsFor('faq_detail_component', { faq_groups: fx.linked('faq_group_charter', 'faq_group_crew') }, 'es', { linked })} renderRichText={renderRichText} />,
    );
    expect(html).toContain('>Preguntas frecuentes</h2>');
    expect(html).toContain('>Chartering a yacht</h3>');
    expect(html).toContain('>Crew</h3>');
  });
});
