/** A start date, or a start and end date, as real <time> elements in the page's language. */
import type { Locale } from '../../../schema/constants/locale';

const dayOf = (iso: string): string => iso.slice(0, 10);
const text = (iso: string, locale: Locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

export function Dates({ start, end, locale }: { start: string | null; end: string | null; locale: Locale }) {
  if (!start) return null;
  return (
    <>
      <time dateTime={dayOf(start)}>{text(start, locale)}</time>
      {end && dayOf(end) !== dayOf(start) ? (
        <>
          {' – '}
          <time dateTime={dayOf(end)}>{text(end, locale)}</time>
        </>
      ) : null}
    </>
  );
}
