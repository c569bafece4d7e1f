// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pageAnchors } from '../../schema/components/page-anchors';
import { NO_PAGE } from '../../schema/define';
import { fx, item } from '../../schema/fixtures';
import { charterPage, yachtLinked } from '../../schema/components/yacht-page.fixtures-kit';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { JumpTo } from './JumpTo';

const components = [
  item('anchor_component', 'a1', { anchor_text: fx.text('Servicios') }),
  item('richtext_component', 'r1', { content: fx.richText('<p>x</p>') }),
  item('scroll_anchor_component', 's1', { anchor_text: fx.text('Introducción'), content_flags: fx.choice('jump_to_enabled') }),
  item('scroll_anchor_component', 's2', { anchor_text: fx.text('Not listed') }),
  item('anchor_component', 'a2', { anchor_text: fx.text('Gestión técnica') }),
];

describe('jump_to_component on any page (spec 2.15, 3.10, 4.5)', () => {
  it("a page's anchors, in page order: anchor blocks and scroll anchors flagged 'jump-to enabled'", () => {
    expect(pageAnchors(components)).toEqual([
      { id: 'servicios', label: 'Servicios' },
      { id: 'introduccion', label: 'Introducción' },
      { id: 'gestion-tecnica', label: 'Gestión técnica' },
    ]);
  });

  it('on a page without a yacht the menu links its anchors under their own text', async () => {
    const page = { ...NO_PAGE, path: '/yacht-management', anchors: pageAnchors(components) };
    const menu = await renderDom(<JumpTo {...propsFor('jump_to_component', {}, 'es', { page })} />);
    const links = menu.getAllByRole('link', { hidden: true }).filter((link) => link.getAttribute('href')?.startsWith('#'));
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['#servicios', 'Servicios'],
      ['#introduccion', 'Introducción'],
      ['#gestion-tecnica', 'Gestión técnica'],
    ]);
    // An anchor missing from the page hides its link by a rule the menu carries itself.
    expect(menu.container.querySelector('style')?.textContent).toContain('html:not(:has(#servicios)) [data-jump-link="servicios"]{display:none}');
  });

  it("on a yacht page it keeps the yacht's sections", async () => {
    const menu = await renderDom(<JumpTo {...propsFor('jump_to_component', {}, 'en', { page: { ...charterPage, anchors: [{ id: 'x', label: 'X' }] }, linked: yachtLinked })} />);
    const targets = menu.getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'));
    expect(targets).toContain('#specification');
    expect(targets).not.toContain('#x');
    // The yacht sections' rules are the stylesheet's (site/app/styles/yacht.css), not the page's.
    expect(menu.container.querySelector('style')).toBeNull();
  });

  it("the sticky CTA speaks of brokers only on a yacht page; elsewhere it says 'Contact us', or the editor's words", async () => {
    const cta = ({ container }: { container: HTMLElement }) => container.querySelector('a[data-drawer="contact-broker"]')?.textContent;
    const yacht = await renderDom(<JumpTo {...propsFor('jump_to_component', {}, 'en', { page: charterPage, linked: yachtLinked })} />);
    expect(cta(yacht)).toBe('Contact brokers');
    const page = { ...NO_PAGE, path: '/yacht-management', anchors: pageAnchors(components) };
    expect(cta(await renderDom(<JumpTo {...propsFor('jump_to_component', {}, 'en', { page })} />))).toBe('Contact us');
    expect(cta(await renderDom(<JumpTo {...propsFor('jump_to_component', {}, 'es', { page })} />))).toBe('Contáctenos');
    const own = await renderDom(<JumpTo {...propsFor('jump_to_component', { sticky_cta_text: fx.text('Talk to a yacht manager') }, 'en', { page })} />);
    expect(cta(own)).toBe('Talk to a yacht manager');
  });
});
