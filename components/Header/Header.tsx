/**
 * Spec 2.6 header: search, menu (mobile), centred logo linking home, favourites with a badge when
 * the compare total is above 0, mail (mobile) and Inquire (desktop). Menus open on hover and focus
 * without client JavaScript; the header machine's island adds the mobile menu. The mobile panel is
 * the header's sibling: the header's backdrop-filter would make it the containing block of a fixed
 * panel and clip it to the header's height.
 */
import { Logo } from '../Logo/Logo';
import type { HeaderLabels, Navigation } from './navigation';
import { MainMenu } from './MainMenu';
import { MobileMenu } from './MobileMenu';
import { HeaderState, MobileMenuButton, MobileMenuPanel } from './HeaderState.client';
import { HeartIcon, MailIcon, SearchIcon } from './icons';

const MOBILE_MENU_ID = 'mobile-menu';
const MENU_BUTTON_ID = 'mobile-menu-button';

export type HeaderProps = {
  navigation: Navigation;
  labels: HeaderLabels;
  homeHref: string;
  searchHref: string;
  compareHref: string;
  brandName: string;
  compareTotal?: number;
};

export function Header({ navigation, labels, homeHref, searchHref, compareHref, brandName, compareTotal = 0 }: HeaderProps) {
  return (
    <HeaderState>
      <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 text-navy backdrop-blur">
        <div className="mx-auto grid h-[76px] max-w-[1600px] grid-cols-[1fr_auto_1fr] items-center px-4 lg:h-24 lg:px-8">
          <div className="flex items-center gap-2">
            <MobileMenuButton id={MENU_BUTTON_ID} controls={MOBILE_MENU_ID} openLabel={labels.openMenu} closeLabel={labels.closeMenu} />
            <a
              href={searchHref}
              aria-label={labels.search}
              className="flex items-center gap-2 p-2 text-xs tracking-[0.2em] uppercase hover:text-gold-deep"
            >
              <SearchIcon />
              <span className="hidden xl:inline">{labels.search}</span>
            </a>
          </div>
          <a href={homeHref} className="text-navy">
            <Logo name={brandName} />
            <span className="sr-only">{labels.home}</span>
          </a>
          <div className="flex items-center justify-end gap-1 sm:gap-3">
            <a href={compareHref} aria-label={labels.favourites} className="relative p-2 hover:text-gold-deep">
              <HeartIcon />
              {compareTotal > 0 && (
                <span className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-gold px-1 text-[0.625rem] font-medium text-navy">
                  {compareTotal}
                </span>
              )}
            </a>
            <a href={navigation.enquiry.href} aria-label={labels.mail} className="p-2 hover:text-gold-deep lg:hidden">
              <MailIcon />
            </a>
            <a
              href={navigation.enquiry.href}
              className="hidden border border-navy px-6 py-2.5 text-xs font-medium tracking-[0.2em] uppercase transition hover:bg-navy hover:text-white lg:inline-block"
            >
              {navigation.enquiry.text}
            </a>
          </div>
        </div>
        <MainMenu navigation={navigation} label={labels.mainMenu} />
      </header>
      <MobileMenuPanel id={MOBILE_MENU_ID} buttonId={MENU_BUTTON_ID} label={labels.mainMenu}>
        <MobileMenu navigation={navigation} />
      </MobileMenuPanel>
    </HeaderState>
  );
}
