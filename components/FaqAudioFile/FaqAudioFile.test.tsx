import { describe, expect, it } from 'vitest';
import { sampleAudio } from '../../schema/catalogue/podcast.fixtures';
import { faqAudioFile } from '../../schema/components/faq_audio_file';
import { mapItem } from '../../schema/define';
import { dam, fx, sampleImage } from '../../schema/fixtures';
import { propsFor, renderHtml, renderRichText } from '../../testing/component-kit';
import { FaqAudioFile } from './FaqAudioFile';

describe('faq_audio_file', () => {
  it("plays the file in the browser's own player, with the transcript behind a disclosure in the page language", async () => {
    const html = await renderHtml(
      <FaqAudioFile {...propsFor('faq_audio_file', { dam_audio_file: dam(sampleAudio), transcript: fx.richText('<p>Book early for July.</p>') }, 'es')} renderRichText={renderRichText} />,
    );
    expect(html).toContain('<audio controls="" preload="none" class="aud" aria-label="Escuche la respuesta">');
    expect(html).toContain(`<source src="${sampleAudio.url}" type="audio/wav"/>`);
    expect(html).toContain('<summary class="faq-sum"><span>Leer la transcripción</span>');
    expect(html).toContain('Book early for July.');
  });

  it('an image instead of audio is refused for the editor, naming the element', () => {
    const mapped = mapItem(faqAudioFile, { dam_audio_file: dam(sampleImage) }, { locale: 'en', item: { id: 'x', name: 'x', codename: 'x', type: 'faq_audio_file' }, linkedItems: {} });
    expect(mapped.ok).toBe(false);
    expect(mapped.issues.map((issue) => issue.element)).toContain('dam_audio_file');
  });
});
