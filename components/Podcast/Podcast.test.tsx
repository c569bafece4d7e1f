// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { charterSeasonEpisode, sampleAudio } from '../../schema/catalogue/podcast.fixtures';
import { dam, fx, item, sampleImage } from '../../schema/fixtures';
import { propsFor, renderRichText } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { Podcast } from './Podcast';

describe('podcast_component', () => {
  it("an episode: title, host's name and picture, the browser's own player, details and transcript, in the page language", async () => {
    const page = await renderDom(
      <Podcast {...propsFor('podcast_component', { podcasts: fx.linked('podcast_charter_season') }, 'es', { linked: [charterSeasonEpisode] })} renderRichText={renderRichText} />,
    );
    expect(page.getByRole('heading', { level: 2, name: 'El pódcast de Halcyon' })).toBeTruthy();
    expect(page.getByRole('heading', { level: 3, name: 'Reading the charter season' })).toBeTruthy();
    expect(page.getByText(/Con Claire Rousseau/)).toBeTruthy();
    expect(page.getByRole('img', { name: sampleImage.alt.es })).toBeTruthy();
    const player = page.getByLabelText('Escuchar «Reading the charter season»');
    expect(player.tagName).toBe('AUDIO');
    const source = player.querySelector('source');
    expect([source?.getAttribute('src'), source?.getAttribute('type')]).toEqual([sampleAudio.url, 'audio/wav']);
    const date = page.getByText('8 de abril de 2025');
    expect(date.tagName).toBe('TIME');
    expect(date.getAttribute('datetime')).toBe('2025-04-08T09:00:00Z');
    expect(date.parentElement?.textContent).toContain('Episodio 1 · 34 min · 8 de abril de 2025');
    expect(page.getByText('Leer la transcripción')).toBeTruthy();
    expect(page.getByText('Welcome aboard the Halcyon podcast.')).toBeTruthy();
  });

  it('an episode whose file is not audio is left out (the editor is told)', async () => {
    const picture = item('podcast', 'podcast_picture', { title: fx.text('Picture'), dam_audio_file: dam(sampleImage) });
    const page = await renderDom(
      <Podcast {...propsFor('podcast_component', { podcasts: fx.linked('podcast_charter_season') }, 'en', { linked: [charterSeasonEpisode, picture] })} renderRichText={renderRichText} />,
    );
    expect(page.getByText('8 April 2025')).toBeTruthy();
    expect(() => propsFor('podcast_component', { podcasts: fx.linked('podcast_picture') }, 'en', { linked: [picture] })).toThrow();
  });
});
