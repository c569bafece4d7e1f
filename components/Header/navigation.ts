/** The header's view of the menu configuration (spec 3.11), mapped in schema/navigation. */
export type { ImageTeaser, NavGroup, NavItem, NavLink, Navigation } from '../../schema/navigation/types';

export type HeaderLabels = {
  search: string;
  openMenu: string;
  closeMenu: string;
  home: string;
  favourites: string;
  mail: string;
  mainMenu: string;
};
