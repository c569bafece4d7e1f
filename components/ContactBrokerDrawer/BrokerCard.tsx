/**
 * One broker (spec 3.8, 2.13): photo, name, job title, office and its local time, the phone (spec 5.1
 * number, only when isPhoneVisible), e-mail, messaging apps, and an optional action (make enquiry).
 * No hooks: the drawer island and server components both render it.
 */
import type { ReactNode } from 'react';
import type { BrokerContact } from '../../schema/components/broker-contact';
import { Media } from '../ui/Media';
import { fill } from '../../schema/words';
import { linkTarget } from '../../schema/links';
import type { BrokerLabels } from './labels';

export function BrokerCard({
  broker,
  labels,
  localTime,
  headingLevel = 'h3',
  children,
}: {
  broker: BrokerContact;
  labels: BrokerLabels;
  /** The office's time now (only where it is rendered live): as the visitor reads it, and as HH:MM. */
  localTime?: { text: string; dateTime: string } | null;
  headingLevel?: 'h2' | 'h3';
  children?: ReactNode;
}) {
  const Heading = headingLevel;
  return (
    <article className="bk-card" aria-labelledby={`broker-${broker.codename}`}>
      <div className="bk-photo">{broker.personImage ? <Media media={broker.personImage} sizes="80px" fill /> : null}</div>
      <div className="bk-info">
        <Heading id={`broker-${broker.codename}`} className="bk-name">
          {broker.fullName}
        </Heading>
        {broker.jobTitle ? <p>{broker.jobTitle}</p> : null}
        <dl className="bk-dl">
          {broker.officeName ? (
            <>
              <dt className="bk-dt">{labels.office}</dt>
              <dd>{broker.officeName}</dd>
            </>
          ) : null}
          {localTime ? (
            <>
              <dt className="bk-dt">{labels.localTime}</dt>
              <dd>
                <time data-testid="broker-local-time" dateTime={localTime.dateTime}>
                  {localTime.text}
                </time>
              </dd>
            </>
          ) : null}
          {broker.phone ? (
            <>
              <dt className="bk-dt">{labels.phone}</dt>
              <dd>
                <a className="bk-link" href={broker.phone.href}>
                  {broker.phone.display}
                </a>
              </dd>
            </>
          ) : null}
          {broker.email ? (
            <>
              <dt className="bk-dt">{labels.email}</dt>
              <dd className="break-all">
                <a className="bk-link" href={`mailto:${broker.email}`}>
                  {broker.email}
                </a>
              </dd>
            </>
          ) : null}
          {broker.workingDaysSEO || broker.workingHoursSEO ? (
            <>
              <dt className="bk-dt">{labels.workingHours}</dt>
              <dd>{[broker.workingDaysSEO, broker.workingHoursSEO].filter(Boolean).join(', ')}</dd>
            </>
          ) : null}
          {broker.restrictedHours ? (
            <>
              <dt className="bk-dt">{labels.restrictedHours}</dt>
              <dd>{broker.restrictedHours}</dd>
            </>
          ) : null}
        </dl>
        {broker.messaging.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {broker.messaging.map(({ app, url }) => (
              <li key={app}>
                <a className="bk-app" href={url} {...linkTarget(url, true)} aria-label={fill(labels.messageOn, { app: labels[app], name: broker.fullName })}>
                  {labels[app]}
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
