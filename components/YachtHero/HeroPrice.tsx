/** The hero's price block (spec 9.1): label, the price in every currency (one shows), ribbon, tax words. */
import { PRICE_CURRENCIES, PRICE_TEXTS, type PriceCurrency } from '../../schema/constants/currency';
import type { Locale } from '../../schema/constants/locale';
import type { YachtHeroData } from '../../schema/components/yacht_hero_component';
import { taxSuffixText } from '../../schema/yacht/tax';
import { ByCurrency } from '../ui/prefs/ByPreference';
import { ConversionTooltip } from './ConversionTooltip';
import type { YachtLabels } from './labels';

export function HeroPrice({ yacht, labels, locale }: { yacht: YachtHeroData; labels: YachtLabels; locale: Locale }) {
  const { prices, tax } = yacht;
  if (!prices) return null;
  const text = (currency: PriceCurrency) => prices[currency]?.text ?? null;
  const rates = PRICE_CURRENCIES.flatMap((currency) => {
    const rate = prices[currency]?.rate;
    return rate ? [[currency, rate] as const] : [];
  });
  const suffix = tax?.suffix ? taxSuffixText(tax.suffix, labels.priceSuffix) : null;
  return (
    <div data-hero-price="">
      <p className="yp-eyebrow">{tax ? labels.tax[tax.label] : labels.charterRate}</p>
      {/* A div, not a p: the conversion tooltip is a <details>, which a p cannot hold. */}
      <div className="yp-price">
        <div className="yp-price-words">
          <span>
            <ByCurrency values={{ aud: text('aud'), gbp: text('gbp'), eur: text('eur'), usd: text('usd') }} />
          </span>
          {rates.length > 0 ? <ConversionTooltip sentence={PRICE_TEXTS.conversionTooltip[locale]} rates={rates} label={labels.conversionInfo} /> : null}
        </div>
      </div>
      {suffix ? <p className="mt-1 text-sm text-body">{suffix}</p> : null}
      {tax?.usNote ? <p className="mt-2 max-w-sm text-xs leading-relaxed text-body">{labels.usNote}</p> : null}
    </div>
  );
}
