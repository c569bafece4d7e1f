/** The header's view of the menu configuration (spec 3.11), mapped in schema/navigation. */
export type { ImageTeaser, NavGroup, NavItem, NavLink, Navigation, YachtTeaser } from '../../schema/navigation/types';

export type HeaderLabels = {
  search: string;
  openMenu: string;
  closeMenu: string;
  home: string;
  favourites: string;
  mail: string;
  mainMenu: string;
  /** The label of an item's submenu button, with `{item}` for the item's text. */
  submenu: string;
  /** Read after the badge's number. */
  shortlistCount: string;
};
