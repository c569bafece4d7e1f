/**
 * partners_component (spec 3.10): partner logos linking out. Each link is external per spec 2.14
 * (a new tab, rel 'nofollow noopener noreferrer'), and says so: an arrow icon and, for screen
 * readers, that it opens in a new tab.
 */
import type { BlockProps } from '../ui/block';
import { linkTarget } from '../../schema/links';
import { Container } from '../ui/Container';
import { BlockHead } from '../ui/BlockHead';
import { Icon } from '../ui/icons/Icon';
import { Media } from '../ui/Media';
import { Section } from '../ui/Section';

export function Partners({ title, partners, background, t, edit }: BlockProps<'partners_component', 't' | 'edit'>) {
  if (partners.length === 0) return null;
  const newTab = t('partners.newTab');
  return (
    <Section background={background} className="py-14 md:py-20">
      <Container>
        <BlockHead text={title ?? t('partners.title')} rule {...edit('title')} />
        <ul className="ptn-grid" {...edit('partners')}>
          {partners.map((partner) => (
            <li key={partner.itemId}>
              <a href={partner.href} className="ptn-card" data-external="" {...linkTarget(partner.href)}>
                {partner.logo ? (
                  // The name follows as text, so the logo adds nothing for a screen reader.
                  <Media media={{ ...partner.logo, alt: '' }} className="ptn-logo" sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw" {...edit('logo', partner.itemId)} />
                ) : null}
                <span className="ptn-name" {...edit('name', partner.itemId)}>
                  {partner.name}
                  <Icon name="external" size={16} />
                  <span className="sr-only">{newTab}</span>
                </span>
                {partner.description ? (
                  <span className="mt-2 text-body" {...edit('description', partner.itemId)}>
                    {partner.description}
                  </span>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
