/**
 * A line icon from the sprite (sprite.ts): decorative, so hidden from assistive technology. Its
 * colour is the text colour; `fill` fills the shape (a pressed compare toggle).
 */
import { ICON_SPRITE_PATH, type IconName } from './names';

export type IconProps = { name: IconName; size?: number; strokeWidth?: number; fill?: boolean; className?: string };

export function Icon({ name, size = 22, strokeWidth = 1.5, fill = false, className }: IconProps) {
  return (
    <svg width={size} height={size} fill={fill ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={strokeWidth} aria-hidden="true" className={className}>
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}
