/**
 * The site's line icons (spec 9.8) as one SVG sprite, served once and cached by the browser
 * (site/app/icons.svg), so pages carry a short `<use>` per icon instead of its drawing, which the
 * HTML and the RSC payload would each repeat. Every icon is drawn on a 24 x 24 grid; colour, fill
 * and stroke width come from the `<svg>` that uses it (components/ui/icons/Icon.tsx).
 */
import { RIG_VIEW_BOX, type IconName, type RigDrawing } from './names';

const ICONS: Record<IconName, string> = {
  search: '<circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5" stroke-linecap="round"/>',
  heart: '<path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" stroke-linejoin="round"/>',
  compare: '<path d="M12 20.5s-7.5-4.4-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.7-7.5 10.1-7.5 10.1z"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="1"/><path d="m3.5 6 8.5 7 8.5-7"/>',
  menu: '<path d="M3 7h18M3 12h18M3 17h18" stroke-linecap="round"/>',
  chevron: '<path d="m6 9 6 6 6-6" stroke-linecap="round" stroke-linejoin="round"/>',
  close: '<path d="M5 5l14 14M19 5 5 19" stroke-linecap="round"/>',
  instagram: '<path d="M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01" stroke-linejoin="round"/>',
  facebook: '<path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8Z" stroke-linejoin="round"/>',
  youtube: '<path d="M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V8Zm7 1v6l5-3-5-3Z" stroke-linejoin="round"/>',
  linkedin: '<path d="M4 9h4v11H4V9Zm2-5a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm4 5h4v2c.6-1.2 2-2.2 4-2.2 3 0 4 2 4 5V20h-4v-5.5c0-1.5-.5-2.5-2-2.5s-2 1-2 2.5V20h-4V9Z" stroke-linejoin="round"/>',
  pinterest:
    '<path d="M12 3a9 9 0 0 0-3.3 17.4c0-.8 0-1.9.2-2.7l1.3-5.5s-.3-.7-.3-1.6c0-1.5.9-2.7 2-2.7.9 0 1.4.7 1.4 1.5 0 .9-.6 2.3-.9 3.6-.3 1.1.5 1.9 1.6 1.9 1.9 0 3.2-2.4 3.2-5.3 0-2.2-1.5-3.8-4.1-3.8a4.7 4.7 0 0 0-4.9 4.7c0 .9.3 1.5.7 2" stroke-linejoin="round"/>',
  twitter: '<path d="M4 4l7 9-7 7h2l6-6 4 6h4l-7-10 6-6h-2l-5 5-4-5H4Z" stroke-linejoin="round"/>',
  tiktok: '<path d="M14 3h3a4 4 0 0 0 4 4v3a7 7 0 0 1-4-1.3V15a6 6 0 1 1-6-6v3a3 3 0 1 0 3 3V3Z" stroke-linejoin="round"/>',
  threads: '<path d="M16.5 11.5c-.3-3-2-4.5-4.5-4.5-3 0-5 2.4-5 5.5S9 18 12 18c2.5 0 4.5-1.5 4.5-3.5S14.8 12 12.5 12 10 13 10 14s1 1.5 2 1.5" stroke-linejoin="round"/>',
  external: '<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" stroke-linecap="round" stroke-linejoin="round"/>',
  share: '<path d="M12 3v12M7 8l5-5 5 5M5 13v8h14v-8" stroke-linecap="round" stroke-linejoin="round"/>',
  copy: '<path d="M9 9h11v11H9zM5 15H4V4h11v1" stroke-linecap="round" stroke-linejoin="round"/>',
  whatsapp: '<path d="m4 20 1.4-4.2A8 8 0 1 1 8.3 18.7zM9 9c0 3 3 6 6 6" stroke-linecap="round" stroke-linejoin="round"/>',
  download: '<path d="M12 4v11M7 10l5 5 5-5M5 20h14" stroke-linecap="round" stroke-linejoin="round"/>',
};

/**
 * The deck plans' motor and sailing-yacht drawings (spec 9.8), on their own 120 x 48 grid. A page's
 * stylesheet does not reach into a sprite, so the sails take the theme's gold through its custom
 * property, which does.
 */
const RIG_LINE = '<path d="M4 36h112" stroke="currentColor" stroke-opacity="0.25" stroke-width="1"/>';
const RIG_STROKE = 'fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round"';
const SAIL_FILL = 'fill="var(--color-gold-light)"';
const DRAWINGS: Record<RigDrawing, string> = {
  'rig-motor': `${RIG_LINE}<g ${RIG_STROKE}><path d="M10 28h96l-10 8H22z"/><path d="M26 28l6-8h50l10 8"/><path d="M40 20l5-6h26l5 6"/><path d="M38 24h8M52 24h8M66 24h8M50 17h6M60 17h6"/></g>`,
  'rig-sail': `${RIG_LINE}<g ${RIG_STROKE}><path d="M20 30h80l-8 6H30z"/><path d="M62 28V4"/><path d="M60 6 34 27h26z" ${SAIL_FILL}/><path d="M64 8l20 19H64z" ${SAIL_FILL}/></g>`,
};

export const iconSprite = (): string =>
  `<svg xmlns="http://www.w3.org/2000/svg">${[
    ...Object.entries(ICONS).map(([name, body]) => `<symbol id="${name}" viewBox="0 0 24 24">${body}</symbol>`),
    ...Object.entries(DRAWINGS).map(([name, body]) => `<symbol id="${name}" viewBox="${RIG_VIEW_BOX}">${body}</symbol>`),
  ].join('')}</svg>`;
