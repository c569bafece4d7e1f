/**
 * People as brokers and contact people (spec 3.8): a person item (with its office, linked) mapped to
 * what a broker card shows. Shared by contact_broker_drawer and contact_people_component. The output
 * is also a zod schema, because the drawer reads it back from JSON in the browser.
 */
import { z } from 'zod';
import { CONTACT_DEFAULTS } from '../constants/component-defaults';
import type { MapContext } from '../define';
import { choice, dam, firstMedia, isYes, linkedItems, optionalText, text } from '../elements';
import { textElement } from '../kontent';
import type { MediaItem } from '../media';
import { telHref } from '../phone';

export const CONTACT_OPTIONS = ['phone', 'email', 'whatsapp', 'telegram', 'wechat'] as const;
export const MESSAGING_APPS = ['whatsapp', 'telegram', 'wechat'] as const;
export type MessagingApp = (typeof MESSAGING_APPS)[number];
export const PHONE_KINDS = ['mobile', 'main'] as const;

/** Messaging links open an app or its web page: https: and the apps' own schemes only, never script. */
const MESSAGING_URL = /^(https:\/\/|weixin:\/\/|tg:\/\/|whatsapp:\/\/)[^\s<>"]+$/i;

const personElements = z.looseObject({
  first_name: text(),
  last_name: text(),
  job_title: text().optional(),
  office: linkedItems().optional(),
  photo: dam().optional(),
  email: text().optional(),
  url: text().optional(),
  mobile_phone: text().optional(),
  mobile_phone_2: text().optional(),
  main_phone: text().optional(),
  contact_options: z.object({ value: z.array(z.object({ codename: z.string() })) }).optional(),
  is_phone_visible: z.object({ value: z.array(z.object({ codename: z.string() })) }).optional(),
  preferred_phone_number: choice('Preferred phone number', PHONE_KINDS).optional(),
  restricted_hours: text().optional(),
  working_days_seo: text().optional(),
  working_hours_seo: text().optional(),
  person_data: z.object({ value: z.string().nullable() }).optional(),
});

/** The person_data JSON (spec 3.8): only the social links are read from it. */
const personData = z.object({
  socialmedias: z
    .object({ contactmeon: z.array(z.object({ id: z.string(), url: z.string() })).catch([]) })
    .partial()
    .optional(),
});

const officeElements = z.looseObject({ name: textElement, timezone: textElement.optional() });

const mediaSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  type: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  alt: z.string(),
  title: z.string().nullable(),
  description: z.string(),
  blurhash: z.string().nullable(),
  videoPoster: z.string().nullable(),
  vttSrc: z.string().nullable(),
  isImage: z.boolean(),
  isVideo: z.boolean(),
  isAudio: z.boolean(),
  isPdf: z.boolean(),
}) satisfies z.ZodType<MediaItem>;

const phoneSchema = z.object({ display: z.string(), href: z.string().startsWith('tel:') });

export const brokerContactSchema = z.object({
  codename: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  jobTitle: z.string().nullable(),
  officeName: z.string().nullable(),
  /** IANA zone of the office, for its local time; null when missing or unknown to Intl. */
  timeZone: z.string().nullable(),
  personImage: mediaSchema.nullable(),
  email: z.string().nullable(),
  url: z.string().nullable(),
  /** The number to call (preferred one first), only when isPhoneVisible. */
  phone: phoneSchema.nullable(),
  preferredPhoneNumber: z.enum(PHONE_KINDS),
  isPhoneVisible: z.boolean(),
  selectedContactOptions: z.array(z.string()),
  messaging: z.array(z.object({ app: z.enum(MESSAGING_APPS), url: z.string() })),
  restrictedHours: z.string().nullable(),
  workingDaysSEO: z.string().nullable(),
  workingHoursSEO: z.string().nullable(),
});
export type BrokerContact = z.infer<typeof brokerContactSchema>;

const knownZone = (zone: string | null): string | null => {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
};

const officeOf = (ctx: MapContext, codename: string | undefined): { name: string | null; timeZone: string | null } => {
  const office = codename ? ctx.linkedItem(codename) : undefined;
  const parsed = officeElements.safeParse(office?.elements);
  if (!parsed.success) return { name: null, timeZone: null };
  return { name: optionalText(parsed.data.name), timeZone: knownZone(optionalText(parsed.data.timezone)) };
};

const messagingOf = (json: string | null | undefined, selected: readonly string[]): BrokerContact['messaging'] => {
  if (!json) return [];
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return [];
  }
  const links = personData.safeParse(data).data?.socialmedias?.contactmeon ?? [];
  return MESSAGING_APPS.flatMap((app) => {
    const link = links.find((entry) => entry.id.toLowerCase() === app);
    // Spec 3.8 selectedContactOptions: an app shows only when the person chose it.
    return link && MESSAGING_URL.test(link.url) && selected.includes(app) ? [{ app, url: link.url }] : [];
  });
};

/**
 * A linked person as a broker contact, or null (reported) when the item is missing or not a person.
 * The phone is the preferred number (spec 3.8, default 'mobile'), falling back to the other one.
 */
export const brokerContact = (ctx: MapContext, element: string, codename: string): BrokerContact | null => {
  const item = ctx.linkedItem(codename);
  const parsed = item?.system.type === 'person' ? personElements.safeParse(item.elements) : undefined;
  if (!item || !parsed?.success) {
    ctx.report({
      item: ctx.item,
      element,
      problem: item ? `'${item.system.name}' is not a person with a first and last name` : `Linked person '${codename}' is missing: it is not published in this language, or was deleted`,
    });
    return null;
  }
  const el = parsed.data;
  const office = officeOf(ctx, el.office?.value[0]);
  const selected = el.contact_options?.value.map((option) => option.codename) ?? [...CONTACT_OPTIONS];
  const preferred = el.preferred_phone_number?.value[0]?.codename ?? CONTACT_DEFAULTS.preferredPhoneNumber;
  const mobile = optionalText(el.mobile_phone);
  const main = optionalText(el.main_phone);
  const number = preferred === 'main' ? (main ?? mobile) : (mobile ?? main);
  const href = number ? telHref(number) : null;
  const isPhoneVisible = isYes(el.is_phone_visible);
  const email = optionalText(el.email);
  const firstName = el.first_name.value.trim();
  const lastName = el.last_name.value.trim();
  return {
    codename,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`.trim(),
    jobTitle: optionalText(el.job_title),
    officeName: office.name,
    timeZone: office.timeZone,
    personImage: firstMedia(el.photo, ctx.locale),
    email: email && selected.includes('email') && /^[^\s@<>"]+@[^\s@<>"]+$/.test(email) ? email : null,
    url: optionalText(el.url),
    phone: isPhoneVisible && number && href && selected.includes('phone') ? { display: number, href } : null,
    preferredPhoneNumber: preferred,
    isPhoneVisible,
    selectedContactOptions: selected,
    messaging: messagingOf(el.person_data?.value, selected),
    restrictedHours: optionalText(el.restricted_hours),
    workingDaysSEO: optionalText(el.working_days_seo),
    workingHoursSEO: optionalText(el.working_hours_seo),
  };
};

export const brokerContacts = (ctx: MapContext, element: string, codenames: readonly string[]): BrokerContact[] => codenames.flatMap((codename) => brokerContact(ctx, element, codename) ?? []);
