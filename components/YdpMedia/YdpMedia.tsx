/**
 * ydp_media_component (spec 2.8, 3.6): the yacht's video for the page's view, with its poster and
 * WebVTT captions. It plays only when the visitor asks (no autoplay, nothing loaded before).
 * Until the visitor asks, the page holds its poster as a lazy picture sized to the screen
 * (VideoOnRequest.client.tsx).
 */
import { VIDEO_SECTION_ID } from '../../schema/components/ydp_media_component';
import type { BlockProps } from '../ui/block';
import { presetSrcSet, thumbnailUrl } from '../Lightbox/gallery-media';
import { Container } from '../ui/Container';
import { BlockHead } from '../ui/BlockHead';
import { Section } from '../ui/Section';
import { cx } from '../ui/tokens';
import { VideoOnRequest } from './VideoOnRequest.lazy.client';
import { wordsOf } from '../../schema/words';

/** The video spans the page container (max 1280 px). */
const POSTER_SIZES = '(min-width: 1440px) 1280px, 92vw';

export function YdpMedia({ title, video, background, t, edit }: BlockProps<'ydp_media_component', 't' | 'edit'>) {
  const labels = wordsOf(t, 'gallery');
  if (!video) return null;
  return (
    <Section background={background} className="py-14 md:py-20" id={VIDEO_SECTION_ID} aria-labelledby="yacht-video-title">
      <Container>
        <BlockHead text={title ?? labels.video} id="yacht-video-title" className="mb-8" {...edit('title')} />
        <figure>
          <VideoOnRequest
            href={video.url}
            label={video.title ? `${labels.play}: ${video.title}` : labels.play}
            poster={
              video.videoPoster ? (
                <img
                  src={thumbnailUrl(video.videoPoster)}
                  srcSet={presetSrcSet(video.videoPoster)}
                  sizes={POSTER_SIZES}
                  alt=""
                  width={video.width ?? undefined}
                  height={video.height ?? undefined}
                  loading="lazy"
                  decoding="async"
                  className={cx('h-auto w-full object-cover', !(video.width && video.height) && 'aspect-video')}
                  data-video-poster=""
                />
              ) : (
                <span className="block aspect-video" />
              )
            }
          >
            <video
              controls
              preload="none"
              playsInline
              width={video.width ?? undefined}
              height={video.height ?? undefined}
              aria-label={video.alt || video.title || undefined}
              className="h-auto w-full bg-navy"
              data-yacht-video=""
            >
              <source src={video.url} type={video.type} />
              {video.vttSrc ? <track kind="captions" src={video.vttSrc} label={labels.captions} default /> : null}
            </video>
          </VideoOnRequest>
          {video.title || video.description ? (
            <figcaption className="mt-3 text-sm text-body">
              {video.title ? <span className="font-semibold text-navy">{video.title}</span> : null}
              {video.title && video.description ? ' · ' : null}
              {video.description && video.description !== video.title ? video.description : null}
            </figcaption>
          ) : null}
        </figure>
      </Container>
    </Section>
  );
}
