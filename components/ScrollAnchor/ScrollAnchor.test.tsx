// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { ScrollAnchor } from './ScrollAnchor';

describe('scroll_anchor_component', () => {
  it('the cue links to the target right below it, named in the page language', async () => {
    const page = await renderDom(<ScrollAnchor {...propsFor('scroll_anchor_component', { anchor_text: fx.text('Introducción'), text: fx.text('Descubrir') }, 'es')} />);
    const cue = page.getByRole('link', { name: 'Ir a Introducción' });
    expect(cue.getAttribute('href')).toBe('#introduccion');
    expect(cue.textContent).toContain('Descubrir');
    // The target follows the cue.
    const target = page.container.querySelector('#introduccion');
    expect(target?.previousElementSibling?.contains(cue)).toBe(true);
  });

  it('without cue words it is only the target', async () => {
    const { container } = await renderDom(<ScrollAnchor {...propsFor('scroll_anchor_component', { anchor_text: fx.text('Intro') })} />);
    expect(container.children).toHaveLength(1);
    expect(container.firstElementChild?.id).toBe('intro');
    expect(container.textContent).toBe('');
  });
});
