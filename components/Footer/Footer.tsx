/**
 * Spec 2.7 footer: office selector with the office map and its legend, newsletter block, link lists,
 * sustainability teaser, language switch, social and legal links, and the copyright line. Legal links are obfuscated (spec 2.14): visitors follow them,
 * crawlers do not spend the page's links on them.
 */
import { Logo } from '../Logo/Logo';
import { OfficeExplorer } from '../OfficeMap/OfficeExplorer.client';
import { officeOption } from '../OfficeMap/office-details';
import type { OfficeLabels } from '../OfficeMap/types';
import { Icon } from '../ui/icons/Icon';
import { Link } from '../ui/Link';
import type { FooterModel, LanguageOption } from './footer';

export type FooterProps = {
  model: FooterModel;
  languages: LanguageOption[];
  copyright: string;
  brandName: string;
  locale: string;
  officeLabels: OfficeLabels;
  /** Where the office selector fetches its offices' details (office-details). */
  officeDetailsUrl: string;
};

const external = (external: boolean) => (external ? { target: '_blank', rel: 'nofollow noopener noreferrer' } : {});

export function Footer({ model, languages, copyright, brandName, locale, officeLabels, officeDetailsUrl }: FooterProps) {
  const { officeSelector } = model;
  return (
    <footer className="bg-navy text-gray-200">
      {officeSelector.offices.length > 0 ? (
        <section className="border-b border-white/10" data-testid="footer-offices">
          <div className="ft-row py-14 md:py-16">
            <OfficeExplorer
              source={{ options: officeSelector.offices.map(officeOption), detailsUrl: officeDetailsUrl }}
              labels={officeLabels}
              locale={locale}
              theme="dark"
              headline={officeSelector.headline || officeLabels.selectOffice}
              headingLevel="h2"
            />
          </div>
        </section>
      ) : null}
      <section className="border-b border-white/10">
        <div className="ft-row flex flex-col items-center gap-6 py-14 text-center md:flex-row md:justify-between md:text-left">
          <h2 className="text-2xl font-light tracking-[0.2em] text-white uppercase md:text-3xl">{model.newsletter.headline}</h2>
          {/* Spec 2.7: the newsletter form opens in the form drawer (drawer contract), or as its own page without JavaScript. */}
          <a
            href={model.newsletter.cta.href}
            data-drawer="form"
            className="border border-gold px-8 py-3 text-xs font-medium tracking-[0.25em] text-gold uppercase transition hover:bg-gold hover:text-navy"
          >
            {model.newsletter.cta.text}
          </a>
        </div>
      </section>
      <div className="ft-row grid grid-cols-2 gap-x-8 gap-y-12 py-16 md:gap-12 lg:grid-cols-4 xl:grid-cols-[repeat(4,minmax(0,1fr))_1.4fr]">
        {model.linkLists.map((list) => (
          <nav key={list.headline} aria-label={list.headline}>
            <h3 className="footer-heading">{list.headline}</h3>
            <ul className="ft-list">
              {list.links.map((link) => (
                <li key={link.href + link.text}>
                  <a href={link.href} {...external(link.external)} className="hover:text-white">
                    {link.text}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {model.teaser && (
          <div className="col-span-2 border border-white/10 p-6 lg:col-span-4 xl:col-span-1">
            <h3 className="footer-heading">{model.teaser.headline}</h3>
            <p className="mt-4 font-light text-gray-300">{model.teaser.text}</p>
            {model.teaser.cta && (
              <a href={model.teaser.cta.href} className="mt-5 inline-block text-xs font-medium tracking-[0.2em] text-white uppercase underline decoration-gold underline-offset-8">
                {model.teaser.cta.text}
              </a>
            )}
          </div>
        )}
      </div>
      <div className="ft-row flex flex-col gap-8 border-t border-white/10 py-10 lg:flex-row lg:items-center lg:justify-between">
        <Logo name={brandName} className="text-white" />
        <div className="flex flex-col gap-2">
          <span className="ft-caption">{model.languageHeadline}</span>
          <ul className="flex gap-4">
            {languages.map((l) => (
              <li key={l.code}>
                <a
                  href={l.href}
                  hrefLang={l.code}
                  lang={l.code}
                  aria-current={l.current ? 'true' : undefined}
                  className={l.current ? 'text-white underline decoration-gold underline-offset-8' : 'text-gray-300 hover:text-white'}
                >
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-2">
          <span className="ft-caption">{model.socialHeadline}</span>
          <ul className="flex gap-3">
            {model.social.map((s) => (
              <li key={s.network}>
                <a href={s.href} target="_blank" rel="nofollow noopener noreferrer" aria-label={s.network} className="ft-social">
                  <Icon name={s.network} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="ft-row flex flex-col gap-4 py-6 text-xs text-gray-400 md:flex-row md:items-center md:justify-between">
          <p>{copyright}</p>
          <ul className="flex flex-wrap gap-6">
            {model.legal.map((link) => (
              <li key={link.href}>
                <Link href={link.href} obfuscated className="hover:text-white">
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
