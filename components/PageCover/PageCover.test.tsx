// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { dam, fx, sampleImage, sampleVideo } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { PageCover } from './PageCover';

describe('page_cover_component', () => {
  it('page cover: the title is the page h1 over a priority image, with subtitle and buttons (spec 9.6 defaults)', async () => {
    const page = await renderDom(
      <PageCover
        {...propsFor('page_cover_component', {
          title: fx.text('Yacht charter'),
          subtitle: fx.text('The Mediterranean, your way'),
          image_video: dam(sampleImage),
          buttons: fx.linked('b_charter'),
        })}
      />,
    );
    expect(page.getByRole('heading', { level: 1, name: 'Yacht charter' })).toBeTruthy();
    expect(page.getByText('The Mediterranean, your way')).toBeTruthy();
    expect(page.getByRole('img').getAttribute('fetchpriority')).toBe('high');
    expect(page.getByRole('link', { name: 'Charter a yacht' }).getAttribute('href')).toBe('/yacht-charter/');
    expect(page.container.querySelector('.justify-end')).not.toBeNull();
  });

  it('spec 5, 2.8: a phone held upright is sent the portrait crop from the head, once, at high priority, matching the picture source it preloads', async () => {
    const page = await renderDom(<PageCover {...propsFor('page_cover_component', { title: fx.text('Yacht charter'), image_video: dam(sampleImage), size: fx.choice('large') })} />);
    const preloads = page.container.querySelectorAll('link[rel="preload"][as="image"]');
    expect(preloads).toHaveLength(1);
    const [link] = preloads;
    const source = page.container.querySelector('picture > source');
    // The browser reuses the preload only when the link asks exactly what the source asks, where the source applies.
    expect(['imagesrcset', 'imagesizes', 'media'].map((name) => link?.getAttribute(name))).toEqual(['srcset', 'sizes', 'media'].map((name) => source?.getAttribute(name)));
    expect(link?.getAttribute('imagesrcset')).toMatch(/\?w=960&h=1280&q=75 960w/);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('spec 5, 2.8: a cover leaves out of its srcset the widths its band never shows (a large band is never under 560 px high)', async () => {
    const widths = async (size: string) => {
      const page = await renderDom(<PageCover {...propsFor('page_cover_component', { title: fx.text('Cover'), image_video: dam(sampleImage), size: fx.choice(size) })} />);
      return [...(page.getByRole('img').getAttribute('srcset') ?? '').matchAll(/ (\d+)w/g)].map((match) => Number(match[1]));
    };
    // 2400 × 1600: at least 560 × 1.5 = 840 px across in a large band, 720 in a medium one, 540 in a small one.
    expect(await widths('large')).toEqual([1024, 1440, 1920]);
    expect(await widths('medium')).toEqual([768, 1024, 1440, 1920]);
    expect(await widths('small')).toEqual([768, 1024, 1440, 1920]);
  });

  it('page cover: a DAM video, muted, behind the title, with a pause/play button', async () => {
    const page = await renderDom(<PageCover {...propsFor('page_cover_component', { title: fx.text('Cruising'), image_video: dam(sampleVideo) })} />);
    expect(page.container.querySelector('video')?.hasAttribute('muted')).toBe(true);
    expect(page.getByRole('button', { name: 'Play the video' })).toBeTruthy();
  });
});
