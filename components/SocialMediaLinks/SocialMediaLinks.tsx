/**
 * social_media_links_component: the brand's networks as labelled icons (spec 3.11). They are
 * external (spec 2.14): a new tab, rel 'nofollow noopener noreferrer', and the label says so.
 */
import type { BlockProps } from '../ui/block';
import { Icon } from '../ui/icons/Icon';
import { Section } from '../ui/Section';

export function SocialMediaLinks({ headline, text, links, background, t, edit }: BlockProps<'social_media_links_component', 't' | 'edit'>) {
  if (links.length === 0) return null;
  return (
    <Section background={background} className="blk text-center">
      <div className="pg-narrow">
        <h2 className="eyebrow" {...edit('headline')}>
          {headline ?? t('socialMediaLinks.follow')}
        </h2>
        {text ? (
          <p className="mb-6 text-body" {...edit('text')}>
            {text}
          </p>
        ) : null}
        <ul className="sm">
          {links.map(({ network, href }) => (
            <li key={network}>
              <a
                href={href}
                target="_blank"
                rel="nofollow noopener noreferrer"
                aria-label={t('socialMediaLinks.opens', { network: t(`socialMediaLinks.network.${network}`) })}
                {...edit(`social_${network}`)}
              >
                <Icon name={network} size={22} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
