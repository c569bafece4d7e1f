/**
 * Class helpers shared by components. The colours themselves are the design tokens of
 * site/app/globals.css (`@theme`): components use the classes they generate (bg-navy, text-body,
 * border-gold...) and never a hex value.
 */

/** Light sections show dark text and buttons; dark ones (covers, inverted blocks) the reverse. */
export type Surface = 'light' | 'dark';

export const cx = (...classes: readonly (string | false | null | undefined)[]): string =>
  classes.filter(Boolean).join(' ');
