import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { BigWords } from './BigWords';

describe('big_words_component', () => {
  it('shows the words, each in its own span for the scroll-driven title-word animation (spec 2.15, 9.5)', async () => {
    const html = await renderHtml(<BigWords {...propsFor('big_words_component', { words: fx.text('Cada viaje es personal'), text: fx.text('Desde 1990') }, 'es')} />);
    expect(html).toMatch(/class="bw-words tw-s"><span>Cada<\/span> <span>viaje<\/span> <span>es<\/span> <span>personal<\/span><\/p>/);
    expect(html).toContain('Desde 1990');
  });

  it('animation disabled: the words are plain text', async () => {
    const html = await renderHtml(<BigWords {...propsFor('big_words_component', { words: fx.text('Calm seas'), content_flags: fx.choice('animation_disabled') })} />);
    expect(html).toContain('<p class="bw-words">Calm seas</p>');
  });
});
