/**
 * Numbers and times in a visitor's language, through formatters kept per locale and options: making
 * one costs far more than formatting with it (`toLocaleString` with a locale makes one on every
 * call), and a page may format hundreds of numbers or tick twenty clocks.
 */
const kept = <Options, Format>(make: (locale: string, options: Options) => Format) => {
  const formats = new Map<string, Format>();
  return (locale: string, options: Options): Format => {
    const key = `${locale} ${JSON.stringify(options)}`;
    let format = formats.get(key);
    if (!format) {
      format = make(locale, options);
      formats.set(key, format);
    }
    return format;
  };
};

export const numberFormat = kept((locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));

export const pluralRules = kept((locale, options: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options));

export const timeFormat = kept((locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));
