// @vitest-environment happy-dom
/**
 * Spec 2.8: the yacht hero's main picture opens the lightbox with zoom, as the
 * gallery's pictures do: a link to the full picture, marked for the lightbox at its place among
 * the gallery, named by the picture's alt text in the page's language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { charterPage, yachtLinked } from '../../schema/components/yacht-page.fixtures-kit';
import type { PageContext } from '../../schema/define';
import { galleryJsonSchema } from '../../schema/yacht/gallery';
import { sampleGallery } from '../../schema/yacht/yacht.fixtures';
import { fixtureServices } from '../../testing/catalogue';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { YachtHero } from './YachtHero';

const gallery = galleryJsonSchema.parse(sampleGallery);

const hero = async (locale: 'en' | 'es', page: PageContext = { ...charterPage, gallery }) => {
  return renderDom(<YachtHero {...propsFor('yacht_hero_component', {}, locale, { page, linked: yachtLinked })} services={fixtureServices()} />);
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('yacht_hero_component: the main picture opens the lightbox (spec 2.8)', () => {
  it.each([
    ['en', 'A superyacht at anchor off Mallorca'],
    ['es', 'Un superyate fondeado frente a Mallorca'],
  ] as const)('%s: the picture is a link to its full size, marked for the lightbox', async (locale, name) => {
    const link = (await hero(locale)).getByRole('link', { name });
    expect(link.getAttribute('data-lightbox-index')).toBe('0');
    expect(link.getAttribute('href')).toMatch(/yacht-at-anchor\.jpg\?p=yacht-feature&w=1440&h=900$/);
    // Still the page's largest paint: loaded at once (never lazy) and high priority inside the link.
    const img = link.querySelector('img');
    expect(img?.getAttribute('loading')).not.toBe('lazy');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
  });

  it('without the gallery file the picture still opens, alone', async () => {
    const link = (await hero('en', charterPage)).getByRole('link', { name: 'A superyacht at anchor off Mallorca' });
    expect(link.getAttribute('data-lightbox-index')).toBe('0');
  });
});
