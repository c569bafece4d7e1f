/** footer_configuration (spec 2.7, 3.11): office selector, newsletter, link lists, image section, social and legal links. */
import { z } from 'zod';
import { office, officeSummary } from '../catalogue/office';
import { defineComponent, linkedProps } from '../define';
import { linkedItems, optionalText, requiredText, text } from '../elements';
import { imageTeaser } from './image_teaser';
import { linkItem } from './link_item';
import { linkList } from './link_list';
import { formLink } from './nav-link';
import type { FooterModel, SocialNetwork } from './types';

/** Spec 3.11 order of the social links. */
const SOCIAL = ['instagram', 'facebook', 'youtube', 'linkedin', 'pinterest', 'twitter', 'tiktok', 'threads'] as const satisfies readonly SocialNetwork[];

export const footerConfiguration = defineComponent({
  codename: 'footer_configuration',
  elements: z.looseObject({
    office_selector_headline: text().optional(),
    offices: linkedItems().optional(),
    newsletter_headline: requiredText('Newsletter headline is required'),
    newsletter_cta_text: requiredText('Newsletter button text is required'),
    newsletter_cta_url: requiredText('Newsletter form url is required'),
    link_lists: linkedItems().optional(),
    image_section: linkedItems().optional(),
    language_headline: text().optional(),
    social_headline: text().optional(),
    legal_links: linkedItems().optional(),
    social_instagram: text().optional(),
    social_facebook: text().optional(),
    social_youtube: text().optional(),
    social_linkedin: text().optional(),
    social_pinterest: text().optional(),
    social_twitter: text().optional(),
    social_tiktok: text().optional(),
    social_threads: text().optional(),
  }),
  toProps: (el, ctx): FooterModel => ({
    newsletter: {
      headline: el.newsletter_headline.value.trim(),
      // Spec 2.7: the button opens the newsletter form (form host), in the page's language.
      cta: formLink(el.newsletter_cta_text.value.trim(), el.newsletter_cta_url.value.trim(), ctx),
    },
    officeSelector: {
      headline: optionalText(el.office_selector_headline) ?? '',
      offices: linkedProps(ctx, office, 'offices', el.offices?.value ?? []).map(officeSummary),
    },
    linkLists: linkedProps(ctx, linkList, 'link_lists', el.link_lists?.value ?? []),
    teaser: linkedProps(ctx, imageTeaser, 'image_section', el.image_section?.value ?? [])[0] ?? null,
    languageHeadline: optionalText(el.language_headline) ?? '',
    socialHeadline: optionalText(el.social_headline) ?? '',
    social: SOCIAL.flatMap((network) => {
      const href = optionalText(el[`social_${network}`]);
      // Only https addresses: a social link opens a third-party site in a new tab.
      return href && /^https:\/\//.test(href) ? [{ network, href }] : [];
    }),
    legal: linkedProps(ctx, linkItem, 'legal_links', el.legal_links?.value ?? []),
  }),
});
