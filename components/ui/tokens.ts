/**
 * The visual language shared by components: a deep navy, a warm sand/gold accent, white and
 * grey-50 surfaces. Tailwind needs literal class names, so tokens are whole classes.
 */
export const tone = {
  navyBg: 'bg-[#0b1b2b]',
  navyText: 'text-[#0b1b2b]',
  goldBg: 'bg-[#b08d57]',
  goldText: 'text-[#b08d57]',
  goldBorder: 'border-[#b08d57]',
  bodyText: 'text-[#3d4853]',
  hairline: 'border-[#0b1b2b]/10',
} as const;

/** Light sections show dark text and buttons; dark ones (covers, inverted blocks) the reverse. */
export type Surface = 'light' | 'dark';

export const cx = (...classes: readonly (string | false | null | undefined)[]): string =>
  classes.filter(Boolean).join(' ');
