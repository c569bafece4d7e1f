// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { dam, fx, sampleImage } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { SplitImage } from './SplitImage';

/** The opacities of the veils over the pictures. */
const veils = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[style]')].map((veil) => veil.style.opacity).filter(Boolean);

describe('split_image_component', () => {
  it('two pictures under a 50 % veil by default (spec 9.6), the title over them', async () => {
    const page = await renderDom(
      <SplitImage {...propsFor('split_image_component', { title: fx.text('Vela o motor'), image_left: dam(sampleImage), image_right: dam(sampleImage), buttons: fx.linked('b_charter') }, 'es')} />,
    );
    expect(page.container.querySelectorAll('img')).toHaveLength(2);
    expect(veils(page.container)).toEqual(['0.5']);
    expect(page.getByRole('heading', { level: 2, name: 'Vela o motor' })).toBeTruthy();
  });

  it("the editor's dimming", async () => {
    const page = await renderDom(<SplitImage {...propsFor('split_image_component', { title: fx.text('x'), image_left: dam(sampleImage), dimming: fx.number(30) })} />);
    expect(veils(page.container)).toEqual(['0.3']);
  });
});
