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
