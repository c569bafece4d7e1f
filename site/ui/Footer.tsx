/** The site footer (spec 2.7) fed from the footer configuration, with the language switch of 2.1. */
import { Footer as FooterView } from '../../components/Footer/Footer';
import { BRAND_NAME } from '../../schema/constants/brand';
import { LOCALES, type Locale } from '../../schema/constants/locale';
import { getFooter } from '../lib/configuration';
import { onDemandUrl } from '../lib/on-demand-route';
import { wordsOf } from '../../schema/words';
import { translatorFor } from '../i18n/translator';

/** Spec 2.1: the switch goes through the route that stores the cookie and follows the translated slug. */
export const switchHref = (to: Locale, currentPath: string): string => `/api/switch-locale/?${new URLSearchParams({ to, path: currentPath }).toString()}`;

export async function Footer({ locale, preview, currentPath }: { locale: Locale; preview: boolean; currentPath: string }) {
  const model = await getFooter(locale, preview);
  const t = translatorFor(locale);
  const languages = LOCALES.map((code) => ({ code, label: t(`languages.${code}`), href: switchHref(code, currentPath), current: code === locale }));
  const copyright = t('footer.copyright', { brand: BRAND_NAME, year: new Date().getFullYear() });
  const fallback = {
    // Without a footer configuration the newsletter button still opens the local newsletter form.
    newsletter: { headline: t('footer.keepInTouch'), cta: { text: t('footer.requestNewsletter'), href: `/forms/newsletter/?lang=${locale}`, external: false } },
    officeSelector: { headline: t('footer.selectOffice'), offices: [] },
    linkLists: [],
    teaser: null,
    languageHeadline: t('footer.language'),
    socialHeadline: t('footer.followUs'),
    social: [],
    legal: [],
  };
  return (
    <FooterView
      model={model ?? fallback}
      languages={languages}
      copyright={copyright}
      brandName={BRAND_NAME}
      locale={locale}
      officeLabels={wordsOf(t, 'offices')}
      officeDetailsUrl={onDemandUrl('/api/offices/', locale, preview)}
      socialLabel={(network) => t('socialMediaLinks.opens', { network: t(`socialMediaLinks.network.${network}`) })}
    />
  );
}
