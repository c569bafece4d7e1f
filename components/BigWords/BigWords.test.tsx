// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { BigWords } from './BigWords';

describe('big_words_component', () => {
  it('shows the words, each in its own span for the scroll-driven title-word animation (spec 2.15, 9.5)', async () => {
    const page = await renderDom(<BigWords {...propsFor('big_words_component', { words: fx.text('Cada viaje es personal'), text: fx.text('Desde 1990') }, 'es')} />);
    const words = page.getByText('Cada').parentElement;
    expect(words?.textContent).toBe('Cada viaje es personal');
    expect([...(words?.children ?? [])].map((span) => [span.tagName, span.textContent])).toEqual([
      ['SPAN', 'Cada'],
      ['SPAN', 'viaje'],
      ['SPAN', 'es'],
      ['SPAN', 'personal'],
    ]);
    expect(page.getByText('Desde 1990')).toBeTruthy();
  });

  it('animation disabled: the words are plain text', async () => {
    const page = await renderDom(<BigWords {...propsFor('big_words_component', { words: fx.text('Calm seas'), content_flags: fx.choice('animation_disabled') })} />);
    expect(page.getByText('Calm seas').children).toHaveLength(0);
  });
});
