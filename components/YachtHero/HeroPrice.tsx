/** The hero's price block (spec 9.1): label, the price in every currency (one shows), ribbon, tax words. */
import type { PriceCurrency } from '../../schema/constants/currency';
import type { YachtHeroData } from '../../schema/components/yacht_hero_component';
import type { PriceWords } from '../../schema/yacht/price-text';
import { taxSuffixText } from '../../schema/yacht/tax';
import { ByCurrency } from '../ui/prefs/ByPreference';
import { ConversionTooltip } from './ConversionTooltip';
import type { YachtLabels } from './labels';

function Words({ words, label }: { words: PriceWords | null; label: string }) {
  if (!words) return null;
  return (
    <div className="yp-price-words">
      <span data-price-text="">{words.text}</span>
      {words.tooltip ? <ConversionTooltip text={words.tooltip} label={label} /> : null}
    </div>
  );
}

export function HeroPrice({ yacht, labels }: { yacht: YachtHeroData; labels: YachtLabels }) {
  const { prices, tax } = yacht;
  if (!prices) return null;
  const at = (currency: PriceCurrency) => <Words words={prices[currency]} label={labels.conversionInfo} />;
  const values = { aud: at('aud'), gbp: at('gbp'), eur: at('eur'), usd: at('usd') };
  const suffix = tax?.suffix ? taxSuffixText(tax.suffix, labels.priceSuffix) : null;
  return (
    <div data-hero-price="">
      <p className="yp-eyebrow">
        {tax ? labels.tax[tax.label] : labels.charterRate}
      </p>
      {/* Divs, not a p or spans: the conversion tooltip inside is a <details>, which neither can hold. */}
      <div className="yp-price">
        <ByCurrency values={values} as="div" />
      </div>
      {suffix ? <p className="mt-1 text-sm text-body">{suffix}</p> : null}
      {tax?.usNote ? <p className="mt-2 max-w-sm text-xs leading-relaxed text-body">{labels.usNote}</p> : null}
    </div>
  );
}
