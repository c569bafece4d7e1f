/**
 * The weekly charter rates per season (spec 3.3, 9.1) under the hero's price: Summer and Winter
 * rows, Low and High season columns, each amount in every display currency (the visitor's shows),
 * a converted one titled with its conversion rate. Only seasons the yacht has rates for are listed.
 */
import type { PriceCurrency } from '../../schema/constants/currency';
import type { RateWords, SeasonRates as Rates } from '../../schema/yacht/season-rates';
import type { Words } from '../../schema/words';
import { ByCurrency } from '../ui/prefs/ByPreference';

export type SeasonRateLabels = Words<'seasonRates'>;

const byCurrency = <T,>(amounts: Record<PriceCurrency, RateWords | null>, pick: (words: RateWords) => T, empty: T): Record<PriceCurrency, T> => ({
  aud: amounts.aud ? pick(amounts.aud) : empty,
  gbp: amounts.gbp ? pick(amounts.gbp) : empty,
  eur: amounts.eur ? pick(amounts.eur) : empty,
  usd: amounts.usd ? pick(amounts.usd) : empty,
});

export function SeasonRates({ rates, labels }: { rates: Rates | null; labels: SeasonRateLabels }) {
  if (!rates) return null;
  return (
    // Cells are styled from the table (one class list, not one per cell: markup is sent twice, HTML and RSC).
    <table
      className="mt-6 w-full text-left text-sm text-navy lg:w-auto [&_td,&_th]:py-2 [&_td,&_th]:pr-6 [&_td,&_th]:align-top [&_tr]:border-b [&_tr]:border-gray-200 [&_td:last-child,&_th:last-child]:pr-0 [&_thead]:text-xs [&_thead]:text-body [&_th]:font-semibold"
      data-season-rates=""
    >
      <caption className="mb-2 text-left text-[11px] font-semibold tracking-[0.22em] text-gold-deep uppercase">{labels.title}</caption>
      <thead>
        <tr>
          <td>
            <span className="sr-only">{labels.season}</span>
          </td>
          <th scope="col">{labels.low}</th>
          <th scope="col">{labels.high}</th>
        </tr>
      </thead>
      <tbody>
        {rates.map(({ season, rates: levels }) => (
          <tr key={season} data-season={season}>
            <th scope="row">
              {labels[season]}
              <span className="block text-xs font-normal text-body">{labels[`${season}Months`]}</span>
            </th>
            {levels.map((rate) => (
              <td key={rate.level} data-season-rate={rate.key}>
                <ByCurrency values={byCurrency(rate.amounts, (words) => words.text, labels.onRequest)} titles={byCurrency(rate.amounts, (words) => words.tooltip, null)} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
