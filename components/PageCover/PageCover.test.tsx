import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dam, fx, sampleImage, sampleVideo } from '../../schema/fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { coverSizes, PageCover } from './PageCover';

describe('page_cover_component', () => {
  it('page cover: the title is the page h1 over a priority image, with subtitle and buttons (spec 9.6 defaults)', () => {
    const html = renderToStaticMarkup(
      <PageCover
        {...propsFor('page_cover_component', {
          title: fx.text('Yacht charter'),
          subtitle: fx.text('The Mediterranean, your way'),
          image_video: dam(sampleImage),
          buttons: fx.linked('b_charter'),
        })}
      />,
    );
    expect(html).toMatch(/<h1[^>]*>Yacht charter<\/h1>/);
    expect(html).toContain('The Mediterranean, your way');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('href="/yacht-charter/"');
    expect(html).toContain('justify-end');
  });

  it('page cover: a DAM video, muted, behind the title, with a pause/play button', async () => {
    const html = await renderHtml(
      <PageCover
        {...propsFor('page_cover_component', { title: fx.text('Cruising'), image_video: dam(sampleVideo) })}
      />,
    );
    expect(html).toContain('<video');
    expect(html).toContain('muted=""');
    expect(html).toContain('aria-label="Play the video"');
  });
});

describe('page cover picture width (sizes)', () => {
  it('asks for the width the band shows the picture at: wider than a phone where its height crops a landscape picture', () => {
    expect(coverSizes('medium', 1.6)).toBe('(max-width: 767px) 768px, (max-width: 991px) 992px, 100vw');
    expect(coverSizes('small', 1.6)).toBe('(max-width: 575px) 576px, 100vw');
    // 88% of the height: height-bound on screens narrower than 1.41 : 1, such as any phone held upright.
    expect(coverSizes('large', 1.6)).toBe('(max-aspect-ratio: 141/100) 141vh, 100vw');
    // A square picture is cropped less: a narrower request.
    expect(coverSizes('medium', 1)).toBe('(max-width: 479px) 480px, 100vw');
  });
});
