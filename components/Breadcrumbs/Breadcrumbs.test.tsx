import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { propsFor } from '../../testing/component-kit';
import { Breadcrumbs } from './Breadcrumbs';

describe('breadcrumbs_component', () => {
  it('breadcrumbs: an accessible nav whose last crumb is the current page', () => {
    const html = renderToStaticMarkup(
      <Breadcrumbs
        {...propsFor('breadcrumbs_component', {})}
        trail={[
          { title: 'Home', href: '/' },
          { title: 'Charter', href: '/yacht-charter/' },
          { title: 'Destinations', href: '/destinations/' },
        ]}
      />,
    );
    expect(html).toContain('<nav aria-label="Breadcrumb"');
    expect(html).toContain('<ol');
    expect(html).toMatch(/<a href="\/"[^>]*>Home<\/a>/);
    expect(html).not.toContain('navigate to');
    expect(html).toMatch(/<span aria-current="page"[^>]*>Destinations<\/span>/);
    expect(html).not.toContain('application/ld+json');
    expect(renderToStaticMarkup(<Breadcrumbs {...propsFor('breadcrumbs_component', {})} />)).toBe('');
  });

  it('names itself in the page’s language', () => {
    const html = renderToStaticMarkup(<Breadcrumbs {...propsFor('breadcrumbs_component', {}, 'es')} trail={[{ title: 'Inicio', href: '/es/' }, { title: 'Chárter', href: '/es/yacht-charter/' }]} />);
    expect(html).toContain('<nav aria-label="Ruta de navegación"');
  });
});
