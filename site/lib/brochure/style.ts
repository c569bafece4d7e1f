/**
 * The brochure's colours: the site's @theme tokens (site/app/globals.css) as a PDF needs them. Its
 * type is the site's own (./fonts.ts).
 */
export const PDF_COLOURS = {
  navy: '#0b1b2b',
  gold: '#b08d57',
  goldDeep: '#8b6b3a',
  body: '#3d4853',
  white: '#ffffff',
  whiteSoft: '#d9d6d0',
  rule: '#e2e8f0',
} as const;
