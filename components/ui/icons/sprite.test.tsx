import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { ICON_NAMES, ICON_SPRITE_PATH, RIG_DRAWINGS, RIG_VIEW_BOX } from './names';
import { iconSprite } from './sprite';

describe('icon sprite', () => {
  it('has one 24 x 24 symbol per icon name, the two deck-plan drawings on theirs, and nothing else', () => {
    const sprite = iconSprite();
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
    expect(ids).toEqual([...ICON_NAMES]);
    const drawings = [...sprite.matchAll(new RegExp(`<symbol id="([^"]+)" viewBox="${RIG_VIEW_BOX}">`, 'g'))].map((m) => m[1]);
    expect(drawings).toEqual([...RIG_DRAWINGS]);
    expect(sprite.match(/<symbol /g)).toHaveLength(ICON_NAMES.length + RIG_DRAWINGS.length);
  });

  it('an icon is a short reference to its symbol, hidden from assistive technology', () => {
    const html = renderToStaticMarkup(<Icon name="instagram" size={20} />);
    expect(html).toContain(`<use href="${ICON_SPRITE_PATH}#instagram"></use>`);
    expect(html).toContain('aria-hidden="true"');
    // Its size is a class chrome.css draws, not attributes repeated in the HTML and the RSC payload.
    expect(html).toContain('class="ic ic-20"');
    expect(html).not.toContain('width=');
    expect(html).not.toContain('<path');
  });
});
