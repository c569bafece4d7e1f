/** gallery_teaser_component: a mosaic of up to five pictures (the first one large) with a title, a line of text and a button. */
import type { BlockProps } from '../ui/block';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { BlockHead } from '../ui/BlockHead';
import { Media } from '../ui/Media';
import { Section } from '../ui/Section';
import { riseClass } from '../ui/motion/TitleWords';

export function GalleryTeaser({ title, text, images, buttons, background, animated, edit }: BlockProps<'gallery_teaser_component', 'edit'>) {
  if (images.length === 0) return null;
  return (
    <Section background={background} className="blk">
      <div className="pg-full">
        <div className="gt-head">
          <div>
            <BlockHead text={title} {...edit('title')}>
              {text ? (
                <p className="mt-3 max-w-xl text-body" {...edit('text')}>
                  {text}
                </p>
              ) : null}
            </BlockHead>
          </div>
          {buttons.map((button, index) => (
            <ButtonLink key={index} {...button} theme="secondary" edit={edit} />
          ))}
        </div>
        <ul className={riseClass(animated) ? 'gt mo' : 'gt'} {...edit('images')}>
          {images.map((media, index) => (
            <li key={media.id}>
              <Media media={media} sizes={index === 0 ? '(min-width: 768px) 50vw, 100vw' : '(min-width: 768px) 25vw, 50vw'} className="gt-img" />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
