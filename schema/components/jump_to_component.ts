/**
 * jump_to_component (spec 3.10, 4.5): the page's sticky in-page menu. On a yacht page its links are
 * the page's sections, as the editor chose them (`sections`; all of them when none is chosen); each
 * section component carries the matching id, and a link whose section is not on the page is hidden.
 * On any other page its links are the page's anchors (PageContext.anchors), under their own text.
 * The sticky CTA (3.10 stickyCta) opens the contact-broker drawer; its words are the editor's
 * `sticky_cta_text` (not in the spec: an element a Kontent model would give it), else 'Contact
 * brokers' on a yacht page and 'Contact us' on any other, where no yacht has brokers to name.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { defineComponent } from '../define';
import { background, choice, optionalText, text, toBackground } from '../elements';
import { CONTACT_BROKERS_PATH } from './yacht_hero_component';

/**
 * The anchors of the yacht page's sections, in page order: yacht_hero_component (overview),
 * specification_table_component, yacht_feature_component, gallery_teaser_for_yacht_component,
 * deck_plan_component, ydp_media_component (video), yacht_location_info_component.
 */
export const YACHT_SECTION_IDS = ['overview', 'specification', 'features', 'gallery', 'deck-plan', 'video', 'location'] as const;
export type YachtSectionId = (typeof YACHT_SECTION_IDS)[number];
export const isYachtSection = (id: string): id is YachtSectionId => YACHT_SECTION_IDS.some((section) => section === id);

/**
 * Spec 3.10 jumpToLinks: ids beginning '#'. A yacht section is named by the site's words; a page's
 * own anchor (any page without a yacht) by its anchor text.
 */
export type JumpLink = { section: string; href: `#${string}`; label: string | null };

export type JumpToProps = {
  locale: Locale;
  links: JumpLink[];
  contactHref: string;
  /** The sticky CTA's words as the editor wrote them, or null for the site's words for the page. */
  ctaText: string | null;
  onYachtPage: boolean;
  background: Background;
};

export const jumpToComponent = defineComponent({
  codename: 'jump_to_component',
  elements: z.looseObject({
    sections: choice('Section', YACHT_SECTION_IDS).optional(),
    sticky_cta_text: text().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): JumpToProps => {
    const chosen = new Set(el.sections?.value.map((option) => option.codename) ?? []);
    const sections = chosen.size > 0 ? YACHT_SECTION_IDS.filter((id) => chosen.has(id)) : YACHT_SECTION_IDS;
    const anchors = ctx.page.yacht === null ? (ctx.page.anchors ?? []) : [];
    return {
      locale: ctx.locale,
      links:
        anchors.length > 0 ? anchors.map(({ id, label }) => ({ section: id, href: `#${id}` as const, label })) : sections.map((section) => ({ section, href: `#${section}` as const, label: null })),
      contactHref: ctx.href(CONTACT_BROKERS_PATH),
      ctaText: optionalText(el.sticky_cta_text),
      onYachtPage: ctx.page.yacht !== null,
      background: toBackground(el.background_color__options),
    };
  },
});
