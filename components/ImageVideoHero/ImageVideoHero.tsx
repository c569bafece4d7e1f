/**
 * image_video_hero_component: a full-bleed picture, or a muted video playing inline over its poster
 * (spec 2.5: that poster is the page's social image), with the headline, a line of text and
 * buttons. As a page's opening block the headline is the page's h1; in a hero slider only the
 * first slide's is, and only the first slide's picture loads at once.
 */
import type { ImageVideoHeroProps } from '../../schema/components/image_video_hero_component';
import type { ElementEditor } from '../../schema/define';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Heading } from '../ui/Heading';
import { Media } from '../ui/Media';
import { coverPicture } from '../ui/cover-sizes';
import { TitleWords, titleWordsClass } from '../ui/motion/TitleWords';
import { wordsOf, type Translator } from '../../schema/words';
import type { BlockProps } from '../ui/block';

const heights = { small: 'pc-sm', medium: 'pc-md', large: 'pc-lg' } as const;

/** The hero's content, shared by the block and the slides of a hero slider. */
export function HeroBody({ headline, text, media, buttons, animated, size, first, t, edit }: ImageVideoHeroProps & { first: boolean; t: Translator; edit: ElementEditor }) {
  return (
    <>
      {media ? <Media media={media} fill priority={first} {...coverPicture(size, media)} className="-z-20" videoLabels={wordsOf(t, 'backgroundVideo')} {...edit('media')} /> : null}
      <div aria-hidden="true" className="pc-btm" />
      <div className="hv-body">
        <span aria-hidden="true" className="pc-rule" />
        <Heading as={first ? 'h1' : 'h2'} size="4xl" color="white" className={titleWordsClass(animated)} {...edit('headline')}>
          <TitleWords text={headline} animated={animated} />
        </Heading>
        {text ? (
          <p className="pc-sub" {...edit('text')}>
            {text}
          </p>
        ) : null}
        {buttons.length > 0 ? (
          <div className="pc-btns" {...edit('buttons')}>
            {buttons.map((button, index) => (
              <ButtonLink key={index} {...button} surface="dark" edit={edit} />
            ))}
          </div>
        ) : null}
      </div>
    </>
  );
}

export function ImageVideoHero(props: BlockProps<'image_video_hero_component', 't' | 'edit'>) {
  return (
    <section className={heights[props.size]} data-hero="">
      <HeroBody {...props} first />
    </section>
  );
}
