/**
 * Numbers in a visitor's language. One Intl.NumberFormat per locale and options, made once: making
 * one costs far more than formatting with it, and `toLocaleString` with a locale makes one on every
 * call (the itinerary builder's yacht list formatted about 150 numbers at load that way).
 */
const formats = new Map<string, Intl.NumberFormat>();

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
};
