/** The navigation content types (spec 3.11), each taken from its module's codename. */
import { footerConfiguration } from './footer_configuration';
import { imageTeaser } from './image_teaser';
import { linkItem } from './link_item';
import { linkList } from './link_list';
import { menuConfiguration } from './menu_configuration';
import { menuGroup } from './menu_group';
import { menuItem } from './menu_item';

export const NAVIGATION_CODENAMES: readonly string[] = [
  menuConfiguration,
  menuItem,
  menuGroup,
  linkItem,
  imageTeaser,
  linkList,
  footerConfiguration,
].map((module) => module.codename);
