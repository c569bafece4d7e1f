/**
 * The `office` content type (spec 3.8, 9.7): a brokerage or crew-network office with its place on
 * the map, time zone, address, phone and opening hours. Linked from the footer configuration and
 * from the office components (office_map, office_list_compact, office_location).
 */
import { z } from 'zod';
import { HEAD_OFFICE_YES, OFFICE_COORDINATE_DEFAULT, OFFICE_TYPE_BROKERAGE, OFFICE_TYPE_CREW_NETWORK } from '../constants/offices';
import { defineComponent } from '../define';
import { htmlLines } from '../html-text';
import { dam, firstMedia, multipleChoice, number, optionalText, requiredText, richText, text } from '../elements';
import { urlSlugElement } from '../kontent';
import type { MediaItem } from '../media';
import { telHref } from '../phone';

export type OfficeKind = 'brokerage' | 'crew';

/** What a map marker and the footer selector need (spec 3.8: name, lat, lng, phone, timezone, type). */
export type OfficeSummary = {
  codename: string;
  name: string;
  kind: OfficeKind;
  isBrokerage: boolean;
  isTCN: boolean;
  isHeadOffice: boolean;
  lat: number;
  lng: number;
  /** False when the coordinates are the 0/0 default: no marker for it. */
  located: boolean;
  /** An IANA time zone, or null when missing or unknown. */
  timezone: string | null;
  address: string[];
  phone: string | null;
  /** The tel: link of the phone (spec 5.1), or null. */
  tel: string | null;
  openingHours: string | null;
};

export type Office = OfficeSummary & {
  /** The office's own page, localised, when it has one. */
  href: string | null;
  fax: string | null;
  email: string | null;
  picture: MediaItem | null;
  addressSEO: string | null;
  openingHoursSEO: string | null;
};

/** An IANA time zone this runtime knows. */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The lines of a short rich text (an address): paragraphs and line breaks, tags dropped. */
export const richTextLines = htmlLines;

const coordinate = (value: number | null | undefined, limit: number): number => (value !== null && value !== undefined && Math.abs(value) <= limit ? value : OFFICE_COORDINATE_DEFAULT);

export const office = defineComponent({
  codename: 'office',
  elements: z.looseObject({
    name: requiredText('Office name is required'),
    url_slug: urlSlugElement.optional(),
    type: multipleChoice().optional(),
    head_office: multipleChoice().optional(),
    latitude: number().optional(),
    longitude: number().optional(),
    timezone: text().optional(),
    address: richText().optional(),
    phone: text().optional(),
    fax: text().optional(),
    email: text().optional(),
    opening_hours: text().optional(),
    dam_picture: dam().optional(),
    address_seo: text().optional(),
    opening_hours_seo: text().optional(),
    email_seo: text().optional(),
  }),
  toProps: (el, ctx): Office => {
    const types = (el.type?.value ?? []).map((option) => option.codename.toLowerCase());
    const isTCN = types.includes(OFFICE_TYPE_CREW_NETWORK);
    const isBrokerage = types.includes(OFFICE_TYPE_BROKERAGE);
    const lat = coordinate(el.latitude?.value, 90);
    const lng = coordinate(el.longitude?.value, 180);
    const zone = optionalText(el.timezone);
    if (zone && !isTimeZone(zone)) {
      ctx.report({ item: ctx.item, element: 'timezone', problem: `'${zone}' is not an IANA time zone such as Europe/Monaco; the local time is not shown` });
    }
    const phone = optionalText(el.phone);
    return {
      codename: ctx.item.codename,
      name: el.name.value.trim(),
      kind: isTCN ? 'crew' : 'brokerage',
      isBrokerage,
      isTCN,
      isHeadOffice: (el.head_office?.value ?? []).some((option) => option.codename === HEAD_OFFICE_YES),
      lat,
      lng,
      located: lat !== OFFICE_COORDINATE_DEFAULT || lng !== OFFICE_COORDINATE_DEFAULT,
      timezone: zone && isTimeZone(zone) ? zone : null,
      address: el.address ? richTextLines(el.address.value) : [],
      phone,
      tel: phone ? telHref(phone) : null,
      openingHours: optionalText(el.opening_hours),
      href: el.url_slug?.value.trim() ? ctx.href(el.url_slug.value.trim()) : null,
      fax: optionalText(el.fax),
      email: optionalText(el.email) ?? optionalText(el.email_seo),
      picture: firstMedia(el.dam_picture, ctx.locale),
      addressSEO: optionalText(el.address_seo),
      openingHoursSEO: optionalText(el.opening_hours_seo),
    };
  },
});

/** The part of an office a browser island receives: no picture or SEO fields. */
export const officeSummary = ({ codename, name, kind, isBrokerage, isTCN, isHeadOffice, lat, lng, located, timezone, address, phone, tel, openingHours }: Office): OfficeSummary => ({
  codename,
  name,
  kind,
  isBrokerage,
  isTCN,
  isHeadOffice,
  lat,
  lng,
  located,
  timezone,
  address,
  phone,
  tel,
  openingHours,
});
