/**
 * Class helpers shared by components. The colours themselves are the design tokens of
 * site/app/globals.css (`@theme`): components use the classes they generate (bg-navy, text-body,
 * border-gold...) and never a hex value.
 */

/** Light sections show dark text and buttons; dark ones (covers, inverted blocks) the reverse. */
export type Surface = 'light' | 'dark';

export const cx = (...classes: readonly (string | false | null | undefined)[]): string => classes.filter(Boolean).join(' ');

/** The props that have a value: an undefined prop still costs its name in the page's RSC payload. */
export const defined = <T extends Record<string, unknown>>(props: T): Partial<T> => Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as Partial<T>;
