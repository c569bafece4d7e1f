/**
 * An office's contact block (spec 3.8): address, phone (tel: link, spec 5.1), local time and
 * opening hours; fax and e-mail where the block shows them. Used by the footer selector and the
 * office components, on light and dark surfaces.
 */
import type { ReactNode } from 'react';
import type { OfficeSummary } from '../../schema/catalogue/office';
import { LocalTime } from './LocalTime.lazy.client';
import type { MapTheme, OfficeLabels } from './types';

export type OfficeDetailsProps = {
  office: OfficeSummary & { fax?: string | null; email?: string | null };
  labels: OfficeLabels;
  locale: string;
  theme: MapTheme;
};

/**
 * The surface's colours are one class on the list (site/app/styles/offices.css), not utilities on
 * each term, value and link: a page of twenty offices repeated them about 250 times, twice over.
 */
const TONE: Record<MapTheme, string> = { dark: 'ofd ofd-dark', light: 'ofd ofd-light' };

export function OfficeDetails({ office, labels, locale, theme }: OfficeDetailsProps) {
  const row = (term: string, value: ReactNode) => (
    <div className="ofd-row">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className={TONE[theme]} data-office={office.codename}>
      {office.address.length > 0 &&
        row(
          labels.address,
          <address>
            {office.address.map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </address>,
        )}
      {office.phone &&
        row(
          labels.phone,
          office.tel ? (
            <a href={office.tel} className="ofd-link">
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
          <a href={`mailto:${office.email}`} className="ofd-link">
            {office.email}
          </a>,
        )}
      {office.timezone && row(labels.localTime, <LocalTime zone={office.timezone} locale={locale} />)}
      {office.openingHours && row(labels.openingHours, office.openingHours)}
    </dl>
  );
}
