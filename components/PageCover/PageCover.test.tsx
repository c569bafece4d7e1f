import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dam, fx, sampleImage, sampleVideo } from '../../schema/fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { PageCover } from './PageCover';

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
