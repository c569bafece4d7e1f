/** The header's view of the menu configuration (spec 3.11), mapped in schema/navigation. */
import type { Words } from '../../schema/words';

export type { ImageTeaser, NavGroup, NavItem, NavLink, Navigation, YachtTeaser } from '../../schema/navigation/types';

/** The header's words (site/messages `header`); `submenu` keeps `{item}` for the item's text. */
export type HeaderLabels = Words<'header'>;
