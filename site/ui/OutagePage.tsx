/**
 * What a visitor sees of a page the site has no copy of while the CMS is down. It
 * needs nothing from the CMS (no menu, no footer content): words come from site/messages.
 */
import { SITE_TITLE } from '../../schema/constants/brand';
import type { Locale } from '../../schema/constants/locale';
import { localisedPath } from '../../schema/locale';
import { translatorFor } from '../i18n/translator';

const BUTTON =
  'inline-flex items-center border border-navy px-8 py-3 text-sm font-medium tracking-[0.2em] uppercase transition focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold';

export function OutagePage({ locale, retryHref }: { locale: Locale; retryHref: string }) {
  const t = translatorFor(locale);
  return (
    <main id="main" className="mx-auto flex min-h-[80vh] max-w-3xl flex-col items-center justify-center px-6 py-24 text-center">
      <title>{`${t('outage.title')} - ${SITE_TITLE}`}</title>
      <p className="text-sm font-medium tracking-[0.3em] text-gold-deep uppercase">{SITE_TITLE}</p>
      <h1 className="mt-6 text-3xl font-medium tracking-wider text-navy uppercase md:text-5xl">{t('outage.heading')}</h1>
      <p className="mt-6 max-w-xl font-light text-body">{t('outage.message')}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <a href={retryHref} className={`${BUTTON} bg-navy text-white hover:bg-transparent hover:text-navy`}>
          {t('outage.retry')}
        </a>
        <a href={localisedPath('/', locale)} className={`${BUTTON} text-navy hover:bg-navy hover:text-white`}>
          {t('error.goHome')}
        </a>
      </div>
    </main>
  );
}
