// @vitest-environment happy-dom
/** The footer (spec 2.7) drawn on the server: its social links name their network and say they open a new tab (spec 2.14). */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../schema/constants/locale';
import { wordsOf } from '../../schema/words';
import { wordsIn } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { FooterContent } from './FooterContent';
import type { FooterData } from './footer';

const data: FooterData = {
  newsletter: { headline: 'Keep in touch', cta: { text: 'Request newsletter', href: '/forms/newsletter/' } },
  offices: { headline: '', options: { brokerage: [], crew: [] } },
  linkLists: [],
  teaser: null,
  languageHeadline: 'Language',
  socialHeadline: 'Follow us',
  social: [
    { network: 'instagram', href: 'https://www.instagram.com/halcyonyachts' },
    { network: 'twitter', href: 'https://x.com/halcyonyachts' },
  ],
  legal: [],
};

const footer = (locale: Locale) => {
  const t = wordsIn(locale);
  return renderDom(
    <FooterContent
      data={data}
      languages={[]}
      copyright="©"
      brandName="Halcyon Yachts"
      locale={locale}
      officeLabels={wordsOf(t, 'offices')}
      officeDetailsUrl="/api/offices/"
      socialLabel={(network) => t('socialMediaLinks.opens', { network: t(`socialMediaLinks.network.${network}`) })}
    />,
  );
};

describe('footer social links (spec 2.7, 2.14)', () => {
  it('name the network and say they open a new tab, in the page language', async () => {
    const en = await footer('en');
    const instagram = en.getByRole('link', { name: 'Instagram (opens in a new tab)' });
    const x = en.getByRole('link', { name: 'X (Twitter) (opens in a new tab)' });
    for (const link of [instagram, x]) expect(link.getAttribute('rel')).toBe('nofollow noopener noreferrer');
    const es = await footer('es');
    expect(es.getByRole('link', { name: 'Instagram (se abre en una pestaña nueva)' })).toBeTruthy();
  });
});
