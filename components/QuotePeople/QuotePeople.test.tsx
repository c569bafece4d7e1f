// @vitest-environment happy-dom
/** quote_people_component (spec 3.10 Quote). */
import { describe, expect, it } from 'vitest';
import { dam, fx, sampleImage } from '../../schema/fixtures';
import { EDITORIAL_LINKED as linked } from '../../schema/components/editorial-fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { QuotePeople } from './QuotePeople';

describe('quote_people_component', () => {
  it("a staff member's quote: the words, the icon, their portrait, name linking to their own page, and the team label", async () => {
    const page = await renderDom(
      <QuotePeople
        {...propsFor(
          'quote_people_component',
          {
            quote: fx.text('Every charter starts with listening.'),
            is_staff_member: fx.choice('yes'),
            person: fx.linked('person_elodie_moreau'),
            show_icon: fx.choice('yes'),
            image: dam(sampleImage),
          },
          'en',
          { linked },
        )}
      />,
    );
    expect(page.getByText('Every charter starts with listening.').closest('blockquote')).not.toBeNull();
    expect(page.container.querySelector('.ed-qmark')).not.toBeNull();
    expect([...page.container.querySelectorAll('img')].some((img) => img.getAttribute('src')?.startsWith('/media/face-1/portrait.jpg?'))).toBe(true);
    expect(page.getByRole('link', { name: 'Élodie Moreau' }).getAttribute('href')).toBe('/offices-and-people/monaco/elodie-moreau/');
    expect(page.getByText('Head of Charter, Monaco')).toBeTruthy();
    expect(page.getByText('Halcyon Yachts team')).toBeTruthy();
    expect(page.getByRole('img', { name: 'A superyacht at anchor off Mallorca' })).toBeTruthy();
  });

  it("a client's quote: no icon unless chosen, their own name and link, no team label", async () => {
    const page = await renderDom(
      <QuotePeople {...propsFor('quote_people_component', { quote: fx.text('Flawless.'), person_name: fx.text('M. Laurent'), profile_link: fx.text('https://example.com/laurent') }, 'es')} />,
    );
    expect(page.container.querySelector('.ed-qmark')).toBeNull();
    expect(page.getByRole('link', { name: /^M\. Laurent/ }).getAttribute('href')).toBe('https://example.com/laurent/');
    expect(page.queryByText(/Equipo de Halcyon/)).toBeNull();
  });
});
