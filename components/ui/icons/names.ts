/** The icons of the sprite (sprite.ts) and where it is served; shared by server and client components. */
export const ICON_NAMES = [
  'search',
  'heart',
  'compare',
  'mail',
  'menu',
  'chevron',
  'close',
  'instagram',
  'facebook',
  'youtube',
  'linkedin',
  'pinterest',
  'twitter',
  'tiktok',
  'threads',
  'external',
  'share',
  'copy',
  'whatsapp',
  'download',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export const ICON_SPRITE_PATH = '/icons.svg';

/** The deck plans' yacht drawings, in the same sprite on their own grid. */
export const RIG_DRAWINGS = ['rig-motor', 'rig-sail'] as const;
export type RigDrawing = (typeof RIG_DRAWINGS)[number];
export const RIG_VIEW_BOX = '0 0 120 48';
