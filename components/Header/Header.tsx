/**
 * Spec 2.6 header: search, menu (mobile), centred logo linking home, favourites with a badge when
 * the compare total is above 0, mail (mobile) and Inquire (desktop), then the main menu. The header
 * machine's island styles the frame while scrolling and runs the menu; the fixed row stays server
 * markup. The menu is rendered once for both the desktop bar and the mobile panel, and
 * its panels are not in the page (menu-model).
 */
import { Logo } from '../Logo/Logo';
import type { HeaderLabels, Navigation } from './navigation';
import { toMenuBar } from './menu-model';
import { MainMenu } from './MainMenu.client';
import { HeaderFrame, HeaderState, MobileMenuButton } from './HeaderState.client';
import { ShortlistBadge } from './ShortlistBadge.client';
import { Icon } from '../ui/icons/Icon';

const MENU_ID = 'main-menu';
const MENU_BUTTON_ID = 'mobile-menu-button';

export type HeaderProps = {
  navigation: Navigation;
  labels: HeaderLabels;
  homeHref: string;
  searchHref: string;
  compareHref: string;
  brandName: string;
  /** Where the menu's panels are fetched from when the visitor first reaches for the menu. */
  menuPanelsUrl: string;
};

export function Header({ navigation, labels, homeHref, searchHref, compareHref, brandName, menuPanelsUrl }: HeaderProps) {
  return (
    <HeaderState>
      <HeaderFrame>
        <div className="hd-row">
          <div className="flex items-center gap-2">
            <MobileMenuButton id={MENU_BUTTON_ID} controls={MENU_ID} openLabel={labels.openMenu} closeLabel={labels.closeMenu} />
            <a href={searchHref} aria-label={labels.search} className="hd-icon caps flex items-center gap-2">
              <Icon name="search" />
              <span className="hidden xl:inline">{labels.search}</span>
            </a>
          </div>
          <a href={homeHref} className="text-navy">
            <Logo name={brandName} />
            <span className="sr-only">{labels.home}</span>
          </a>
          <div className="flex items-center justify-end gap-1 sm:gap-3">
            <a href={compareHref} className="hd-icon">
              <Icon name="heart" />
              <span className="sr-only">{labels.favourites}</span>
              <ShortlistBadge label={labels.shortlistCount} />
            </a>
            <a href={navigation.enquiry.href} aria-label={labels.mail} className="hd-icon lg:hidden">
              <Icon name="mail" />
            </a>
            <a href={navigation.enquiry.href} className="hd-cta">
              {navigation.enquiry.text}
            </a>
          </div>
        </div>
        <MainMenu id={MENU_ID} navigation={toMenuBar(navigation, menuPanelsUrl)} labels={{ mainMenu: labels.mainMenu, submenu: labels.submenu }} />
      </HeaderFrame>
    </HeaderState>
  );
}
