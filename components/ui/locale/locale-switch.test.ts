// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { localeClick, switchLocaleHref } from './locale-switch';

// Spec 2.1: which clicks the language switch takes over (the rest go where the link goes).
const link = (href: string) => {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>Español</span>';
  document.body.append(anchor);
  return anchor;
};
const clickOn = (target: Element, init: MouseEventInit = {}) => {
  let seen: Event | null = null;
  document.addEventListener('click', (event) => (seen = event), { once: true });
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  if (!seen) throw new Error('no click');
  return seen;
};

describe('localeClick (spec 2.1)', () => {
  it('takes a plain click on a link to the other language, from inside the link too', () => {
    const anchor = link(switchLocaleHref('es', '/offices-and-people/', '?office=madrid', '#main'));
    const span = anchor.querySelector('span');
    if (!span) throw new Error('no span');
    expect(localeClick(clickOn(span), 'en')).toEqual({ anchor, to: 'es' });
  });

  it('leaves a click with a modifier or another button, a link to the current language and any other link', () => {
    const anchor = link(switchLocaleHref('es', '/'));
    expect(localeClick(clickOn(anchor, { ctrlKey: true }), 'en')).toBeNull();
    expect(localeClick(clickOn(anchor, { button: 1 }), 'en')).toBeNull();
    expect(localeClick(clickOn(anchor), 'es')).toBeNull();
    expect(localeClick(clickOn(link('/offices-and-people/')), 'en')).toBeNull();
  });
});
