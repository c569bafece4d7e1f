/**
 * yacht_hero_component (spec 2.8, 4.7, 9.1): the yacht page's top. The gallery profile is the
 * page's largest paint (eager, high priority, sized); type, title and builder; the price with its
 * ribbon and conversion tooltip, and the seasonal charter rates; the actions (contact brokers, comparison, share, brochure) and
 * the units and currency switches. Client code: the switches, the compare toggle, the share menu,
 * and the lightbox the picture opens (loaded when the visitor reaches for it).
 */
import type { BlockProps } from '../ui/block';
import { HERO_SECTION_ID } from '../../schema/components/yacht_hero_component';
import { isEditing } from '../../schema/define';
import { SharePopover } from '../ContentShare/ShareOptions.lazy.client';
import { absoluteUrl } from '../ContentShare/share-links';
import { buttonClass } from '../ui/Button';
import { Container } from '../ui/Container';
import { CompareToggle } from '../ui/shortlist/CompareToggle.client';
import { cx } from '../ui/tokens';
import { Icon } from '../ui/icons/Icon';
import { HeroPicture } from './HeroPicture';
import { HeroPrice } from './HeroPrice';
import { SeasonRates } from './SeasonRates';
import { wordsOf } from '../../schema/words';
import { Preferences } from './Preferences';

export function YachtHero({ yacht, locale, t, services, edit }: BlockProps<'yacht_hero_component', 't' | 'services' | 'edit'>) {
  if (!yacht) return null;
  const labels = wordsOf(t, 'yacht');
  const market = yacht.market === 'charter' ? labels.forCharter : yacht.market === 'sale' ? labels.forSale : null;
  return (
    <section id={HERO_SECTION_ID} className="scroll-mt-40 bg-white" aria-labelledby="yacht-title" data-yacht-hero="">
      <div className="yp-hero-media">
        {yacht.image ? (
          <HeroPicture image={yacht.image} name={yacht.name} lightbox={yacht.lightbox} locale={locale} labels={wordsOf(t, 'gallery')} draft={isEditing(edit, 'background_color__options')} />
        ) : null}
        {yacht.ribbon ? (
          <p className="yp-ribbon" data-ribbon="">
            {yacht.ribbon.source === 'editor' ? yacht.ribbon.text : t('yachtList.card.newToTheFleet')}
          </p>
        ) : null}
      </div>
      <Container className="py-8 md:py-12">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end lg:gap-16">
          <div className="min-w-0">
            {market ? <p className="yp-market">{market}</p> : null}
            <h1 id="yacht-title" className="yp-title">
              {yacht.name}
            </h1>
            {yacht.builder ? (
              <p className="yp-builder" data-builder="">
                {yacht.builder.href ? (
                  <a href={yacht.builder.href} className="yp-builder-link">
                    {yacht.builder.name}
                  </a>
                ) : (
                  yacht.builder.name
                )}
              </p>
            ) : null}
          </div>
          <div className="lg:text-right">
            <HeroPrice yacht={yacht} labels={labels} locale={locale} />
            <SeasonRates rates={yacht.seasonRates} labels={wordsOf(t, 'seasonRates')} />
          </div>
        </div>
        <div className="yp-actions">
          <div className="flex flex-wrap items-center gap-x-7 gap-y-3">
            <a href={yacht.contactHref} data-drawer="contact-broker" className={cx(buttonClass({ theme: 'primary', size: 'md' }), 'justify-center max-sm:w-full')}>
              {labels.contactBrokers}
            </a>
            <CompareToggle entry={{ id: yacht.yachtId, view: yacht.view }} labels={{ add: labels.addToComparison, added: labels.addedToComparison }} className="yp-action" />
            {yacht.sharePath ? <SharePopover url={absoluteUrl(services.siteUrl, yacht.sharePath)} subject={yacht.name} labels={labels.share} className="yp-action" /> : null}
            <a href={yacht.brochureHref} download className="yp-action" aria-label={t('yacht.brochureLabel', { name: yacht.name })}>
              <Icon name="download" size={18} />
              <span>{labels.brochure}</span>
            </a>
          </div>
          <Preferences labels={labels} />
        </div>
      </Container>
    </section>
  );
}
