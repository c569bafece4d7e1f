/**
 * quote_people_component (spec 3.10 Quote: image, person {fullName, profileImage, profileLink},
 * quote, showIcon, isStaffMember). Element names are this content model's: quote, image (a
 * picture beside it), is_staff_member with person (a linked person: name, photo, office page) or,
 * for anyone else, person_name, person_role, profile_image and profile_link; show_icon (the
 * quotation mark) and the background of spec 3.2.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { linkedPeople } from '../catalogue/person';
import { defineComponent, type MapContext } from '../define';
import { background, dam, firstMedia, flag, isYes, linkedItems, optionalText, requiredText, text, toBackground } from '../elements';
import { externalHref, isExternal, isSafeHref } from '../links';
import type { MediaItem } from '../media';

export type QuotePerson = { fullName: string; role: string | null; profileImage: MediaItem | null; profileLink: string | null };

export type QuotePeopleProps = {
  quote: string;
  image: MediaItem | null;
  person: QuotePerson | null;
  showIcon: boolean;
  isStaffMember: boolean;
  background: Background;
};

const elements = z.looseObject({
  quote: requiredText('The quote is required'),
  image: dam().optional(),
  is_staff_member: flag('Staff member').optional(),
  person: linkedItems().optional(),
  person_name: text().optional(),
  person_role: text().optional(),
  profile_image: dam().optional(),
  profile_link: text().optional(),
  show_icon: flag('Show icon').optional(),
  background_color__options: background().optional(),
});

const linkOf = (ctx: MapContext, value: string | null): string | null => {
  if (!value || !isSafeHref(value)) return null;
  return isExternal(value) ? externalHref(value) : ctx.href(value);
};

const personOf = (el: z.output<typeof elements>, ctx: MapContext, staff: boolean): QuotePerson | null => {
  const linked = staff ? (linkedPeople(ctx, 'person', el.person?.value.slice(0, 1) ?? [])[0] ?? null) : null;
  if (staff && !linked) ctx.report({ item: ctx.item, element: 'person', problem: 'A staff member quote needs a linked person' });
  const name = optionalText(el.person_name) ?? linked?.fullName ?? null;
  if (!name) return null;
  return {
    fullName: name,
    role: optionalText(el.person_role) ?? (linked ? [linked.jobTitle, linked.officeName].filter(Boolean).join(', ') || null : null),
    profileImage: firstMedia(el.profile_image, ctx.locale) ?? linked?.photo ?? null,
    profileLink: linkOf(ctx, optionalText(el.profile_link)) ?? linked?.href ?? linked?.officeHref ?? null,
  };
};

export const quotePeopleComponent = defineComponent({
  codename: 'quote_people_component',
  elements,
  toProps: (el, ctx): QuotePeopleProps => {
    const staff = isYes(el.is_staff_member);
    return {
      quote: el.quote.value.trim(),
      image: firstMedia(el.image, ctx.locale),
      person: personOf(el, ctx, staff),
      showIcon: isYes(el.show_icon),
      isStaffMember: staff,
      background: toBackground(el.background_color__options),
    };
  },
});
