/**
 * podcast_component (spec 3.10): episodes with their host's picture and name, the browser's own
 * audio player (no script), what the episode is about, and its transcript behind a disclosure.
 */
import type { BlockProps } from '../ui/block';
import { AudioPlayer } from '../ui/AudioPlayer';
import { Container } from '../ui/Container';
import { BlockHead } from '../ui/BlockHead';
import { Heading } from '../ui/Heading';
import { Icon } from '../ui/icons/Icon';
import { Media } from '../ui/Media';
import { Section } from '../ui/Section';

export function Podcast({ title, episodes, background, t, edit, renderRichText }: BlockProps<'podcast_component', 't' | 'edit' | 'renderRichText'>) {
  if (episodes.length === 0) return null;
  return (
    <Section background={background} className="py-14 md:py-20">
      <Container width="narrow">
        <BlockHead text={title ?? t('podcast.title')} rule {...edit('title')} />
        {episodes.map((episode) => (
          <article key={episode.itemId} className="pod-ep">
            <div {...edit('dam_author_picture', episode.itemId)}>{episode.authorPicture ? <Media media={episode.authorPicture} className="pod-pic" sizes="112px" /> : null}</div>
            <div>
              <Heading as="h3" size="lg" color="blue-dark" {...edit('title', episode.itemId)}>
                {episode.title}
              </Heading>
              <p className="pod-meta">
                {[episode.episode ? t('podcast.episode', { number: episode.episode }) : null, episode.minutes ? t('podcast.minutes', { minutes: episode.minutes }) : null].filter(Boolean).join(' · ')}
                {episode.published ? (
                  <>
                    {episode.episode || episode.minutes ? ' · ' : null}
                    <time dateTime={episode.published.iso}>{episode.published.text}</time>
                  </>
                ) : null}
              </p>
              {episode.authorName ? (
                <p className="mt-1 text-body" {...edit('author_name', episode.itemId)}>
                  {t('podcast.hostedBy', { name: episode.authorName })}
                </p>
              ) : null}
              {episode.audio ? (
                <div {...edit('dam_audio_file', episode.itemId)}>
                  <AudioPlayer audio={episode.audio} label={t('podcast.listen', { title: episode.title })} fallback={t('podcast.fallback')} />
                </div>
              ) : null}
              {episode.description ? (
                <div className="mt-5 text-body" {...edit('description', episode.itemId)}>
                  {renderRichText(episode.description)}
                </div>
              ) : null}
              {episode.transcript ? (
                <details className="faq-q mt-4 border-t border-navy/15">
                  <summary className="faq-sum">
                    <span>{t('podcast.transcript')}</span>
                    <Icon name="chevron" size={20} className="faq-ic" />
                  </summary>
                  <div className="faq-a" {...edit('transcript', episode.itemId)}>
                    {renderRichText(episode.transcript)}
                  </div>
                </details>
              ) : null}
            </div>
          </article>
        ))}
      </Container>
    </Section>
  );
}
