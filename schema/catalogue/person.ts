/**
 * The `person` content type (spec 3.8): a member of staff, linked from the contact types, the
 * people and quote blocks and the author block. From the spec: the person_data JSON (names,
 * phones, email, photo URL, job title, office and departments, social links) and the broker
 * contact fields (names, phones, office, picture, department, job title, contact options,
 * contactmeon, phone visibility, preferred phone (read as 'mobile' when unset, broker-contact.ts), restricted hours, working
 * days and hours for SEO). The element names are this content model's: first_name, last_name,
 * job_title, department (taxonomy), office (linked office), photo (DAM) and the rest below.
 * `toProps` gives what the people blocks show: a card of the person.
 */
import { z } from 'zod';
import { defineComponent, linkedProps, type MapContext } from '../define';
import { choice, dam, firstMedia, flag, jsonElement, linkedItems, optionalText, requiredText, richText, taxonomy, text } from '../elements';
import type { MediaItem } from '../media';
import { CONTACT_OPTIONS, PHONE_KINDS } from '../components/broker-contact';

const social = z.array(z.object({ id: z.string(), url: z.string() }));

/** Spec 3.8 person_data, as the staff directory writes it into the item. */
export const personDataSchema = z.looseObject({
  firstname: z.string().optional(),
  lastname: z.string().optional(),
  fullname: z.string().optional(),
  mobilephone: z.string().optional(),
  mobilephone2: z.string().optional(),
  mainphone: z.string().optional(),
  primaryemail: z.string().optional(),
  webpage: z.string().optional(),
  photourl: z.string().optional(),
  title: z.string().optional(),
  office: z.object({ name: z.string() }).optional(),
  organisationunits: z.array(z.looseObject({ office: z.object({ name: z.string() }).optional(), department: z.object({ name: z.string() }).optional() })).optional(),
  socialmedias: z.object({ contactmeon: social.optional(), followmeon: social.optional() }).optional(),
});

/** What the people blocks show of a person (spec 3.8 people slider employee, 3.10 people pictures and quote). */
export type PersonCard = {
  codename: string;
  firstName: string;
  lastName: string;
  fullName: string;
  jobTitle: string | null;
  /** The department's codename (a filter value) and its name in the page's language. */
  department: { codename: string; name: string } | null;
  /** Codename of the linked office, read by the blocks that show its name. */
  office: string | null;
  photo: MediaItem | null;
  /** The path of the person's page without locale, or null when they have none. */
  path: string | null;
};

/** A site path ('/offices-and-people/monaco/jane-doe'), or null when blank or not a path. */
const pagePath = (element: { value: string } | undefined): string | null => {
  const value = optionalText(element);
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
};

export const person = defineComponent({
  codename: 'person',
  elements: z.looseObject({
    first_name: requiredText('First name is required'),
    last_name: requiredText('Last name is required'),
    job_title: text().optional(),
    department: taxonomy('department').optional(),
    office: linkedItems().optional(),
    photo: dam().optional(),
    person_data: jsonElement(personDataSchema, 'person_data').optional(),
    email: text().optional(),
    url: text().optional(),
    mobile_phone: text().optional(),
    mobile_phone_2: text().optional(),
    main_phone: text().optional(),
    languages: text().optional(),
    biography: richText().optional(),
    contact_options: choice('Contact options', CONTACT_OPTIONS).optional(),
    is_phone_visible: flag('Phone visible').optional(),
    preferred_phone_number: choice('Preferred phone number', PHONE_KINDS).optional(),
    restricted_hours: text().optional(),
    working_days_seo: text().optional(),
    working_hours_seo: text().optional(),
    /** The path of the person's own page (spec 3.8, 2.2), empty when they have none. */
    url_slug: text().optional(),
  }),
  toProps: (el, ctx): PersonCard => {
    const firstName = el.first_name.value.trim();
    const lastName = el.last_name.value.trim();
    const department = el.department?.value[0];
    return {
      codename: ctx.item.codename,
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`.trim(),
      jobTitle: optionalText(el.job_title),
      department: department ? { codename: department.codename, name: department.name } : null,
      office: el.office?.value[0] ?? null,
      photo: firstMedia(el.photo, ctx.locale),
      path: pagePath(el.url_slug),
    };
  },
});

/** A person as a people block shows them: the card with the office's name and page, and their own page. */
export type PersonView = PersonCard & { officeName: string | null; officeHref: string | null; href: string | null };

const officeLink = z.looseObject({ name: z.object({ value: z.string() }), url_slug: z.object({ value: z.string() }).optional() });

/** Linked person items as views; a missing, foreign or invalid item is reported and left out. */
export const linkedPeople = (ctx: MapContext, element: string, codenames: readonly string[]): PersonView[] =>
  linkedProps(ctx, person, element, codenames).map((card) => {
    const office = card.office ? officeLink.safeParse(ctx.linkedItem(card.office)?.elements) : undefined;
    const slug = office?.success ? office.data.url_slug?.value.trim() : undefined;
    return {
      ...card,
      officeName: office?.success ? office.data.name.value.trim() || null : null,
      officeHref: slug ? ctx.href(slug) : null,
      // Spec 3.8: a person without a page gets no link.
      href: card.path ? ctx.href(card.path) : null,
    };
  });
