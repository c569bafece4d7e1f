/** The navigation content types (spec 3.11): their modules, and the codenames taken from them. */
import { footerConfiguration } from './footer_configuration';
import { imageTeaser } from './image_teaser';
import { linkItem } from './link_item';
import { linkList } from './link_list';
import { menuConfiguration } from './menu_configuration';
import { menuGroup } from './menu_group';
import { menuItem } from './menu_item';

export const NAVIGATION_MODULES = [menuConfiguration, menuItem, menuGroup, linkItem, imageTeaser, linkList, footerConfiguration];

export const NAVIGATION_CODENAMES: readonly string[] = NAVIGATION_MODULES.map((module) => module.codename);
