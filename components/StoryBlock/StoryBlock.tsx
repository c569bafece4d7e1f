/** story_block_component: a chapter of a story, a large picture beside its label, title, text and buttons; it rises into view (spec 2.15). */
import type { BlockProps } from '../ui/block';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { BlockHead } from '../ui/BlockHead';
import { Media } from '../ui/Media';
import { Section } from '../ui/Section';
import { riseClass } from '../ui/motion/TitleWords';
import { cx } from '../ui/tokens';

export function StoryBlock({ label, title, text, media, mediaPosition, buttons, background, animated, renderRichText, edit }: BlockProps<'story_block_component', 'renderRichText' | 'edit'>) {
  return (
    <Section background={background} className="blk">
      <div className={cx('pg-full sb', mediaPosition === 'right' && 'sb-r')}>
        {media ? <Media media={media} sizes="(min-width: 768px) 55vw, 100vw" className="sb-img" {...edit('media')} /> : null}
        <div className={riseClass(animated)}>
          {label ? (
            <p className="sb-label" {...edit('label')}>
              {label}
            </p>
          ) : null}
          <BlockHead text={title} {...edit('title')} />
          <div className="mt-5 text-body" {...edit('text')}>
            {renderRichText(text)}
          </div>
          {buttons.length > 0 ? (
            <div className="it-btns" {...edit('buttons')}>
              {buttons.map((button, index) => (
                <ButtonLink key={index} {...button} edit={edit} />
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
