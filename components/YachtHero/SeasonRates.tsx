/**
 * The weekly charter rates per season (spec 3.3, 9.1) under the hero's price: Summer and Winter
 * rows, Low and High season columns, each amount in every display currency (the visitor's shows;
 * a converted one reads 'Approx', its rate is in the main price's tooltip just above). Only seasons
 * the yacht has rates for are listed.
 */
import type { PriceCurrency } from '../../schema/constants/currency';
import type { SeasonRates as Rates } from '../../schema/yacht/season-rates';
import type { Words } from '../../schema/words';
import { ByCurrency } from '../ui/prefs/ByPreference';

export type SeasonRateLabels = Words<'seasonRates'>;

const byCurrency = (amounts: Record<PriceCurrency, string | null>, empty: string): Record<PriceCurrency, string> => ({
  aud: amounts.aud ?? empty,
  gbp: amounts.gbp ?? empty,
  eur: amounts.eur ?? empty,
  usd: amounts.usd ?? empty,
});

export function SeasonRates({ rates, labels }: { rates: Rates | null; labels: SeasonRateLabels }) {
  if (!rates) return null;
  return (
    <table className="ui-rates" data-season-rates="">
      <caption>{labels.title}</caption>
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
          <tr key={season}>
            <th scope="row">
              {labels[season]}
              <span>{labels[`${season}Months`]}</span>
            </th>
            {levels.map((rate) => (
              <td key={rate.level} data-season-rate={rate.key}>
                <ByCurrency values={byCurrency(rate.amounts, labels.onRequest)} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
