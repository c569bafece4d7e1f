/** Tells editors they are looking at drafts, with a way back to the published page. */
import { getTranslations } from 'next-intl/server';
import type { Locale } from '../../schema/constants/locale';
import { publicPath } from '../../schema/locale';

export async function PreviewBanner({ locale, path }: { locale: Locale; path: string }) {
  const t = await getTranslations({ locale, namespace: 'preview' });
  return (
    <div role="status" className="flex items-center justify-center gap-4 bg-gold-light px-4 py-2 text-sm text-navy">
      <span className="font-medium">{t('banner')}</span>
      <a className="underline underline-offset-4" href={publicPath(path, locale)}>
        {t('exit')}
      </a>
    </div>
  );
}
