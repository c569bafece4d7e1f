import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { Anchor } from './Anchor';

describe('anchor_component', () => {
  it('an invisible target whose id comes from its text, clear of the sticky bars (spec 2.15, 3.10)', async () => {
    expect(await renderHtml(<Anchor {...propsFor('anchor_component', { anchor_text: fx.text('Gestión técnica') }, 'es')} />)).toBe('<div id="gestion-tecnica" class="anc" data-anchor=""></div>');
  });
});
