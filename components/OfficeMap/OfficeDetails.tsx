/**
 * An office's contact block (spec 3.8): address, phone (tel: link, spec 5.1), local time and
 * opening hours; fax and e-mail where the block shows them. Used by the footer selector and the
 * office components, on light and dark surfaces.
 */
import type { ReactNode } from 'react';
import type { OfficeSummary } from '../../schema/catalogue/office';
import { LocalTime } from './LocalTime.client';
import type { MapTheme, OfficeLabels } from './types';

export type OfficeDetailsProps = {
  office: OfficeSummary & { fax?: string | null; email?: string | null };
  labels: OfficeLabels;
  locale: string;
  theme: MapTheme;
};

const TONE: Record<MapTheme, { term: string; value: string; link: string }> = {
  dark: { term: 'text-gray-400', value: 'text-gray-200', link: 'ofd-link text-white hover:text-gold-light' },
  light: { term: 'text-body', value: 'text-navy', link: 'ofd-link text-navy hover:text-gold-deep' },
};

export function OfficeDetails({ office, labels, locale, theme }: OfficeDetailsProps) {
  const tone = TONE[theme];
  const row = (term: string, value: ReactNode) => (
    <div className="ofd-row">
      <dt className={`ofd-term ${tone.term}`}>{term}</dt>
      <dd className={tone.value}>{value}</dd>
    </div>
  );
  return (
    <dl className="ofd" data-office={office.codename}>
      {office.address.length > 0 &&
        row(
          labels.address,
          <address className="not-italic">
            {office.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>,
        )}
      {office.phone &&
        row(
          labels.phone,
          office.tel ? (
            <a href={office.tel} className={tone.link}>
              {office.phone}
            </a>
          ) : (
            office.phone
          ),
        )}
      {office.fax && row(labels.fax, office.fax)}
      {office.email &&
        row(
          labels.email,
          <a href={`mailto:${office.email}`} className={tone.link}>
            {office.email}
          </a>,
        )}
      {office.timezone && row(labels.localTime, <LocalTime zone={office.timezone} locale={locale} />)}
      {office.openingHours && row(labels.openingHours, office.openingHours)}
    </dl>
  );
}
