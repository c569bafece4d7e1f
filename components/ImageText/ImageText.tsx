/** image_text_component: an image beside a title, text and buttons; the image side is chosen by the editor. */
import type { BlockProps } from '../ui/block';
import { MEDIA_DEFAULTS } from '../../schema/constants/component-defaults';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Container } from '../ui/Container';
import { BlockHead } from '../ui/BlockHead';
import { Media } from '../ui/Media';
import { Section } from '../ui/Section';
import { cx } from '../ui/tokens';

/** Spec 9.6: image-text media aspect. */
const aspects: Record<typeof MEDIA_DEFAULTS.imageTextMediaAspect, string> = { '16/10': 'aspect-[16/10]' };

export function ImageText({ title, text, media, imagePosition, buttons, background, renderRichText, edit }: BlockProps<'image_text_component', 'renderRichText' | 'edit'>) {
  return (
    <Section background={background} className="py-14 md:py-24">
      <Container className="it-grid">
        <div className={cx('it-media', aspects[MEDIA_DEFAULTS.imageTextMediaAspect], imagePosition === 'right' && 'md:order-last')} {...edit('image')}>
          {media ? <Media media={media} fill sizes="(min-width: 768px) 50vw, 100vw" /> : null}
        </div>
        <div className="max-w-xl">
          <BlockHead text={title} rule {...edit('title')}>
            {text ? (
              <div className="text-body" {...edit('text')}>
                {renderRichText(text)}
              </div>
            ) : null}
          </BlockHead>
          {buttons.length > 0 ? (
            <div className="it-btns" {...edit('buttons')}>
              {buttons.map((button, index) => (
                <ButtonLink key={index} {...button} edit={edit} />
              ))}
            </div>
          ) : null}
        </div>
      </Container>
    </Section>
  );
}
