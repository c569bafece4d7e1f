// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { hideBrokenImages } from './broken-images';

describe('a missing image leaves its place empty', () => {
  afterEach(() => document.body.replaceChildren());

  it('hides an image whose file fails to load, now or later, and leaves the others alone', () => {
    const stop = hideBrokenImages();
    const broken = document.createElement('img');
    const fine = document.createElement('img');
    document.body.append(broken, fine);
    broken.dispatchEvent(new Event('error'));
    expect(broken.style.visibility).toBe('hidden');
    expect(broken.hasAttribute('data-broken')).toBe(true);
    expect(fine.style.visibility).toBe('');
    stop();
    fine.dispatchEvent(new Event('error'));
    expect(fine.style.visibility).toBe('');
  });
});
