/** author_component (spec 3.8 Author): expert insight pages show who wrote them. */
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { EDITORIAL_LINKED as linked } from '../../schema/components/editorial-fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { Author } from './Author';

describe('author_component', () => {
  it("a staff author: photo, name linking to the author's page, job title, office and reading time", async () => {
    const html = await renderHtml(<Author {...propsFor('author_component', { author_person: fx.linked('person_elodie_moreau'), author_page: fx.linked('page_refit_season'), reading_time: fx.number(6) }, 'en', { linked })} />);
    expect(html).toContain('src="/media/face-1/portrait.jpg?');
    expect(html).toContain('Written by');
    expect(html).toMatch(/href="\/news-detail\/refit-season\/"[^>]*>Élodie Moreau<\/a>/);
    expect(html).toContain('Head of Charter, Monaco');
    expect(html).toContain('6 min read');
  });

  it('a guest author by name links out in a new tab, in Spanish', async () => {
    const html = await renderHtml(<Author {...propsFor('author_component', { author_name: fx.text('Anna Berg'), author_url: fx.text('https://annaberg.example'), reading_time: fx.number(4) }, 'es')} />);
    expect(html).toContain('Escrito por');
    expect(html).toMatch(/href="https:\/\/annaberg\.example\/"[^>]*target="_blank"[^>]*>Anna Berg/);
    expect(html).toContain('4 min de lectura');
  });
});
