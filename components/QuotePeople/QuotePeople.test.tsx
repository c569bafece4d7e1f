/** quote_people_component (spec 3.10 Quote). */
import { describe, expect, it } from 'vitest';
import { dam, fx, sampleImage } from '../../schema/fixtures';
import { EDITORIAL_LINKED as linked } from '../../schema/components/editorial-fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { QuotePeople } from './QuotePeople';

describe('quote_people_component', () => {
  it("a staff member's quote: the words, the icon, their portrait, name linking to their office, and the team label", async () => {
    const html = await renderHtml(<QuotePeople {...propsFor('quote_people_component', { quote: fx.text('Every charter starts with listening.'), is_staff_member: fx.choice('yes'), person: fx.linked('person_elodie_moreau'), show_icon: fx.choice('yes'), image: dam(sampleImage) }, 'en', { linked })} />);
    expect(html).toContain('<blockquote class="ed-words"><p>Every charter starts with listening.</p></blockquote>');
    expect(html).toContain('class="ed-qmark"');
    expect(html).toContain('src="/media/face-1/portrait.jpg?');
    expect(html).toMatch(/href="\/offices-and-people\/monaco\/"[^>]*>Élodie Moreau<\/a>/);
    expect(html).toContain('Head of Charter, Monaco');
    expect(html).toContain('Halcyon Yachts team');
    expect(html).toContain('alt="A superyacht at anchor off Mallorca"');
  });

  it("a client's quote: no icon unless chosen, their own name and link, no team label", async () => {
    const html = await renderHtml(<QuotePeople {...propsFor('quote_people_component', { quote: fx.text('Flawless.'), person_name: fx.text('M. Laurent'), profile_link: fx.text('https://example.com/laurent') }, 'es')} />);
    expect(html).not.toContain('ed-qmark');
    expect(html).toMatch(/href="https:\/\/example\.com\/laurent\/"[^>]*>M\. Laurent/);
    expect(html).not.toContain('Equipo de Halcyon');
  });
});
