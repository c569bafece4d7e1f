import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link, type LinkLabels } from '../../components/ui/Link';
import type { Locale } from '../../schema/constants/locale';
import en from './en.json';
import es from './es.json';

/** The labels a server component passes to a link without visible text, from the locale's messages. */
const labelsOf = (locale: Locale): LinkLabels => {
  const t = createTranslator({ locale, messages: locale === 'es' ? es : en, namespace: 'link' });
  return { home: t('home'), other: t('other', { url: '{url}' }) };
};
const icon = <svg aria-hidden="true" />;

describe('link labels (spec 2.14)', () => {
  it('spec 2.14: a link without visible text is labelled in the page language', () => {
    const home = (locale: Locale) =>
      renderToStaticMarkup(
        <Link to="/" locale={locale} labels={labelsOf(locale)}>
          {icon}
        </Link>,
      );
    expect(home('en')).toContain('aria-label="navigate to homepage"');
    expect(home('es')).toContain('aria-label="ir a la página de inicio"');
    const contact = renderToStaticMarkup(
      <Link to="/contact" locale="es" labels={labelsOf('es')}>
        {icon}
      </Link>,
    );
    expect(contact).toContain('aria-label="ir a /es/contact/"');
  });

  it('a call to action with visible text carries no aria-label in either language', () => {
    for (const locale of ['en', 'es'] as const) {
      const html = renderToStaticMarkup(
        <Link to="/yacht-charter" locale={locale}>
          {locale === 'es' ? 'Chárter' : 'Charter'}
        </Link>,
      );
      expect(html).not.toContain('aria-label');
    }
  });
});
