// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderDom } from '../../../testing/dom';
import { Icon } from './Icon';
import { ICON_NAMES, ICON_SPRITE_PATH, RIG_DRAWINGS, RIG_VIEW_BOX } from './names';
import { iconSprite } from './sprite';

describe('icon sprite', () => {
  it('has one 24 x 24 symbol per icon name, the two deck-plan drawings on theirs, and nothing else', () => {
    const sprite = new DOMParser().parseFromString(iconSprite(), 'image/svg+xml');
    const symbols = [...sprite.querySelectorAll('symbol')];
    const on = (viewBox: string) => symbols.filter((symbol) => symbol.getAttribute('viewBox') === viewBox).map((symbol) => symbol.id);
    expect(on('0 0 24 24')).toEqual([...ICON_NAMES]);
    expect(on(RIG_VIEW_BOX)).toEqual([...RIG_DRAWINGS]);
    expect(symbols).toHaveLength(ICON_NAMES.length + RIG_DRAWINGS.length);
  });

  it('an icon is a short reference to its symbol, hidden from assistive technology', async () => {
    const { container } = await renderDom(<Icon name="instagram" size={20} />);
    const icon = container.querySelector('svg');
    expect([...(icon?.children ?? [])].map((child) => [child.tagName.toLowerCase(), child.getAttribute('href')])).toEqual([['use', `${ICON_SPRITE_PATH}#instagram`]]);
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    // Its size is a class chrome.css draws, not attributes repeated in the HTML and the RSC payload.
    expect(icon?.getAttribute('class')).toBe('ic ic-20');
    expect(icon?.hasAttribute('width')).toBe(false);
  });
});
