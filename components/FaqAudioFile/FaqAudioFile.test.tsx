// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { sampleAudio } from '../../schema/catalogue/podcast.fixtures';
import { faqAudioFile } from '../../schema/components/faq_audio_file';
import { mapItem } from '../../schema/define';
import { dam, fx, sampleImage } from '../../schema/fixtures';
import { propsFor, renderRichText } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { FaqAudioFile } from './FaqAudioFile';

describe('faq_audio_file', () => {
  it("plays the file in the browser's own player, with the transcript behind a disclosure in the page language", async () => {
    const page = await renderDom(
      <FaqAudioFile {...propsFor('faq_audio_file', { dam_audio_file: dam(sampleAudio), transcript: fx.richText('<p>Book early for July.</p>') }, 'es')} renderRichText={renderRichText} />,
    );
    const player = page.getByLabelText('Escuche la respuesta');
    expect([player.tagName, player.hasAttribute('controls'), player.getAttribute('preload')]).toEqual(['AUDIO', true, 'none']);
    const source = player.querySelector('source');
    expect([source?.getAttribute('src'), source?.getAttribute('type')]).toEqual([sampleAudio.url, 'audio/wav']);
    const transcript = page.getByRole('group');
    expect(transcript.querySelector('summary')?.textContent).toBe('Leer la transcripción');
    expect(transcript.hasAttribute('open')).toBe(false);
    expect(transcript.textContent).toContain('Book early for July.');
  });

  it('an image instead of audio is refused for the editor, naming the element', () => {
    const mapped = mapItem(faqAudioFile, { dam_audio_file: dam(sampleImage) }, { locale: 'en', item: { id: 'x', name: 'x', codename: 'x', type: 'faq_audio_file' }, linkedItems: {} });
    expect(mapped.ok).toBe(false);
    expect(mapped.issues.map((issue) => issue.element)).toContain('dam_audio_file');
  });
});
