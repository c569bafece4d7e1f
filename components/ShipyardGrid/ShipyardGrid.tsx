/** shipyard_grid_component (spec 3.10): a card per shipyard: picture, name, country, description, CTA to its page. */
import type { BlockProps } from '../ui/block';
import { Button } from '../ui/Button';
import { Container } from '../ui/Container';
import { BlockHead } from '../ui/BlockHead';
import { Heading } from '../ui/Heading';
import { Media } from '../ui/Media';
import { Section } from '../ui/Section';

export function ShipyardGrid({ title, shipyards, background, t, edit, renderRichText }: BlockProps<'shipyard_grid_component', 't' | 'edit' | 'renderRichText'>) {
  if (shipyards.length === 0) return null;
  return (
    <Section background={background} className="py-14 md:py-20">
      <Container>
        <BlockHead text={title ?? t('shipyardGrid.title')} rule {...edit('title')} />
        <ul className="sy-grid" {...edit('shipyards')}>
          {shipyards.map((yard) => (
            <li key={yard.itemId} className="flex flex-col">
              <div className="sy-pic" {...edit('dam_image', yard.itemId)}>
                {yard.image ? <Media media={yard.image} fill sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw" /> : null}
              </div>
              <Heading as="h3" size="lg" color="blue-dark" className="mt-5" {...edit('shipyard_name', yard.itemId)}>
                {yard.name}
              </Heading>
              {yard.country ? (
                <p className="sy-country" {...edit('shipyard_country', yard.itemId)}>
                  {yard.city ? `${yard.city}, ${yard.country}` : yard.country}
                </p>
              ) : null}
              {yard.description ? (
                <div className="mt-3 flex-1 text-body" {...edit('description', yard.itemId)}>
                  {renderRichText(yard.description)}
                </div>
              ) : null}
              {yard.cta ? (
                <div className="mt-5" {...edit('cta_link_text', yard.itemId)}>
                  <Button href={yard.cta.href} theme="link">
                    {yard.cta.text}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
