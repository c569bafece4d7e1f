/** The header's and footer's view of the menu and footer configuration (spec 3.11), localised. */
import type { OfficeSummary } from '../catalogue/office';
import type { MediaItem } from '../media';

export type NavLink = { text: string; href: string; external: boolean };
export type NavGroup = { heading: string; href: string | null; links: NavLink[] };
export type ImageTeaser = { headline: string; text: string; image: MediaItem | null; cta: NavLink | null };
export type YachtTeaser = { name: string; image: MediaItem | null; href: string };
export type NavItem = { text: string; href: string; groups: NavGroup[]; yachts: YachtTeaser[]; teasers: ImageTeaser[] };
export type Navigation = { items: NavItem[]; enquiry: NavLink };

export type SocialNetwork = 'instagram' | 'facebook' | 'youtube' | 'linkedin' | 'pinterest' | 'twitter' | 'tiktok' | 'threads';

export type FooterModel = {
  newsletter: { headline: string; cta: NavLink };
  /** Spec 2.7: 'Select an office' and the offices on the footer map (spec 3.8's footer office list). */
  officeSelector: { headline: string; offices: OfficeSummary[] };
  linkLists: { headline: string; links: NavLink[] }[];
  teaser: ImageTeaser | null;
  languageHeadline: string;
  socialHeadline: string;
  social: { network: SocialNetwork; href: string }[];
  legal: NavLink[];
};
