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

  it('page cover: a DAM video, muted, behind the title, with a pause/play button', async () => {
    const page = await renderDom(<PageCover {...propsFor('page_cover_component', { title: fx.text('Cruising'), image_video: dam(sampleVideo) })} />);
    expect(page.container.querySelector('video')?.hasAttribute('muted')).toBe(true);
    expect(page.getByRole('button', { name: 'Play the video' })).toBeTruthy();
  });
});
