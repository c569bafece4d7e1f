/**
 * split_image_component: two pictures side by side (stacked on phones) under a black veil of the
 * editor's dimming (spec 9.6: 50 %), the title, a line of text and buttons over them.
 */
import type { BlockProps } from '../ui/block';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Heading } from '../ui/Heading';
import { Media } from '../ui/Media';
import { riseClass } from '../ui/motion/TitleWords';

export function SplitImage({ title, text, images, dimming, buttons, animated, edit }: BlockProps<'split_image_component', 'edit'>) {
  return (
    <section className="si">
      <div className="si-pics">
        {images.map((media, index) =>
          media ? <Media key={index} media={media} sizes="(min-width: 768px) 50vw, 100vw" className="si-img" {...edit(index === 0 ? 'image_left' : 'image_right')} /> : <span key={index} />,
        )}
      </div>
      {/* The veil's opacity is the editor's number, so it is a style rather than one class per value. */}
      <div aria-hidden="true" className="si-veil" style={{ opacity: dimming / 100 }} />
      <div className="pg-narrow si-body">
        <div className={riseClass(animated)}>
          <Heading as="h2" size="3xl" color="white" {...edit('title')}>
            {title}
          </Heading>
          {text ? (
            <p className="pc-sub mx-auto" {...edit('text')}>
              {text}
            </p>
          ) : null}
          {buttons.length > 0 ? (
            <div className="pc-btns justify-center" {...edit('buttons')}>
              {buttons.map((button, index) => (
                <ButtonLink key={index} {...button} surface="dark" edit={edit} />
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
