/**
 * The footer's view of the footer configuration (spec 3.11), mapped in schema/navigation, and the
 * compact data its island draws from: the page's RSC payload carries this data once instead of the
 * footer's element tree (the footer is on every page).
 */
import type { NavLink } from '../../schema/navigation/types';
import { officeOptions, type OfficeOptions } from '../OfficeMap/office-details';
import type { FooterModel, SocialNetwork } from '../../schema/navigation/types';

export type { FooterModel, SocialNetwork } from '../../schema/navigation/types';

export type LanguageOption = { code: string; label: string; href: string; current: boolean };

/** A link; `external` only when true, so most links are just text and href. */
export type FooterLink = { text: string; href: string; external?: true };

export type FooterData = {
  newsletter: { headline: string; cta: FooterLink };
  offices: { headline: string; options: OfficeOptions };
  linkLists: { headline: string; links: FooterLink[] }[];
  teaser: { headline: string; text: string; cta: FooterLink | null } | null;
  languageHeadline: string;
  socialHeadline: string;
  social: { network: SocialNetwork; href: string }[];
  legal: FooterLink[];
};

const link = ({ text, href, external }: NavLink): FooterLink => (external ? { text, href, external } : { text, href });

export const toFooterData = (model: FooterModel): FooterData => ({
  newsletter: { headline: model.newsletter.headline, cta: link(model.newsletter.cta) },
  offices: { headline: model.officeSelector.headline, options: officeOptions(model.officeSelector.offices) },
  linkLists: model.linkLists.map((list) => ({ headline: list.headline, links: list.links.map(link) })),
  teaser: model.teaser && { headline: model.teaser.headline, text: model.teaser.text, cta: model.teaser.cta && link(model.teaser.cta) },
  languageHeadline: model.languageHeadline,
  socialHeadline: model.socialHeadline,
  social: model.social,
  legal: model.legal.map(link),
});
