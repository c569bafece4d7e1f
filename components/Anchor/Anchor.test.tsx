// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { Anchor } from './Anchor';

describe('anchor_component', () => {
  it('an invisible target whose id comes from its text, clear of the sticky bars (spec 2.15, 3.10)', async () => {
    const { container } = await renderDom(<Anchor {...propsFor('anchor_component', { anchor_text: fx.text('Gestión técnica') }, 'es')} />);
    expect(container.children).toHaveLength(1);
    const target = container.firstElementChild;
    expect([target?.id, target?.textContent, target?.classList.contains('anc')]).toEqual(['gestion-tecnica', '', true]);
  });
});
