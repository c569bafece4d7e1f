/** Tells editors they are looking at drafts, with a way back to the published page. */
import type { Locale } from '../../schema/constants/locale';
import { publicPath } from '../../schema/locale';
import { translatorFor } from '../i18n/translator';

export async function PreviewBanner({ locale, path }: { locale: Locale; path: string }) {
  const t = translatorFor(locale);
  return (
    <div role="status" className="flex items-center justify-center gap-4 bg-gold-light px-4 py-2 text-sm text-navy">
      <span className="font-medium">{t('preview.banner')}</span>
      <a className="underline underline-offset-4" href={publicPath(path, locale)}>
        {t('preview.exit')}
      </a>
    </div>
  );
}
