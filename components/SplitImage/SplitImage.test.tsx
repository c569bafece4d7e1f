import { describe, expect, it } from 'vitest';
import { dam, fx, sampleImage } from '../../schema/fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { SplitImage } from './SplitImage';

describe('split_image_component', () => {
  it('two pictures under a 50 % veil by default (spec 9.6), the title over them', async () => {
    const html = await renderHtml(
      <SplitImage {...propsFor('split_image_component', { title: fx.text('Vela o motor'), image_left: dam(sampleImage), image_right: dam(sampleImage), buttons: fx.linked('b_charter') }, 'es')} />,
    );
    expect(html.match(/class="si-img"/g)).toHaveLength(2);
    expect(html).toContain('style="opacity:0.5"');
    expect(html).toMatch(/<h2[^>]*>Vela o motor<\/h2>/);
  });

  it("the editor's dimming", async () => {
    const html = await renderHtml(<SplitImage {...propsFor('split_image_component', { title: fx.text('x'), image_left: dam(sampleImage), dimming: fx.number(30) })} />);
    expect(html).toContain('style="opacity:0.3"');
  });
});
