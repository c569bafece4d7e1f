/**
 * berth_hero_component (spec 2.9): 'Berth for sale', the berth's name, its image, length, beam
 * (m / ft), location and price (or POA), a contact-brokers link on the drawer contract, and the
 * previous and next berths.
 */
import type { ReactNode } from 'react';
import type { BlockProps } from '../ui/block';
import { Button } from '../ui/Button';
import { Container } from '../ui/Container';
import { Heading } from '../ui/Heading';
import { Link } from '../ui/Link';
import { Media } from '../ui/Media';
import { ByUnit } from '../ui/prefs/ByPreference';
import { PreferenceSwitch } from '../ui/prefs/PreferenceSwitch.client';
import { Section } from '../ui/Section';
import type { Words } from '../../schema/words';
import { wordsOf } from '../../schema/words';

export type BerthHeroLabels = Words<'berthHero'>;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-t border-gray-200 py-4">
      <dt className="yp-eyebrow">{label}</dt>
      <dd className="mt-1 text-lg text-navy">{children}</dd>
    </div>
  );
}

export function BerthHero({ berth, background, t, edit }: BlockProps<'berth_hero_component', 't' | 'edit'>) {
  const labels = wordsOf(t, 'berthHero');
  if (!berth) return null;
  return (
    <Section background={background} className="pt-6 pb-14 md:pt-10 md:pb-20" aria-labelledby="berth-title">
      <Container className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14">
        <div className="relative aspect-[3/2] overflow-hidden bg-gray-100">{berth.image ? <Media media={berth.image} fill priority sizes="(min-width: 1024px) 60vw, 100vw" /> : null}</div>
        <div className="flex flex-col">
          <p className="text-xs font-semibold tracking-[0.28em] text-gold-deep uppercase">{labels.forSale}</p>
          <span aria-hidden="true" className="mt-4 mb-5 block h-px w-12 bg-gold" />
          <Heading as="h1" size="2xl-tight" color="blue-dark" id="berth-title">
            {berth.name}
          </Heading>
          <dl className="mt-6 grid grid-cols-2 gap-x-8">
            <Fact label={labels.length}>
              <ByUnit m={berth.length.m} ft={berth.length.ft} />
            </Fact>
            {berth.beam ? (
              <Fact label={labels.beam}>
                <ByUnit m={berth.beam.m} ft={berth.beam.ft} />
              </Fact>
            ) : null}
            {berth.location ? <Fact label={labels.location}>{berth.location}</Fact> : null}
            <Fact label={labels.price}>
              <span data-berth-price={berth.price.kind}>{berth.price.text}</span>
            </Fact>
          </dl>
          <PreferenceSwitch
            kind="units"
            label={labels.units}
            options={[
              { value: 'm', label: labels.meters },
              { value: 'ft', label: labels.feet },
            ]}
            className="mt-4"
          />
          <div className="mt-8 flex flex-wrap items-center gap-x-8 gap-y-4">
            <Button href={berth.contactHref} data-drawer="contact-broker">
              {labels.contactBrokers}
            </Button>
            <Button href={berth.listingHref} theme="tertiary">
              {labels.allBerths}
            </Button>
          </div>
        </div>
      </Container>
      {berth.previous || berth.next ? (
        <Container>
          <nav aria-label={labels.navigation} {...edit('berths')} className="mt-12 grid grid-cols-2 gap-6 border-t border-gray-200 pt-6">
            {berth.previous ? (
              <Link href={berth.previous.href} className="group block text-left">
                <span className="yp-eyebrow block">← {labels.previous}</span>
                <span className="mt-1 block text-navy group-hover:underline">{berth.previous.name}</span>
              </Link>
            ) : (
              <span />
            )}
            {berth.next ? (
              <Link href={berth.next.href} className="group block text-right">
                <span className="yp-eyebrow block">{labels.next} →</span>
                <span className="mt-1 block text-navy group-hover:underline">{berth.next.name}</span>
              </Link>
            ) : null}
          </nav>
        </Container>
      ) : null}
    </Section>
  );
}
