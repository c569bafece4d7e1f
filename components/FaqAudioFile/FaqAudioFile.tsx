/** faq_audio_file: an answer told aloud, in the browser's own player, with its transcript below. */
import type { BlockProps } from '../ui/block';
import { AudioPlayer } from '../ui/AudioPlayer';
import { Container } from '../ui/Container';
import { Heading } from '../ui/Heading';
import { Icon } from '../ui/icons/Icon';
import { Section } from '../ui/Section';

export function FaqAudioFile({ title, audio, transcript, background, t, edit, renderRichText }: BlockProps<'faq_audio_file', 't' | 'edit' | 'renderRichText'>) {
  const heading = title ?? t('faqAudioFile.title');
  return (
    <Section background={background} className="py-12 md:py-16">
      <Container width="narrow">
        <Heading as="h2" size="lg" color="blue-dark" {...edit('title')}>
          {heading}
        </Heading>
        <div {...edit('dam_audio_file')}>
          <AudioPlayer audio={audio} label={heading} fallback={t('faqAudioFile.fallback')} />
        </div>
        {transcript ? (
          <details className="faq-q mt-6 border-t border-navy/15">
            <summary className="faq-sum">
              <span>{t('faqAudioFile.transcript')}</span>
              <Icon name="chevron" size={20} className="faq-ic" />
            </summary>
            <div className="faq-a" {...edit('transcript')}>
              {renderRichText(transcript)}
            </div>
          </details>
        ) : null}
      </Container>
    </Section>
  );
}
