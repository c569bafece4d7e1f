/**
 * A line icon from the sprite (sprite.ts): decorative, so hidden from assistive technology. Its
 * colour is the text colour; `fill` fills the shape (a pressed compare toggle). Stroke and fill
 * come from the `ic` classes (site/app/styles/chrome.css), so each icon is a short tag.
 */
import { cx } from '../tokens';
import { ICON_SPRITE_PATH, type IconName } from './names';

export type IconProps = { name: IconName; size?: number; fill?: boolean; className?: string };

export function Icon({ name, size = 22, fill = false, className }: IconProps) {
  return (
    <svg width={size} height={size} aria-hidden="true" className={cx('ic', fill && 'ic-fill', className)}>
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}
