import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { ScrollAnchor } from './ScrollAnchor';

describe('scroll_anchor_component', () => {
  it('the cue links to the target right below it, named in the page language', async () => {
    const html = await renderHtml(<ScrollAnchor {...propsFor('scroll_anchor_component', { anchor_text: fx.text('Introducción'), text: fx.text('Descubrir') }, 'es')} />);
    expect(html).toMatch(/<a href="#introduccion" aria-label="Ir a Introducción"><span>Descubrir<\/span>/);
    expect(html).toMatch(/<\/div><div id="introduccion" class="anc"/);
  });

  it('without cue words it is only the target', async () => {
    expect(await renderHtml(<ScrollAnchor {...propsFor('scroll_anchor_component', { anchor_text: fx.text('Intro') })} />)).toBe('<div id="intro" class="anc" data-anchor=""></div>');
  });
});
