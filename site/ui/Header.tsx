/** The site header (spec 2.6) fed from the menu configuration of the locale. */
import { getTranslations } from 'next-intl/server';
import { Header as HeaderView } from '../../components/Header/Header';
import { BRAND_NAME } from '../../schema/constants/brand';
import type { Locale } from '../../schema/constants/locale';
import { localisedPath, publicPath } from '../../schema/locale';
import { ENQUIRY_DEFAULT } from '../../schema/navigation/menu_configuration';
import { getNavigation } from '../lib/configuration';
import { onDemandUrl } from '../lib/on-demand-route';

export async function Header({ locale, preview }: { locale: Locale; preview: boolean }) {
  const [navigation, t] = await Promise.all([getNavigation(locale, preview), getTranslations({ locale, namespace: 'header' })]);
  // Without a menu configuration the header still offers home, search and the enquiry (spec 3.11).
  const fallback = { items: [], enquiry: { text: t('inquire'), href: localisedPath(ENQUIRY_DEFAULT.url, locale), external: false } };
  return (
    <HeaderView
      navigation={navigation ?? fallback}
      brandName={BRAND_NAME}
      menuPanelsUrl={onDemandUrl('/api/menu/', locale, preview)}
      homeHref={publicPath('/', locale)}
      searchHref={publicPath('/search', locale)}
      compareHref={publicPath('/compare', locale)}
      labels={{
        search: t('search'),
        openMenu: t('openMenu'),
        closeMenu: t('closeMenu'),
        home: t('home'),
        favourites: t('favourites'),
        mail: t('mail'),
        mainMenu: t('mainMenu'),
        submenu: t('submenu', { item: '{item}' }),
        shortlistCount: t('shortlistCount'),
      }}
    />
  );
}
