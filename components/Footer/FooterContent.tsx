/**
 * The footer (Footer.tsx) drawn on the server from its data. Only the office selector with its map
 * and the obfuscated legal links respond to the visitor, so only they are islands: a client
 * component here would make every page render the whole footer again in the browser to hydrate it.
 */
import { Logo } from '../Logo/Logo';
import { OfficeExplorer } from '../OfficeMap/OfficeExplorer.client';
import type { OfficeLabels } from '../OfficeMap/types';
import { Icon } from '../ui/icons/Icon';
import { Link } from '../ui/Link';
import type { FooterData, FooterLink, LanguageOption, SocialNetwork } from './footer';

export type FooterContentProps = {
  data: FooterData;
  languages: LanguageOption[];
  copyright: string;
  brandName: string;
  locale: string;
  officeLabels: OfficeLabels;
  /** Where the office selector fetches its offices' details (office-details). */
  officeDetailsUrl: string;
  /** A social link's name, which says it opens a new tab (spec 2.14), in the page's language. */
  socialLabel: (network: SocialNetwork) => string;
};

const external = (link: FooterLink) => (link.external ? { target: '_blank', rel: 'nofollow noopener noreferrer' } : {});

export function FooterContent({ data, languages, copyright, brandName, locale, officeLabels, officeDetailsUrl, socialLabel }: FooterContentProps) {
  return (
    <footer className="bg-navy text-gray-200">
      {data.offices.options.brokerage.length + data.offices.options.crew.length > 0 ? (
        <section className="border-b border-white/10" data-testid="footer-offices">
          <div className="ft-row py-14 md:py-16">
            <OfficeExplorer
              source={{ options: data.offices.options, detailsUrl: officeDetailsUrl }}
              labels={officeLabels}
              locale={locale}
              theme="dark"
              headline={data.offices.headline || officeLabels.selectOffice}
              headingLevel="h2"
            />
          </div>
        </section>
      ) : null}
      <section className="border-b border-white/10">
        <div className="ft-row ft-news">
          <h2 className="ft-news-h">{data.newsletter.headline}</h2>
          {/* Spec 2.7: the newsletter form opens in the form drawer (drawer contract), or as its own page without JavaScript. */}
          <a href={data.newsletter.cta.href} data-drawer="form" className="ft-news-cta">
            {data.newsletter.cta.text}
          </a>
        </div>
      </section>
      <div className="ft-row ft-grid">
        {data.linkLists.map((list) => (
          <nav key={list.headline} aria-label={list.headline}>
            <h3 className="footer-heading">{list.headline}</h3>
            <ul className="ft-list">
              {/* A static list: the position is key enough, and keys travel in every page's RSC payload. */}
              {list.links.map((link, index) => (
                <li key={index}>
                  <a href={link.href} {...external(link)}>
                    {link.text}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {data.teaser && (
          <div className="ft-teaser">
            <h3 className="footer-heading">{data.teaser.headline}</h3>
            <p className="ft-teaser-p">{data.teaser.text}</p>
            {data.teaser.cta && (
              <a href={data.teaser.cta.href} className="ft-teaser-cta">
                {data.teaser.cta.text}
              </a>
            )}
          </div>
        )}
      </div>
      <div className="ft-row ft-bar">
        <Logo name={brandName} className="text-white" />
        <div className="flex flex-col gap-2">
          <span className="ft-caption">{data.languageHeadline}</span>
          <ul className="flex gap-4">
            {languages.map((l) => (
              <li key={l.code}>
                <a href={l.href} hrefLang={l.code} lang={l.code} {...(l.current ? { 'aria-current': 'true' as const } : {})} className="ft-lang">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-2">
          <span className="ft-caption">{data.socialHeadline}</span>
          <ul className="flex gap-3">
            {data.social.map((s) => (
              <li key={s.network}>
                <a href={s.href} target="_blank" rel="nofollow noopener noreferrer" aria-label={socialLabel(s.network)} className="ft-social">
                  <Icon name={s.network} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="ft-row ft-legal">
          <p>{copyright}</p>
          <ul className="flex flex-wrap gap-6">
            {data.legal.map((link) => (
              <li key={link.href}>
                <Link href={link.href} obfuscated>
                  {link.text}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
