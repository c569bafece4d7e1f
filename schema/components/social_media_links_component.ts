/**
 * social_media_links_component (spec 2.16; 3.11 the brand's networks; 2.14 external links open in
 * a new tab with rel 'nofollow noopener noreferrer'): the brand's social profiles as a row of
 * labelled icons. Modelled like the footer configuration's social links (3.11): one https URL
 * element per network, `social_{network}`, in the spec's order, plus a `headline` and `text`.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { defineComponent } from '../define';
import { background, optionalText, text, toBackground } from '../elements';
import type { SocialNetwork } from '../navigation/types';

/** Spec 3.11 order of the social links (threads after them, as the footer has it). */
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'youtube', 'linkedin', 'pinterest', 'twitter', 'tiktok', 'threads'] as const satisfies readonly SocialNetwork[];

export type SocialMediaLinksProps = {
  headline: string | null;
  text: string | null;
  links: { network: SocialNetwork; href: string }[];
  background: Background;
};

const httpsUrl = () =>
  text()
    .extend({ value: z.string().regex(/^(\s*|https:\/\/\S+)$/, 'A social link must be an https:// address') })
    .optional();

export const socialMediaLinksComponent = defineComponent({
  codename: 'social_media_links_component',
  elements: z.looseObject({
    headline: text().optional(),
    text: text().optional(),
    social_instagram: httpsUrl(),
    social_facebook: httpsUrl(),
    social_youtube: httpsUrl(),
    social_linkedin: httpsUrl(),
    social_pinterest: httpsUrl(),
    social_twitter: httpsUrl(),
    social_tiktok: httpsUrl(),
    social_threads: httpsUrl(),
    background_color__options: background().optional(),
  }),
  toProps: (el): SocialMediaLinksProps => ({
    headline: optionalText(el.headline),
    text: optionalText(el.text),
    links: SOCIAL_NETWORKS.flatMap((network) => {
      const href = optionalText(el[`social_${network}`]);
      return href ? [{ network, href }] : [];
    }),
    background: toBackground(el.background_color__options),
  }),
});
