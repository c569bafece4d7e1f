import { describe, expect, it } from 'vitest';
import { charterSeasonEpisode, sampleAudio } from '../../schema/catalogue/podcast.fixtures';
import { dam, fx, item, sampleImage } from '../../schema/fixtures';
import { propsFor, renderHtml, renderRichText } from '../../testing/component-kit';
import { Podcast } from './Podcast';

describe('podcast_component', () => {
  it("an episode: title, host's name and picture, the browser's own player, details and transcript, in the page language", async () => {
    const html = await renderHtml(<Podcast {...propsFor('podcast_component', { podcasts: fx.linked('podcast_charter_season') }, 'es', { linked: [charterSeasonEpisode] })} renderRichText={renderRichText} />);
    expect(html).toContain('>El pódcast de Halcyon</h2>');
    expect(html).toContain('>Reading the charter season</h3>');
    expect(html).toContain('Con Claire Rousseau');
    expect(html).toContain(`alt="${sampleImage.alt.es}"`);
    expect(html).toContain('aria-label="Escuchar «Reading the charter season»"');
    expect(html).toContain(`<source src="${sampleAudio.url}" type="audio/wav"/>`);
    expect(html).toContain('Episodio 1 · 34 min · <time dateTime="2025-04-08T09:00:00Z">8 de abril de 2025</time>');
    expect(html).toContain('Leer la transcripción');
    expect(html).toContain('Welcome aboard the Halcyon podcast.');
  });

  it('an episode whose file is not audio is left out (the editor is told)', async () => {
    const picture = item('podcast', 'podcast_picture', { title: fx.text('Picture'), dam_audio_file: dam(sampleImage) });
    const html = await renderHtml(<Podcast {...propsFor('podcast_component', { podcasts: fx.linked('podcast_charter_season') }, 'en', { linked: [charterSeasonEpisode, picture] })} renderRichText={renderRichText} />);
    expect(html).toContain('8 April 2025');
    expect(() => propsFor('podcast_component', { podcasts: fx.linked('podcast_picture') }, 'en', { linked: [picture] })).toThrow();
  });
});
