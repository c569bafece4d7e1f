/**
 * Every text colour on the background it is drawn on, as the components use them: token names of
 * ./globals.css, with an optional `/alpha` (percent) as in the Tailwind class (`text-white/70`).
 * colour-pairs.test.ts checks each pair for WCAG AA contrast; add a pair when a component puts
 * text of one token on another. Text over photographs relies on the cover gradient instead and is
 * checked in the browser (site/e2e/accessibility.spec.ts).
 */
export type TextPair = {
  text: string;
  background: string;
  /** Large text (at least 24 px, or 18.66 px bold) needs 3:1 instead of 4.5:1. */
  large?: boolean;
  where: string;
};

export const TEXT_PAIRS: readonly TextPair[] = [
  // Light surfaces: white and the 'grey' section background.
  { text: 'navy', background: 'white', where: 'default text, headings (blue-dark), header, secondary and tertiary buttons' },
  { text: 'navy', background: 'gray-50', where: 'headings and buttons on grey sections' },
  { text: 'black', background: 'white', where: "heading colour 'black'" },
  { text: 'black', background: 'gray-50', where: "heading colour 'black' on grey sections" },
  { text: 'body', background: 'white', where: 'running text, menu links, error page intro' },
  { text: 'body', background: 'gray-50', where: 'running text on grey sections' },
  { text: 'gold-deep', background: 'white', where: 'error label, figure prefix and unit, link and tertiary hover' },
  { text: 'gold-deep', background: 'gray-50', where: 'figure prefix and unit on grey sections' },
  { text: 'navy/70', background: 'white', where: 'breadcrumb links (blue)' },
  { text: 'black/70', background: 'white', where: 'breadcrumb links (black)' },
  { text: 'navy', background: 'gray-100', where: 'error page stack trace' },
  { text: 'alert-ink', background: 'white', where: 'form field errors (site/lib/forms/view.tsx)' },
  // Filled buttons and badges.
  { text: 'white', background: 'navy', where: 'primary button, secondary hover, error page button, mobile enquiry' },
  { text: 'white', background: 'gold-deep', where: 'primary button hover' },
  { text: 'navy', background: 'gold', where: 'primary button on dark surfaces, favourites badge, newsletter hover' },
  { text: 'navy', background: 'white', where: 'primary button hover on dark surfaces' },
  // Dark surfaces: navy sections, split banner, footer.
  { text: 'white', background: 'navy', where: 'headings and text on navy' },
  { text: 'white/80', background: 'navy', where: 'split banner text' },
  { text: 'white/75', background: 'navy', where: 'breadcrumb links (white)' },
  { text: 'white/70', background: 'navy', where: 'figure captions on dark surfaces' },
  { text: 'gold', background: 'navy', where: 'footer headings, newsletter button, figure prefix and unit on dark' },
  { text: 'gold-light', background: 'navy', where: 'link and tertiary hover on dark' },
  { text: 'gray-50', background: 'navy', where: "heading colour 'gray-50'" },
  { text: 'gray-white', background: 'navy', where: "heading colour 'gray-white'" },
  { text: 'gray-200', background: 'navy', where: 'footer text' },
  { text: 'gray-300', background: 'navy', where: 'footer links' },
  { text: 'gray-400', background: 'navy', where: 'footer labels and legal line' },
  // Preview only.
  { text: 'navy', background: 'gold-light', where: 'preview banner' },
  { text: 'alert-ink', background: 'alert-light', where: 'editor problem box' },
  { text: 'alert-ink', background: 'alert-100', where: 'codes in the editor problem box' },
];
