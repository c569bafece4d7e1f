// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { Breadcrumbs } from './Breadcrumbs';

describe('breadcrumbs_component', () => {
  it('breadcrumbs: an accessible nav whose last crumb is the current page', async () => {
    const page = await renderDom(
      <Breadcrumbs
        {...propsFor('breadcrumbs_component', {})}
        trail={[
          { title: 'Home', href: '/' },
          { title: 'Charter', href: '/yacht-charter/' },
          { title: 'Destinations', href: '/destinations/' },
        ]}
      />,
    );
    const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
    const list = page.getByRole('list');
    expect(nav.contains(list)).toBe(true);
    expect(page.getAllByRole('listitem')).toHaveLength(3);
    expect(page.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(page.getByRole('link', { name: 'Charter' }).getAttribute('href')).toBe('/yacht-charter/');
    expect(page.queryByText(/navigate to/i)).toBeNull();
    // The current page is named, not linked.
    expect(page.queryByRole('link', { name: 'Destinations' })).toBeNull();
    expect(page.getByText('Destinations').getAttribute('aria-current')).toBe('page');
    expect(page.container.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect((await renderDom(<Breadcrumbs {...propsFor('breadcrumbs_component', {})} />)).container.childNodes).toHaveLength(0);
  });

  it('names itself in the page’s language', async () => {
    const page = await renderDom(
      <Breadcrumbs
        {...propsFor('breadcrumbs_component', {}, 'es')}
        trail={[
          { title: 'Inicio', href: '/es/' },
          { title: 'Chárter', href: '/es/yacht-charter/' },
        ]}
      />,
    );
    expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toBeTruthy();
  });
});
