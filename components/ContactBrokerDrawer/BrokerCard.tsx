/**
 * One broker (spec 3.8, 2.13): photo, name, job title, office and its local time, the phone (spec 5.1
 * number, only when isPhoneVisible), e-mail, messaging apps, and an optional action (make enquiry).
 * No hooks: the drawer island and server components both render it.
 */
import type { ReactNode } from 'react';
import type { BrokerContact } from '../../schema/components/broker-contact';
import { Media } from '../ui/Media';
import { fill, type BrokerLabels } from './labels';

const LINK = 'underline decoration-gold underline-offset-4 hover:text-gold-deep focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-deep';

export function BrokerCard({
  broker,
  labels,
  localTime,
  headingLevel = 'h3',
  children,
}: {
  broker: BrokerContact;
  labels: BrokerLabels;
  /** The office's time now, formatted by the caller (only where it is rendered live). */
  localTime?: string | null;
  headingLevel?: 'h2' | 'h3';
  children?: ReactNode;
}) {
  const Heading = headingLevel;
  return (
    <article className="flex gap-4 border-b border-gray-200 py-5 last:border-b-0" aria-labelledby={`broker-${broker.codename}`}>
      <div className="relative size-16 shrink-0 overflow-hidden rounded-full bg-gray-100 sm:size-20">
        {broker.personImage ? <Media media={broker.personImage} sizes="80px" fill /> : null}
      </div>
      <div className="min-w-0 flex-1 text-sm text-body">
        <Heading id={`broker-${broker.codename}`} className="text-base font-semibold text-navy">
          {broker.fullName}
        </Heading>
        {broker.jobTitle ? <p>{broker.jobTitle}</p> : null}
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {broker.officeName ? (
            <>
              <dt className="font-medium text-navy">{labels.office}</dt>
              <dd>{broker.officeName}</dd>
            </>
          ) : null}
          {localTime ? (
            <>
              <dt className="font-medium text-navy">{labels.localTime}</dt>
              <dd>
                <time data-testid="broker-local-time">{localTime}</time>
              </dd>
            </>
          ) : null}
          {broker.phone ? (
            <>
              <dt className="font-medium text-navy">{labels.phone}</dt>
              <dd>
                <a className={LINK} href={broker.phone.href}>
                  {broker.phone.display}
                </a>
              </dd>
            </>
          ) : null}
          {broker.email ? (
            <>
              <dt className="font-medium text-navy">{labels.email}</dt>
              <dd className="break-all">
                <a className={LINK} href={`mailto:${broker.email}`}>
                  {broker.email}
                </a>
              </dd>
            </>
          ) : null}
          {broker.workingDaysSEO || broker.workingHoursSEO ? (
            <>
              <dt className="font-medium text-navy">{labels.workingHours}</dt>
              <dd>{[broker.workingDaysSEO, broker.workingHoursSEO].filter(Boolean).join(', ')}</dd>
            </>
          ) : null}
          {broker.restrictedHours ? (
            <>
              <dt className="font-medium text-navy">{labels.restrictedHours}</dt>
              <dd>{broker.restrictedHours}</dd>
            </>
          ) : null}
        </dl>
        {broker.messaging.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {broker.messaging.map(({ app, url }) => (
              <li key={app}>
                <a
                  className="inline-flex h-9 items-center border border-navy px-3 text-xs font-semibold tracking-[0.12em] text-navy uppercase hover:bg-navy hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-deep"
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={fill(labels.messageOn, { app: labels.apps[app], name: broker.fullName })}
                >
                  {labels.apps[app]}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {children}
      </div>
    </article>
  );
}
