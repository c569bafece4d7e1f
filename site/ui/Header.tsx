/** The site header (spec 2.6) fed from the menu configuration of the locale. */
import { Header as HeaderView } from '../../components/Header/Header';
import { BRAND_NAME } from '../../schema/constants/brand';
import type { Locale } from '../../schema/constants/locale';
import { localisedPath, publicPath } from '../../schema/locale';
import { ENQUIRY_DEFAULT } from '../../schema/navigation/menu_configuration';
import { wordsOf } from '../../schema/words';
import { translatorFor } from '../i18n/translator';
import { getNavigation } from '../lib/configuration';
import { onDemandUrl } from '../lib/on-demand-route';

export async function Header({ locale, preview }: { locale: Locale; preview: boolean }) {
  const navigation = await getNavigation(locale, preview);
  const t = translatorFor(locale);
  // Without a menu configuration the header still offers home, search and the enquiry (spec 3.11).
  const fallback = { items: [], enquiry: { text: t('header.inquire'), href: localisedPath(ENQUIRY_DEFAULT.url, locale), external: false } };
  return (
    <HeaderView
      navigation={navigation ?? fallback}
      brandName={BRAND_NAME}
      menuPanelsUrl={onDemandUrl('/api/menu/', locale, preview)}
      homeHref={publicPath('/', locale)}
      searchHref={publicPath('/search', locale)}
      compareHref={publicPath('/compare', locale)}
      labels={wordsOf(t, 'header')}
    />
  );
}
