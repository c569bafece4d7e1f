/**
 * A line icon from the sprite (sprite.ts): decorative, so hidden from assistive technology. Its
 * colour is the text colour; `fill` fills the shape (a pressed compare toggle). Stroke and fill
 * come from the `ic` classes (site/app/styles/chrome.css), and so does the size (`ic-{size}`, 22 px
 * without one): each icon is a short tag in the HTML and in the RSC payload.
 */
import { cx } from '../tokens';
import { ICON_SPRITE_PATH, type IconName } from './names';

/** The sizes chrome.css draws; 22 is the default, the `ic` class's own. */
const SIZE_CLASS = { 14: 'ic-14', 16: 'ic-16', 18: 'ic-18', 20: 'ic-20', 22: null } as const;
export type IconSize = keyof typeof SIZE_CLASS;
export type IconProps = { name: IconName; size?: IconSize; fill?: boolean; className?: string };

export function Icon({ name, size = 22, fill = false, className }: IconProps) {
  return (
    <svg aria-hidden="true" className={cx('ic', SIZE_CLASS[size], fill && 'ic-fill', className)}>
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}
