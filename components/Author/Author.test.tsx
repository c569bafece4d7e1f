// @vitest-environment happy-dom
/** author_component (spec 3.8 Author): expert insight pages show who wrote them. */
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { EDITORIAL_LINKED as linked } from '../../schema/components/editorial-fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { Author } from './Author';

describe('author_component', () => {
  it("a staff author: photo, name linking to the author's page, job title, office and reading time", async () => {
    const page = await renderDom(
      <Author {...propsFor('author_component', { author_person: fx.linked('person_elodie_moreau'), author_page: fx.linked('page_refit_season'), reading_time: fx.number(6) }, 'en', { linked })} />,
    );
    expect(page.container.querySelector('img')?.getAttribute('src')).toMatch(/^\/media\/face-1\/portrait\.jpg\?/);
    const text = page.container.textContent;
    expect(text).toContain('Written by');
    expect(page.getByRole('link', { name: 'Élodie Moreau' }).getAttribute('href')).toBe('/news-detail/refit-season/');
    expect(text).toContain('Head of Charter, Monaco');
    expect(text).toContain('6 min read');
  });

  it('a guest author by name links out in a new tab, in Spanish', async () => {
    const page = await renderDom(
      <Author {...propsFor('author_component', { author_name: fx.text('Anna Berg'), author_url: fx.text('https://annaberg.example'), reading_time: fx.number(4) }, 'es')} />,
    );
    expect(page.container.textContent).toContain('Escrito por');
    const link = page.getByRole('link', { name: /^Anna Berg/ });
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual(['https://annaberg.example/', '_blank']);
    expect(page.container.textContent).toContain('4 min de lectura');
  });
});
