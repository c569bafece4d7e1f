/**
 * person_profile_component (spec 3.8, 2.16): the person a people page names in its `person`
 * element, as a profile: photo, name, job title, office (with its page) and department, the
 * contact options the person allows under the contact-broker drawer's rules (broker-contact.ts:
 * the preferred phone when it is visible, e-mail, the messaging apps chosen), the social links
 * they follow on, the short biography where the content has one, and the languages they speak.
 * The office's other people are a people slider the page places after it.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { linkedPeople, person as personModule } from '../catalogue/person';
import { defineComponent, type MapContext } from '../define';
import { background, optionalText, toBackground } from '../elements';
import type { MediaItem } from '../media';
import { toRichText, type RichTextValue } from '../rich-text';
import { brokerContact, type BrokerContact } from './broker-contact';

export type SocialLink = { id: string; url: string };

export type PersonProfile = {
  fullName: string;
  jobTitle: string | null;
  photo: MediaItem | null;
  officeName: string | null;
  officeHref: string | null;
  /** The department's codename (the site names the ones it knows) and the taxonomy's name. */
  department: { codename: string; name: string } | null;
  contact: BrokerContact;
  /** Spec 3.8 socialmedias.followmeon: https links only. */
  social: SocialLink[];
  biography: RichTextValue | null;
  languages: string | null;
};

export type PersonProfileProps = { person: PersonProfile | null; background: Background };

const FOLLOW_URL = /^https:\/\/[^\s<>"]+$/i;

const socialOf = (links: readonly SocialLink[]): SocialLink[] => links.filter((link) => link.id.trim() !== '' && FOLLOW_URL.test(link.url));

/** A biography of empty paragraphs is no biography. */
const hasText = (html: string): boolean =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

const profileOf = (ctx: MapContext, codename: string): PersonProfile | null => {
  const contact = brokerContact(ctx, 'person', codename);
  const card = linkedPeople(ctx, 'person', [codename])[0];
  const parsed = personModule.elements.safeParse(ctx.linkedItem(codename)?.elements);
  if (!contact || !card || !parsed.success) return null;
  const el = parsed.data;
  return {
    fullName: card.fullName,
    jobTitle: card.jobTitle,
    photo: card.photo,
    officeName: card.officeName,
    officeHref: card.officeHref,
    department: card.department,
    contact,
    social: socialOf(el.person_data?.value.socialmedias?.followmeon ?? []),
    biography: el.biography && hasText(el.biography.value) ? toRichText(el.biography) : null,
    languages: optionalText(el.languages),
  };
};

export const personProfileComponent = defineComponent({
  codename: 'person_profile_component',
  elements: z.looseObject({ background_color__options: background().optional() }),
  toProps: (el, ctx): PersonProfileProps => {
    const codename = ctx.page.person ?? null;
    if (!codename) ctx.report({ item: ctx.item, element: 'person', problem: 'The profile shows the person its page names in its person element; this page names none' });
    return { person: codename ? profileOf(ctx, codename) : null, background: toBackground(el.background_color__options) };
  },
});
