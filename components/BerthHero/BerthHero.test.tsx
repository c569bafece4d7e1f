// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { berthHeroComponent, berthNeighbours } from '../../schema/components/berth_hero_component';
import { mapItem, noEdit } from '../../schema/define';
import { berthLinked, berthPage } from '../../schema/components/berth_hero_component.fixtures';
import { fx } from '../../schema/fixtures';
import { propsFor, wordsIn } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { BerthHero } from './BerthHero';

const on = { page: berthPage, linked: berthLinked };
const elements = { berths: fx.linked('berth_monaco', 'berth_antibes') };

describe('berth_hero_component (spec 2.9)', () => {
  it("shows 'Berth for sale', the beam in m and ft, the location and POA, and links the contact drawer", async () => {
    const hero = await renderDom(<BerthHero {...propsFor('berth_hero_component', elements, 'en', on)} />);
    const text = hero.container.textContent;
    expect(text).toContain('Berth for sale');
    expect(text).toContain('40 m berth, Port Hercule');
    const beam = hero.getByText('9 m');
    expect([...(beam.parentElement?.children ?? [])].map((span) => [span.getAttribute('data-unit'), span.textContent])).toEqual([
      ['m', '9 m'],
      ['ft', '29\' 6"'],
    ]);
    expect(text).toContain('Monaco');
    expect(hero.getByText('POA').closest('[data-berth-price]')?.getAttribute('data-berth-price')).toBe('poa');
    expect(hero.container.querySelector('a[data-drawer="contact-broker"]')?.getAttribute('href')).toBe('/contact-superyacht-company/');
  });

  it('in Spanish, with the price of a priced berth and its stored feet, and previous/next links', async () => {
    const props = propsFor('berth_hero_component', elements, 'es', {
      ...on,
      page: { ...berthPage, berth: 'berth_antibes' },
    });
    const hero = await renderDom(<BerthHero {...props} />);
    const text = hero.container.textContent;
    expect(text).toContain('Amarre en venta');
    expect(text).toContain('€6,900,000');
    expect(text).toContain(`45' 11"`);
    expect(props.berth?.previous?.href).toBe('/es/berths-for-sale/port-hercule-40m-berth/');
    expect(text).toContain('Amarre anterior');
  });

  it('renders nothing on a page without a berth, and tells the editor why', async () => {
    const ref = {
      id: 'x',
      name: 'x',
      codename: 'x',
      type: 'berth_hero_component',
    };
    const mapped = mapItem(berthHeroComponent, elements, {
      locale: 'en',
      item: ref,
      linkedItems: {},
      page: { ...berthPage, berth: null },
    });
    expect(mapped.ok && mapped.props.berth).toBeNull();
    expect(mapped.issues.map((issue) => issue.element)).toEqual(['(page berth)']);
    if (mapped.ok) expect((await renderDom(<BerthHero {...mapped.props} t={wordsIn('en')} edit={noEdit} />)).container.childNodes).toHaveLength(0);
  });

  it('previous/next wrap around the list, skip repeats, and are absent for a berth not in it', () => {
    const list = [{ codename: 'a' }, { codename: 'b' }, { codename: 'c' }, { codename: 'b' }];
    expect(berthNeighbours(list, 'a')).toEqual({
      previous: { codename: 'c' },
      next: { codename: 'b' },
    });
    expect(berthNeighbours(list, 'c')).toEqual({
      previous: { codename: 'b' },
      next: { codename: 'a' },
    });
    expect(berthNeighbours(list, 'z')).toEqual({ previous: null, next: null });
    expect(berthNeighbours([{ codename: 'a' }], 'a')).toEqual({
      previous: null,
      next: null,
    });
  });
});
