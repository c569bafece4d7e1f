/**
 * deck_plan_component (spec 2.8, 3.5): the yacht's deck plans under the motor or sail drawing of
 * its `powerorsail`; a plan opens in the gallery lightbox, where it can be zoomed.
 */
import { DECK_PLAN_SECTION_ID } from '../../schema/components/deck_plan_component';
import type { BlockProps } from '../ui/block';
import { GalleryThumb } from '../Lightbox/GalleryThumb';
import { lightboxItem } from '../Lightbox/gallery-media';
import { LightboxHost } from '../Lightbox/LightboxHost.lazy.client';
import { lightboxLabels } from '../Lightbox/labels';
import { Container } from '../ui/Container';
import { BlockHead } from '../ui/BlockHead';
import { Section } from '../ui/Section';
import { cx } from '../ui/tokens';
import { RigArt } from './RigArt';
import { wordsOf } from '../../schema/words';

export function DeckPlan({ yacht, section, background, t, edit }: BlockProps<'deck_plan_component', 't' | 'edit'>) {
  const labels = wordsOf(t, 'gallery');
  if (!yacht || !section) return null;
  const plans = section.images;
  const single = plans.length === 1;
  return (
    <Section background={background} className="py-14 md:py-20" id={DECK_PLAN_SECTION_ID} aria-labelledby="deck-plan-title">
      <Container>
        <div className="mb-8 flex flex-col items-start gap-3">
          <RigArt kind={yacht.powerOrSail} label={yacht.powerOrSail === 'sail' ? labels.sail : labels.motor} />
          <BlockHead text={section.label} id="deck-plan-title" {...edit('label')} />
        </div>
        <LightboxHost pictures={{ items: plans.map((media) => lightboxItem(media, section.label)) }} name={yacht.name} labels={lightboxLabels(labels)}>
          <ul className={cx('grid gap-4', !single && 'md:grid-cols-2')}>
            {plans.map((media, i) => (
              <li key={`${media.id}-${i}`}>
                <GalleryThumb
                  media={media}
                  index={i}
                  total={plans.length}
                  labels={labels}
                  className="aspect-[16/10] w-full border border-gray-200 bg-white"
                  imageClassName="object-contain"
                  sizes={single ? '(min-width: 1440px) 1280px, 92vw' : '(min-width: 1440px) 640px, (min-width: 768px) 46vw, 92vw'}
                />
                {media.title ? <p className="mt-2 text-sm text-body">{media.title}</p> : null}
              </li>
            ))}
          </ul>
        </LightboxHost>
      </Container>
    </Section>
  );
}
