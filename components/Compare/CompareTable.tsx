/**
 * One market view's comparison (spec 2.11): a table with a column per yacht (picture, name and
 * link, price in every currency, remove and brochure) and a body per section, rows aligned across
 * yachts. Rows whose values differ are marked; a missing value is a dash. On small screens the
 * table scrolls sideways under the sticky row labels.
 */
import type { z } from 'zod/mini';
import { SPEC_ROW_KEYS } from '../../schema/components/specification_table_component.rows';
import type { compareTableSchema } from '../../schema/compare/response';
import { ByCurrency } from '../ui/prefs/ByPreference';
import { mediaUrl } from '../ui/media-url';
import { SpecValueText } from '../SpecificationTable/spec-value';
import { plural } from '../../schema/plural';
import { fill } from '../../schema/words';
import type { Locale } from '../../schema/constants/locale';
import type { CompareLabels } from './labels';

type Table = z.output<typeof compareTableSchema>;
type Row = Table['sections'][number]['rows'][number];
type Value = NonNullable<Row['values'][number]>;
type Column = Table['yachts'][number];

const LABEL_CELL = 'sticky left-0 z-10 w-32 min-w-32 bg-white px-3 py-3 text-left align-top sm:w-52 sm:min-w-52 sm:px-4';
const CELL = 'min-w-40 px-3 py-3 align-top sm:min-w-52 sm:px-4';

const rowLabel = (row: Row, view: Table['view'], labels: CompareLabels): string | null => {
  if (row.key === 'feature') return row.label;
  if (row.key === 'powerOrSail') return labels.rows.powerOrSail;
  if (row.key === 'location') return view === 'sale' ? labels.rows.lyingSale : labels.rows.cruisingAreas;
  const key = SPEC_ROW_KEYS.find((k) => k === row.key);
  return key ? labels.spec[key] : null;
};

function ValueText({ value, labels, locale }: { value: Value | null; labels: CompareLabels; locale: Locale }) {
  if (value === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{labels.missingValue}</span>
      </>
    );
  }
  if (value.kind === 'power') return labels.power[value.power];
  if (value.kind === 'present') {
    return (
      <>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" className="text-gold-deep">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
        <span className="sr-only">{labels.present}</span>
      </>
    );
  }
  return <SpecValueText value={value} labels={labels.spec} locale={locale} cabins={(kind, count) => plural(labels.spec.cabinKinds[kind], locale, count)} />;
}

/** A converted price names its rate on hover (spec 9.1 tooltip), as on the yacht cards. */
const priceText = (words: { text: string; tooltip: string | null } | null) => (words ? <span title={words.tooltip ?? undefined}>{words.text}</span> : null);

function YachtHead({ column, labels, onRemove }: { column: Column; labels: CompareLabels; onRemove: () => void }) {
  const prices = column.prices;
  return (
    <div className="flex h-full flex-col gap-3" data-compare-yacht={column.id}>
      {/* As wide as a card at most: a yacht alone in her view would otherwise fill the table with an enlarged thumbnail. */}
      <div className="relative aspect-[3/2] w-full max-w-sm overflow-hidden bg-gray-100">
        {column.image ? (
          <img src={mediaUrl(column.image.url, { p: 'yacht-thumbnail' })} alt={column.image.alt} className="absolute inset-0 h-full w-full object-cover" loading="lazy" decoding="async" />
        ) : null}
      </div>
      <p className="text-base font-semibold tracking-wide text-navy uppercase">
        {column.href ? (
          <a href={column.href} className="underline decoration-gold underline-offset-4 hover:text-gold-deep">
            {column.name}
          </a>
        ) : (
          column.name
        )}
      </p>
      <div className="text-xs text-body">
        <p className="font-semibold tracking-[0.16em] text-gold-deep uppercase">{column.view === 'charter' ? labels.charterRate : labels.price}</p>
        <p className="mt-1 text-sm font-semibold text-navy" data-compare-price="">
          {prices ? <ByCurrency values={{ aud: priceText(prices.aud), gbp: priceText(prices.gbp), eur: priceText(prices.eur), usd: priceText(prices.usd) }} /> : labels.noPrice}
        </p>
      </div>
      <div className="mt-auto flex flex-wrap gap-x-4 gap-y-2 text-xs font-semibold tracking-[0.14em] uppercase">
        <button
          type="button"
          onClick={onRemove}
          aria-label={fill(labels.removeLabel, { name: column.name })}
          className="min-h-11 text-navy uppercase underline-offset-4 hover:text-gold-deep hover:underline"
        >
          {labels.remove}
        </button>
        {column.brochureHref ? (
          <a
            href={column.brochureHref}
            download
            aria-label={fill(labels.brochureLabel, { name: column.name })}
            className="inline-flex min-h-11 items-center text-navy underline-offset-4 hover:text-gold-deep hover:underline"
          >
            {labels.brochure}
          </a>
        ) : null}
      </div>
    </div>
  );
}

export function CompareTable({
  table,
  shown,
  onlyDifferences,
  labels,
  locale,
  onRemove,
}: {
  table: Table;
  /** Whether each column is still compared (a removed yacht hides before the new answer arrives). */
  shown: (column: Column) => boolean;
  onlyDifferences: boolean;
  labels: CompareLabels;
  /** The page's language, which the figures are written in. */
  locale: Locale;
  onRemove: (column: Column) => void;
}) {
  const columns = table.yachts.flatMap((column, index) => (shown(column) ? [{ column, index }] : []));
  if (columns.length === 0) return null;
  const caption = plural(labels.caption, locale, columns.length, { view: labels.tabs[table.view] });
  const sections = table.sections
    .map((section) => ({ ...section, rows: section.rows.filter((row) => !onlyDifferences || columns.length < 2 || row.differs) }))
    .filter((section) => section.rows.length > 0);
  return (
    <div className="overflow-x-auto border-y border-gray-200" role="region" aria-label={caption} tabIndex={0} data-compare-table={table.view}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-200">
            <th scope="col" className={`${LABEL_CELL} align-bottom text-[11px] font-semibold tracking-[0.2em] text-body uppercase`}>
              {labels.yacht}
            </th>
            {columns.map(({ column }) => (
              <th key={column.id} scope="col" className={`${CELL} text-left font-normal`}>
                <YachtHead column={column} labels={labels} onRemove={() => onRemove(column)} />
              </th>
            ))}
          </tr>
        </thead>
        {sections.map((section) => (
          <tbody key={section.key} data-compare-section={section.key}>
            <tr>
              <th scope="colgroup" colSpan={columns.length + 1} className="bg-gray-50 px-0 pt-8 pb-3 text-left">
                <span className="sticky left-0 px-3 text-xs font-semibold tracking-[0.24em] text-navy uppercase sm:px-4">{labels.sections[section.key]}</span>
              </th>
            </tr>
            {section.rows.map((row) => {
              const label = rowLabel(row, table.view, labels);
              if (!label) return null;
              const differs = row.differs && columns.length > 1;
              return (
                <tr key={`${row.key}:${row.label ?? ''}`} className="border-b border-gray-200" data-compare-row={row.key} data-differs={differs ? 'true' : undefined}>
                  <th scope="row" className={`${LABEL_CELL} font-semibold text-navy ${differs ? 'shadow-[inset_3px_0_0] shadow-gold' : ''}`}>
                    <span className="block">{label}</span>
                    {differs ? <span className="mt-1 block text-[10px] font-semibold tracking-[0.18em] text-gold-deep uppercase">{labels.differs}</span> : null}
                  </th>
                  {columns.map(({ column, index }) => (
                    <td key={column.id} className={`${CELL} ${differs ? 'font-semibold text-navy' : 'text-body'}`}>
                      <ValueText value={row.values[index] ?? null} labels={labels} locale={locale} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}
